import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { SummaryParams } from './get-summary';
import type { ConfigurationEstimate } from './types';

export type EstimateParams = SummaryParams & { countryId: number | null };

/** The query string of a configuration, as /shipments/estimate and /quotes/pdf read it. */
export function configurationQuery(params: EstimateParams) {
  return {
    product_id: params.productId,
    options: params.optionIds,
    width: params.width ?? undefined,
    height: params.height ?? undefined,
    quantity: params.quantity,
    country_id: params.countryId ?? undefined,
  };
}

/** The configuration priced for a destination: IVA, delivery, free-delivery gap, delivered-by date. */
export function getEstimate(params: EstimateParams, signal?: AbortSignal) {
  return api<ConfigurationEstimate>('/shipments/estimate', { query: configurationQuery(params), signal });
}

export function getEstimateQueryOptions(params: EstimateParams | null) {
  return queryOptions({
    queryKey: ['estimate', currentLang(), params],
    queryFn: ({ signal }) => getEstimate(params as EstimateParams, signal),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    retry: false,
  });
}

export function useEstimate(params: EstimateParams | null) {
  return useQuery(getEstimateQueryOptions(params));
}
