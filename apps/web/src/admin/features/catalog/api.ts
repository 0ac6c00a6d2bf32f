import type {
  AdminCategory,
  AdminProductRow,
  AdminProduct as AdminProductWithTree,
  AdminSection,
} from '@shop/shared/api/admin';
import type { PageOf } from '../../lib/api';
import { send, useAdminMutation, useAdminQuery } from '../../lib/api';

/**
 * Shapes of the catalogue admin (docs/admin-api.md "Catalogue"), from the shared answer
 * schemas (docs/decisions/031-shared-answer-types.md). Lists and DELETE answer a product
 * without its option tree; the editor's GET, POST and PUT add `sections`.
 */
export type { AdminCategory, AdminSection, AdminService } from '@shop/shared/api/admin';
export type AdminProduct = AdminProductRow & Partial<Pick<AdminProductWithTree, 'sections'>>;

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
