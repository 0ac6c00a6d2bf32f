import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /api/coupon. */
export const removeCoupon = () => apiRequest<undefined>('/coupon', { method: 'DELETE' });

export function useRemoveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
