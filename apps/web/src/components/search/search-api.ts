import type { SearchResult } from '@shop/shared/api/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { paths } from '../../config/paths';
import { currentLang } from '../../i18n';
import { api } from '../../lib/api-client';

/** One hit of GET /api/search?name= (inferred from the shared schema the API is tested against). */
export type { SearchResult } from '@shop/shared/api/catalog';

/**
 * docs/product.md#limits-and-timings: the search runs 1 s after typing stops and shows at most 5
 * results.
 */
export const SEARCH_DEBOUNCE_MS = 1000;
export const MAX_SEARCH_RESULTS = 5;

export async function searchCatalog(name: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const data = await api<SearchResult[]>('/search', { query: { name }, signal });
  return Array.isArray(data) ? data.slice(0, MAX_SEARCH_RESULTS) : [];
}

export function searchCatalogQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['search', currentLang(), text],
    queryFn: ({ signal }) => searchCatalog(text, signal),
    enabled: text.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

export function useSearchCatalog(name: string) {
  return useQuery(searchCatalogQueryOptions(name));
}

/**
 * Products open their product page, services theirs (docs/product.md#screens-and-routes, "Home").
 */
export function searchResultPath(result: SearchResult): string {
  const category = result.category_id ?? 0;
  if (result.type === 'product') {
    return result.category_id ? paths.product(category, result.id) : paths.productCategory(result.id);
  }
  return result.category_id ? paths.service(category, result.id) : paths.serviceCategory(result.id);
}

export function searchResultTitle(result: SearchResult): string {
  return result.title || result.name || '';
}
