import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { OrderDetail } from './types';

/** GET /api/track/{code}: the code with or without its first letter (the spec's links drop it). */
export const getTracking = (code: string, signal?: AbortSignal) =>
  api<OrderDetail>(`/track/${encodeURIComponent(code)}`, { signal });

export const getTrackingQueryOptions = (code: string) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'track', code, currentLang()],
    queryFn: ({ signal }) => getTracking(code, signal),
    enabled: code.length > 0,
  });

export const useTracking = (code: string) => useQuery(getTrackingQueryOptions(code));
