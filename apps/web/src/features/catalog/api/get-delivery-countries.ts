import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { DeliveryCountry } from './types';

/** GET /api/countries, for the product page's delivery estimate (same cache entry as checkout's). */
export const getDeliveryCountries = (signal?: AbortSignal) =>
  api<DeliveryCountry[]>('/countries', { signal });

export const getDeliveryCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', currentLang()],
    queryFn: ({ signal }) => getDeliveryCountries(signal),
    staleTime: 10 * 60_000,
  });

export function useDeliveryCountries() {
  return useQuery(getDeliveryCountriesQueryOptions());
}
