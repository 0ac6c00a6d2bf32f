import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { PaymentAnswer } from './types';

export type PaymentInput = {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  country_id: number;
  address_id: number;
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
    // Paid, declined or re-priced: the cart, its quote, orders and invoices are read again
    // (not awaited, so a paid customer is on their orders page at once).
    onSettled: () => {
      for (const queryKey of [queryRoots.cart, queryRoots.orders, queryRoots.invoices]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
