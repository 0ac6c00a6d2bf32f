/** The cart line a configured product becomes (kept apart from the API client so it is testable). */
export type AddToCartInput = {
  productId: number;
  quantity: number;
  width: number | null;
  height: number | null;
  /** The customer's own label for the line (may be empty). */
  name: string;
  optionIds: number[];
  files: File[];
  /** "Print as supplied, I accept the risk": needed when a file has a blocker (docs/product.md#uploads). */
  acceptRisk?: boolean;
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
  if (input.acceptRisk) form.append('accept_risk', 'true');
  for (const [i, file] of input.files.entries()) form.append(`files[${i}]`, file, file.name);
  return form;
}
