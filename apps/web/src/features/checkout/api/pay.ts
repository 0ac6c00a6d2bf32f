import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { PaymentAnswer } from './types';

export type PaymentInput = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  /** Only for an address saved without a country (its country and postcode decide otherwise). */
  country_id?: number;
  address_id: number;
  /** Ship without the shop's branding (reseller parcels). */
  blind_shipping?: boolean;
  /** One per attempt (lib/attempt-key.ts). */
  idempotencyKey: string;
};

/** POST /api/payment. Amounts are never sent: the server prices the cart itself. */
export function pay({ idempotencyKey, ...body }: PaymentInput) {
  return apiRequest<PaymentAnswer>('/payment', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function usePay() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: pay,
    // Paid: the cart (now empty), orders and invoices are read again; the delivery quote is
    // only marked stale, as asking for it with an empty cart would be refused. Not awaited, so
    // a paid customer is on their orders page at once.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.cart, 'shipping'], refetchType: 'none' });
      for (const queryKey of [[...queryRoots.cart, 'lines'], queryRoots.orders, queryRoots.invoices]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
    // Declined or re-priced (409): the cart and its quote show the current prices.
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.cart });
    },
  });
}
