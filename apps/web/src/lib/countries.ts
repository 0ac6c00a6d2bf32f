import { useQuery } from '@tanstack/react-query';
import { currentLang } from '../i18n';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/** A destination of GET /api/countries (names in the page's language). */
export type CountryOption = { id: number; name: string; code: string; quote_available: boolean };

/*
 * The countries a customer picks for an address or an invoice address: ISO codes only (the
 * Balearics, Canaries, Ceuta and Melilla follow from a Spanish postcode), sorted by name in
 * the page's language. Same query key and answer as the checkout's country list.
 */
export function useAddressCountries() {
  const lang = currentLang();
  return useQuery({
    queryKey: [...queryRoots.countries, lang],
    queryFn: ({ signal }) => api<CountryOption[]>('/countries', { signal }),
    staleTime: 10 * 60_000,
    select: (list) =>
      list.filter((c) => /^[A-Z]{2}$/.test(c.code)).sort((a, b) => a.name.localeCompare(b.name, lang)),
  });
}
