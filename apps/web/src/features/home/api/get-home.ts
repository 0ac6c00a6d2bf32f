import type { HomeData } from '@shop/shared/api/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';

export type { HomeCategory, HomeData, HomeLogo, SiteOptions } from '@shop/shared/api/home';

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
