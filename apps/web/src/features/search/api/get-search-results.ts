import type { SearchResult as SearchHit } from '@shop/shared/api/catalog';
import { replaceUnsafeText } from '@shop/shared/text-safety';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

/** One hit of GET /api/search with the fields the results page shows. */
export type { SearchResult as SearchHit } from '@shop/shared/api/catalog';

/** The most results one page asks for: the API's largest `limit`. */
export const RESULTS_PAGE_LIMIT = 50;
/** The API refuses longer texts; the field stops at this length. */
export const SEARCH_TEXT_MAX = 100;

/**
 * The text to search for from a `?q=` typed or pasted into the address bar: without control
 * or text-direction characters (which the API refuses), trimmed, at most SEARCH_TEXT_MAX.
 */
export function searchTextFromParam(raw: string | null): string {
  return replaceUnsafeText(raw ?? '', ' ')
    .trim()
    .slice(0, SEARCH_TEXT_MAX)
    .trim();
}

export function getSearchResults(text: string, signal?: AbortSignal): Promise<SearchHit[]> {
  return api<SearchHit[]>('/search', { query: { q: text, limit: RESULTS_PAGE_LIMIT }, signal });
}

export function searchResultsQueryOptions(text: string) {
  const q = text.trim();
  return queryOptions({
    queryKey: ['search-results', currentLang(), q],
    queryFn: ({ signal }) => getSearchResults(q, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
    // A refined search keeps the last list on screen (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });
}

export function useSearchResults(text: string) {
  return useQuery(searchResultsQueryOptions(text));
}
