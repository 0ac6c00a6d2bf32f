import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { Address } from './types';

/** GET /api/addresses (the same cache as the address book). */
export const getAddresses = (signal?: AbortSignal) => api<Address[]>('/addresses', { signal });

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.addresses, currentLang()],
    queryFn: ({ signal }) => getAddresses(signal),
  });

export const useAddresses = () => useQuery(getAddressesQueryOptions());
