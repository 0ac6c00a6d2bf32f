import type { ShippingRates } from '@shop/shared/api/shipping';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

export type { ShippingRates, ShippingRegionRate } from '@shop/shared/api/shipping';

/** GET /api/shipping/rates: the same rate table the checkout charges from. */
export function getShippingRates(signal?: AbortSignal): Promise<ShippingRates> {
  return api<ShippingRates>('/shipping/rates', { signal });
}

export function getShippingRatesQueryOptions() {
  return queryOptions({
    queryKey: ['shipping-rates', currentLang()],
    queryFn: ({ signal }) => getShippingRates(signal),
    staleTime: 5 * 60_000,
  });
}

export function useShippingRates() {
  return useQuery(getShippingRatesQueryOptions());
}
