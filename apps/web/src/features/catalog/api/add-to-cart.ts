import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import { type AddToCartInput, addToCartForm } from '../lib/cart-form';

export type { AddToCartInput };

/** Puts a configured line in the cart; the top bar's count follows. */
export function addToCart(input: AddToCartInput) {
  return apiRequest<{ id: number }>('/card', { method: 'POST', body: addToCartForm(input) });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
