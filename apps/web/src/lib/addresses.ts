import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../i18n';
import { api } from './api-client';
import { queryRoots } from './query-keys';

/** An address of the customer's address book (apps/api/src/modules/addresses/schema.ts). */
export type Address = {
  id: number;
  type: 1 | 2;
  typeName: string;
  label: string;
  /** The address on one line. */
  details: string;
  contact_name: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  province: string;
  /** ISO code; null for an address saved as free text before countries were asked. */
  country: string | null;
  phone: string;
  is_default: boolean;
  fullAddress: string;
};

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
