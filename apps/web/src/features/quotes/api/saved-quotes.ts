import type { SavedQuote } from '@shop/shared/api/saved-quotes';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';
import { keepAcrossLanguageSwitch, queryRoots } from '../../../lib/query-keys';

/** /api/quotes answers (inferred from the shared schema the API is tested against). */
export type { SavedQuote } from '@shop/shared/api/saved-quotes';

export type SaveQuoteInput = {
  markup_percent: number;
  client_name: string;
  client_reference: string;
  lang: string;
};

const quotesKey = ['saved-quotes'] as const;

export const getSavedQuotesQueryOptions = () =>
  queryOptions({
    queryKey: [...quotesKey, currentLang()],
    queryFn: ({ signal }) => api<SavedQuote[]>('/quotes', { signal }),
  });

export function useSavedQuotes() {
  const options = getSavedQuotesQueryOptions();
  return useQuery({ ...options, placeholderData: keepAcrossLanguageSwitch(options.queryKey) });
}

/** The PDF link of a saved quote, in the page's language (a plain download link). */
export const savedQuotePdfUrl = (id: number) => `/api/quotes/${id}/pdf?lang=${currentLang()}`;

/** POST /api/quotes: the cart saved as a quote. */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveQuoteInput) => apiRequest<SavedQuote>('/quotes', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: quotesKey }),
  });
}

/** POST /api/quotes/{id}/reopen: the quote's lines back in the cart at the quoted prices. */
export function useReopenQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<SavedQuote>(`/quotes/${id}/reopen`, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
