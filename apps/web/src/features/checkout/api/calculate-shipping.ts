import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { ShippingQuote } from './types';

/** A country picked on the cart page, or a delivery address (its country and postcode decide). */
export type Destination = { countryId: number } | { addressId: number };

/**
 * POST /api/shipments/calculate {country_id} or {address_id}: delivery, VAT (with its reason)
 * and totals of the current cart. Read like a query (the answer depends only on the cart and
 * the destination); its key sits under the cart's, so any change of the cart asks again.
 */
export const calculateShipping = (destination: Destination, signal?: AbortSignal) =>
  api<ShippingQuote>('/shipments/calculate', {
    method: 'POST',
    body:
      'addressId' in destination
        ? { address_id: destination.addressId }
        : { country_id: destination.countryId },
    signal,
  });

export const calculateShippingQueryOptions = (destination: Destination | null) =>
  queryOptions({
    queryKey: [
      ...queryRoots.cart,
      'shipping',
      currentLang(),
      destination === null
        ? null
        : 'addressId' in destination
          ? `a${destination.addressId}`
          : destination.countryId,
    ],
    queryFn: ({ signal }) => calculateShipping(destination as Destination, signal),
    enabled: destination !== null,
    staleTime: 30_000,
  });

export const useShippingQuote = (destination: Destination | null) =>
  useQuery(calculateShippingQueryOptions(destination));
