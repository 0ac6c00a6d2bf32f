import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ServiceOrderDetail } from './types';

/** GET /api/orders/{id}: one own service order (anyone else's is 404). */
export const getServiceOrder = (id: number, signal?: AbortSignal) =>
  api<ServiceOrderDetail>(`/orders/${id}`, { signal });

export const getServiceOrderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'service', id, currentLang()],
    queryFn: ({ signal }) => getServiceOrder(id, signal),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });

export const useServiceOrder = (id: number) => useQuery(getServiceOrderQueryOptions(id));
