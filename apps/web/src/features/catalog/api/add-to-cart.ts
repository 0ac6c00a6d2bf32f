import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { AddToCartInput } from '../lib/cart-form';

export type { AddToCartInput };

/**
 * Puts a configured line in the cart; the top bar's count follows. The multipart body's builder
 * is fetched when the line is sent, not with the product page (docs/decisions/017-budgets.md).
 */
export async function addToCart(input: AddToCartInput) {
  const { addToCartForm } = await import('../lib/cart-form');
  return apiRequest<{ id: number }>('/card', { method: 'POST', body: addToCartForm(input) });
}

export function useAddToCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToCart,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
