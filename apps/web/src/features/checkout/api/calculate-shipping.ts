import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ShippingQuote } from './types';

/**
 * POST /api/shipments/calculate {country_id}: delivery, VAT and totals of the current cart.
 * Read like a query (the answer depends only on the cart and the country); its key sits under
 * the cart's, so any change of the cart asks again.
 */
export const calculateShipping = (countryId: number, signal?: AbortSignal) =>
  api<ShippingQuote>('/shipments/calculate', { method: 'POST', body: { country_id: countryId }, signal });

export const calculateShippingQueryOptions = (countryId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.cart, 'shipping', currentLang(), countryId],
    queryFn: ({ signal }) => calculateShipping(countryId as number, signal),
    enabled: countryId !== null,
    staleTime: 30_000,
  });

export const useShippingQuote = (countryId: number | null) =>
  useQuery(calculateShippingQueryOptions(countryId));
