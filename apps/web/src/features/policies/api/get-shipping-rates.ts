import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

export type ShippingRegionRate = {
  region: string;
  name: string;
  quoteAvailable: boolean;
  standard: number | null;
  large: number | null;
  freeOver: number | null;
  perKg: number | null;
  countries: { id: number; code: string; name: string }[];
};
export type ShippingRates = {
  currency: 'EUR';
  regions: ShippingRegionRate[];
  excludedCategories: { id: number; name: string }[];
};

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
