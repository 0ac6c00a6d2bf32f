import type { Localized, LocalizedList, PageOf } from '../../lib/api';
import { send, useAdminMutation, useAdminQuery } from '../../lib/api';
import type { OptionNode } from '../../schemas';

/** Shapes of the catalogue admin (docs/admin-api.md "Catalogue"). Texts come in both languages. */
export type AdminCategory = {
  id: number;
  owner_type: 1 | 2;
  slug: string;
  name: Localized | string;
  description: Localized | string;
  image: string;
  sort_order: number;
  active: boolean;
  excluded_from_free_shipping: boolean;
  items_count?: number;
};

export type AdminService = {
  id: number;
  category_id: number;
  slug: string;
  name: Localized | string;
  description: LocalizedList;
  images: string[];
  meta_title: Localized;
  meta_description: Localized;
  sort_order: number;
  active: boolean;
};

export type AdminSection = { id?: number; name: Localized; required: boolean; options: OptionNode[] };

export type AdminProduct = {
  id: number;
  category_id: number;
  slug: string;
  title: Localized | string;
  description: Localized;
  images: string[];
  meta_title: Localized;
  meta_description: Localized;
  headers: { id?: number; title: Localized; description: Localized; lines: LocalizedList }[];
  footer: Localized;
  pricing_mode: 'per_m2' | 'per_item';
  base_price: number;
  min_charge: number;
  quantity_breaks: { min_quantity: number; discount_percent: number }[];
  min_width: number | null;
  max_width: number | null;
  min_height: number | null;
  max_height: number | null;
  def_width: number | null;
  def_height: number | null;
  weldable: boolean;
  min_q: number;
  max_q: number;
  file_limit: number;
  turnaround_days: number;
  large: boolean;
  weight_grams: number;
  sort_order: number;
  active: boolean;
  sections?: AdminSection[];
};

/** Lists may come as a plain array or as a page. */
export function itemsOf<T>(data: T[] | PageOf<T> | undefined): T[] {
  if (!data) return [];
  return Array.isArray(data) ? data : data.items;
}

export function useCategories(ownerType?: 1 | 2) {
  return useAdminQuery<AdminCategory[] | PageOf<AdminCategory>>('categories', '/admin/categories', {
    query: { owner_type: ownerType, per_page: 100 },
  });
}

export function useServices(query: { category_id?: number | string; q?: string; page?: number }) {
  return useAdminQuery<AdminService[] | PageOf<AdminService>>('services', '/admin/services', {
    query: { ...query, per_page: 25 },
    keepPrevious: true,
  });
}

export function useService(id: number | null) {
  return useAdminQuery<AdminService>('services', `/admin/services/${id}`, { enabled: id !== null });
}

export function useSaveService() {
  return useAdminMutation(
    ({ id, body }: { id?: number; body: unknown }) =>
      id
        ? send<AdminService>('PUT', `/admin/services/${id}`, body)
        : send<AdminService>('POST', '/admin/services', body),
    ['services', 'categories'],
  );
}

export function useDeleteService() {
  return useAdminMutation(
    (id: number) => send('DELETE', `/admin/services/${id}`),
    ['services', 'categories'],
  );
}

export function useProducts(query: { category_id?: number | string; q?: string; page?: number }) {
  return useAdminQuery<AdminProduct[] | PageOf<AdminProduct>>('products', '/admin/products', {
    query: { ...query, per_page: 25 },
    keepPrevious: true,
  });
}

export function useProduct(id: number | null) {
  return useAdminQuery<AdminProduct>('products', `/admin/products/${id}`, { enabled: id !== null });
}

export function useSaveProduct() {
  return useAdminMutation(
    ({ id, body }: { id?: number; body: unknown }) =>
      id
        ? send<AdminProduct>('PUT', `/admin/products/${id}`, body)
        : send<AdminProduct>('POST', '/admin/products', body),
    ['products', 'categories'],
  );
}

export function useDeleteProduct() {
  return useAdminMutation(
    (id: number) => send('DELETE', `/admin/products/${id}`),
    ['products', 'categories'],
  );
}

export function useSaveSections(productId: number) {
  return useAdminMutation(
    (sections: unknown) => send<AdminSection[]>('PUT', `/admin/products/${productId}/sections`, sections),
    ['products'],
  );
}
