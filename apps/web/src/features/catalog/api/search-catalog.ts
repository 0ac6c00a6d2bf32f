import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { SearchResult } from './types';

export function searchCatalog(name: string, signal?: AbortSignal) {
  return api<SearchResult[]>('/search', { query: { name }, signal });
}

export function searchCatalogQueryOptions(name: string) {
  const text = name.trim();
  return queryOptions({
    queryKey: ['search', currentLang(), text],
    queryFn: ({ signal }) => searchCatalog(text, signal),
    enabled: text.length > 0,
    staleTime: 60_000,
  });
}

export function useCatalogSearch(name: string) {
  return useQuery(searchCatalogQueryOptions(name));
}
