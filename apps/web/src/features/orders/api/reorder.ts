import type { ReorderAnswer } from '@shop/shared/api/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /api/product/orders/{id}/reorder (inferred from the shared schema the API is tested against). */
export type { ReorderAnswer } from '@shop/shared/api/orders';

export function reorder(orderId: number) {
  return apiRequest<ReorderAnswer>(`/product/orders/${orderId}/reorder`, { method: 'POST' });
}

export function useReorder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
