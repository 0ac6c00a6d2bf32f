import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

export type HomeCategory = { id: number; name: string; description: string; image: string; count: number };
export type HomeLogo = { id: number; name: string; image: string; url: string | null };
export type SiteOptions = {
  tradingName: string;
  brandName: string;
  phone: string;
  email: string;
  address: { street: string; city: string; postalCode: string; country: string };
  whatsapp: { number: string; url: string };
  map: { embedUrl: string | null; linkUrl: string; lat: number; lng: number };
  sisterSites: { name: string; url: string; description: string | null }[];
};
export type HomeData = {
  services: HomeCategory[];
  products: HomeCategory[];
  brands: HomeLogo[];
  clients: HomeLogo[];
  options: SiteOptions;
};

/**
 * GET /api/home (docs/product.md#api-calls): categories, brands, clients and the shop's options.
 */
export function getHome(signal?: AbortSignal): Promise<HomeData> {
  return api<HomeData>('/home', { signal });
}

export function getHomeQueryOptions() {
  return queryOptions({
    queryKey: ['home', currentLang()],
    queryFn: ({ signal }) => getHome(signal),
    staleTime: 5 * 60_000,
  });
}

export function useHome() {
  return useQuery(getHomeQueryOptions());
}
