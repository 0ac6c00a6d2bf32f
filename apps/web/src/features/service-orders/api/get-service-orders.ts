import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ServiceOrderSummary } from './types';

/** GET /api/orders?status=1 (current, 1–7) or 2 (finished, 8). */
export const getServiceOrders = (status: 1 | 2, signal?: AbortSignal) =>
  api<ServiceOrderSummary[]>('/orders', { query: { status }, signal });

export const getServiceOrdersQueryOptions = (status: 1 | 2) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'services', status, currentLang()],
    queryFn: ({ signal }) => getServiceOrders(status, signal),
    // A quote moves when staff act on it: read again whenever the list is opened.
    staleTime: 0,
  });

export const useServiceOrders = (status: 1 | 2) => useQuery(getServiceOrdersQueryOptions(status));
