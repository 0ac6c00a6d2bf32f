import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateOrdersExcept } from './invalidate';
import type { ServiceOrderDetail } from './types';

/** POST /api/orders/{id}/cancel: the customer withdraws a quote not yet paid (1-3 → 9). */
export function useWithdrawServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest<ServiceOrderDetail>(`/orders/${orderId}/cancel`, { method: 'POST' }),
    // The order on screen too: it now shows as cancelled.
    onSuccess: () => invalidateOrdersExcept(queryClient, null),
  });
}
