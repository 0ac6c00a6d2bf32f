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

/** Services and products share their admin endpoints' shape (docs/admin-api.md "Catalogue"). */
export type CatalogResource = 'services' | 'products';
type CatalogQuery = { category_id?: number | string; q?: string; page?: number };

export function useCatalogList<T>(resource: CatalogResource, query: CatalogQuery) {
  return useAdminQuery<T[] | PageOf<T>>(resource, `/admin/${resource}`, {
    query: { ...query, per_page: 25 },
    keepPrevious: true,
  });
}

export function useCatalogItem<T>(resource: CatalogResource, id: number | null) {
  return useAdminQuery<T>(resource, `/admin/${resource}/${id}`, { enabled: id !== null });
}

export function useSaveCatalogItem<T>(resource: CatalogResource) {
  return useAdminMutation(
    ({ id, body }: { id?: number; body: unknown }) =>
      id ? send<T>('PUT', `/admin/${resource}/${id}`, body) : send<T>('POST', `/admin/${resource}`, body),
    [resource, 'categories'],
  );
}

/** Deletes a service; deactivates a product (the server keeps it for past orders). */
export function useDeleteCatalogItem(resource: CatalogResource) {
  return useAdminMutation(
    (id: number) => send('DELETE', `/admin/${resource}/${id}`),
    [resource, 'categories'],
  );
}

export function useSaveSections(productId: number) {
  return useAdminMutation(
    (sections: unknown) => send<AdminSection[]>('PUT', `/admin/products/${productId}/sections`, sections),
    ['products'],
  );
}
