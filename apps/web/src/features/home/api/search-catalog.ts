import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

/** One hit of GET /api/search?name= (spec section 3 "Search result"). */
export type SearchResult = {
  id: number;
  type: 'product' | 'service';
  title: string | null;
  image: string | null;
  name: string | null;
  category_id: number | null;
};

/** Spec section 9: at most 5 results. */
export const MAX_SEARCH_RESULTS = 5;

export async function searchCatalog(name: string, signal?: AbortSignal): Promise<SearchResult[]> {
  const data = await api<SearchResult[]>('/search', { query: { name }, signal });
  return Array.isArray(data) ? data.slice(0, MAX_SEARCH_RESULTS) : [];
}

export function searchCatalogQueryOptions(name: string) {
  return queryOptions({
    queryKey: ['search', currentLang(), name],
    queryFn: ({ signal }) => searchCatalog(name, signal),
    enabled: name.length > 0,
    staleTime: 60_000,
    retry: false,
  });
}

export function useSearchCatalog(name: string) {
  return useQuery(searchCatalogQueryOptions(name));
}
