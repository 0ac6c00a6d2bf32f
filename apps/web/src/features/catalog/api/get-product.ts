import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { Product } from './types';

export function getProduct(id: number, signal?: AbortSignal) {
  return api<Product>(`/products/${id}`, { signal });
}

export function getProductQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['product', currentLang(), id],
    queryFn: ({ signal }) => getProduct(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useProduct(id: number) {
  return useQuery(getProductQueryOptions(id));
}
