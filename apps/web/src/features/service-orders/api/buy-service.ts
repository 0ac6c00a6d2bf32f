import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { invalidateOrdersExcept } from './invalidate';
import type { ServiceOrderDetail } from './types';

export type BuyServiceInput = {
  order_id: number;
  address_id: number;
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
  /** One per payment attempt. */
  idempotencyKey: string;
};

/** POST /api/buy/service: pays the accepted fees (3 → 4). No amount is sent: the server charges the fees. */
export const buyService = ({ idempotencyKey, ...body }: BuyServiceInput) =>
  apiRequest<{ order: ServiceOrderDetail; invoice: { id: number; number: string } }>('/buy/service', {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey },
  });

export function useBuyService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyService,
    // Paid (or refused): lists, tracking and invoices are read again; the order on screen is not.
    onSettled: (_answer, _error, input) =>
      invalidateOrdersExcept(queryClient, input.order_id, [queryRoots.invoices]),
  });
}
