import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { ServiceDetail } from './types';

export function getService(id: number, signal?: AbortSignal) {
  return api<ServiceDetail>(`/services/${id}`, { signal });
}

export function getServiceQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['service', currentLang(), id],
    queryFn: ({ signal }) => getService(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useService(id: number) {
  return useQuery(getServiceQueryOptions(id));
}
