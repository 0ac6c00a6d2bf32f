import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
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
    onSettled: () => {
      for (const queryKey of [queryRoots.orders, queryRoots.invoices]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    },
  });
}
