import type { Address } from '@shop/shared/api/addresses';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../i18n';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/** An address of the customer's address book (inferred from the shared schema the API is tested against). */
export type { Address } from '@shop/shared/api/addresses';

/*
 * GET /api/addresses lives here rather than in a feature because the address book (accounts)
 * and both payments (checkout, service orders) read it, and they share one cache.
 */
export const getAddresses = (signal?: AbortSignal) => api<Address[]>('/addresses', { signal });

export const getAddressesQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.addresses, currentLang()],
    queryFn: ({ signal }) => getAddresses(signal),
  });

export const useAddresses = () => useQuery(getAddressesQueryOptions());
