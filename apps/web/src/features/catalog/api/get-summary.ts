import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { Summary } from './types';

export type SummaryParams = {
  productId: number;
  optionIds: number[];
  width: number | null;
  height: number | null;
  quantity: number;
};

/** The server's price of a configured line: the one that counts (GET /summary). */
export function getSummary(params: SummaryParams, signal?: AbortSignal) {
  return api<Summary>('/summary', {
    query: {
      product_id: params.productId,
      options: params.optionIds,
      width: params.width ?? undefined,
      height: params.height ?? undefined,
      quantity: params.quantity,
    },
    signal,
  });
}

export function getSummaryQueryOptions(params: SummaryParams | null) {
  return queryOptions({
    queryKey: ['summary', currentLang(), params],
    queryFn: ({ signal }) => getSummary(params as SummaryParams, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export function useSummary(params: SummaryParams | null) {
  return useQuery(getSummaryQueryOptions(params));
}
