import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

export type AddToCartInput = {
  productId: number;
  quantity: number;
  width: number | null;
  height: number | null;
  /** The customer's own label for the line (may be empty). */
  name: string;
  optionIds: number[];
  files: File[];
};

/** The multipart body of POST /api/card (docs/checkout-api.md). */
export function addToCartForm(input: AddToCartInput): FormData {
  const form = new FormData();
  form.append('product_id', String(input.productId));
  form.append('quantity', String(input.quantity));
  if (input.width !== null) form.append('width', String(input.width));
  if (input.height !== null) form.append('height', String(input.height));
  form.append('name', input.name.trim());
  for (const [i, id] of input.optionIds.entries()) form.append(`options[${i}]`, String(id));
  for (const [i, file] of input.files.entries()) form.append(`files[${i}]`, file, file.name);
  return form;
}

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
