import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/**
 * POST /api/coupon: the percentage; the server keeps the coupon on the cart. Not the spec's
 * GET, which only answers for a cookie session unless the browser proves it is same-origin
 * (docs/decisions/028-cross-site-gets-and-floor-races.md).
 */
export const applyCoupon = (name: string) =>
  apiRequest<number>('/coupon', { method: 'POST', body: { name: name.trim() } });

export function useApplyCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
