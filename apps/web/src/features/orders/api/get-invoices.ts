import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { Invoice } from './types';

/** GET /api/invoices: the customer's invoices, newest first. */
export const getInvoices = (signal?: AbortSignal) => api<Invoice[]>('/invoices', { signal });

export const getInvoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.invoices, currentLang()],
    queryFn: ({ signal }) => getInvoices(signal),
  });

export const useInvoices = (enabled = true) => useQuery({ ...getInvoicesQueryOptions(), enabled });
