import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import type { SubService } from './types';

/** POST /api/one/sub/service {subServiceId}: the service the purchase page orders. */
export const getSubService = (subServiceId: number, signal?: AbortSignal) =>
  api<SubService>('/one/sub/service', { method: 'POST', body: { subServiceId }, signal });

export const getSubServiceQueryOptions = (subServiceId: number) =>
  queryOptions({
    queryKey: ['sub-service', currentLang(), subServiceId],
    queryFn: ({ signal }) => getSubService(subServiceId, signal),
    enabled: Number.isInteger(subServiceId) && subServiceId > 0,
  });

export const useSubService = (subServiceId: number) => useQuery(getSubServiceQueryOptions(subServiceId));
