import {
  type CartFile,
  type CartLine,
  CartLineSchema,
  type CartMeta,
  CartMetaSchema,
} from '@shop/shared/api/cart';
import { IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const MAX_INT = 2_147_483_647;
/** Multipart fields arrive as text: whole numbers only, no "1e3", no "12abc". */
const WholeNumber = z.preprocess(
  (value) => (typeof value === 'string' && /^\d{1,10}$/.test(value) ? Number(value) : value),
  z.number().int().min(0).max(MAX_INT),
);
const PositiveId = IdSchema;
/** An absent, empty or "null" size means "the product's default" (goods without a size). */
const OptionalSize = z.preprocess(
  (value) => (value === '' || value === 'null' || value === null ? undefined : value),
  WholeNumber.optional(),
);

/** A tick box: JSON true, or the text a form sends ("true", "1", "on"). */
const AcceptRisk = z
  .preprocess(
    (value) => (typeof value === 'string' ? ['true', '1', 'on'].includes(value.toLowerCase()) : value),
    z.boolean(),
  )
  .optional()
  .default(false);

/** POST /api/card, from multipart fields or a JSON body. */
export const AddCartLineBodySchema = z.object({
  product_id: PositiveId,
  quantity: WholeNumber.optional(),
  width: OptionalSize,
  height: OptionalSize,
  /** The customer's own label for the line. */
  name: z
    .string()
    .trim()
    .max(120)
    .regex(/^[^\p{Cc}]*$/u, 'must be a single line of text')
    .optional()
    .default(''),
  options: z.array(PositiveId).max(50).default([]),
  /**
   * "Print as supplied, I accept the risk": required (true) when a file's preflight has a
   * blocker at the ordered size, else the line is refused with 422 (docs/product.md#uploads).
   */
  accept_risk: AcceptRisk,
});
export type AddCartLineBody = z.infer<typeof AddCartLineBodySchema>;

export const UpdateCartLineBodySchema = z.object({
  quantity: WholeNumber,
  /** As on adding: needed when the line's files have blockers and the risk was not yet accepted. */
  accept_risk: AcceptRisk,
});

// The answers' shapes are defined once, in @shop/shared/api/cart, which the storefront infers its
// types from (docs/decisions/031-shared-answer-types.md). The cart's answers are sent by
// sendJson, so these schemas document them; answer-shapes.test.ts reads real ones with them.
export type { CartFile, CartMeta };
export type CartLineAnswer = CartLine;

export const CartResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(CartLineSchema),
  meta: CartMetaSchema,
});

export const CartLineResponseSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: CartLineSchema,
  meta: CartMetaSchema,
});

export const CartMetaResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  meta: CartMetaSchema,
});
