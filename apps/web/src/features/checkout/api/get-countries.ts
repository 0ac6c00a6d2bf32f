import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { Country } from './types';

/** GET /api/countries: names in the page's language. */
export const getCountries = (signal?: AbortSignal) => api<Country[]>('/countries', { signal });

export const getCountriesQueryOptions = () =>
  queryOptions({
    queryKey: ['countries', currentLang()],
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: 10 * 60_000,
  });

export function useCountries(enabled = true) {
  return useQuery({ ...getCountriesQueryOptions(), enabled });
}
