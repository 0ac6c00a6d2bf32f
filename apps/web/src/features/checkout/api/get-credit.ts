import type { CreditAccount } from '@shop/shared/api/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/credit: the signed-in account's credit terms and what is left (terms null: none). */
export const getCreditQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.credit, currentLang()],
    queryFn: ({ signal }) => api<CreditAccount>('/credit', { signal }),
    staleTime: 30_000,
  });

export const useCredit = (enabled = true) => useQuery({ ...getCreditQueryOptions(), enabled });
