import type { CreditAccount } from '@shop/shared/api/credit';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/credit: credit terms, open balance and invoices on account (the checkout reads the same key). */
export const useCreditAccount = () =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.credit, currentLang()],
      queryFn: ({ signal }) => api<CreditAccount>('/credit', { signal }),
      staleTime: 30_000,
    }),
  );
