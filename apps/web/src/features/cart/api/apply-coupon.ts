import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/coupon?name=: the percentage (spec); the server keeps the coupon on the cart. */
export const applyCoupon = (name: string) => apiRequest<number>('/coupon', { query: { name: name.trim() } });

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
