import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** POST /api/product/orders/{id}/reorder: line totals (euros, VAT excluded) then and today. */
export type ReorderAnswer = {
  order_id: number;
  code: string;
  lines: {
    cart_line_id: number;
    product_id: number;
    title: string;
    quantity: number;
    files: number;
    old_price: number;
    new_price: number;
    difference: number;
  }[];
  old_total: number;
  new_total: number;
  difference: number;
};

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
