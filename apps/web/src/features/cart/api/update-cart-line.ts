import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { CartLine } from './types';

/** PATCH /api/card/{id} {quantity}: the server prices the line again. */
export const updateCartLine = ({ id, quantity }: { id: number; quantity: number }) =>
  apiRequest<CartLine>(`/card/${id}`, { method: 'PATCH', body: { quantity } });

export function useUpdateCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCartLine,
    // The cart and any shipping quote (its key lives under the cart's) are read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
