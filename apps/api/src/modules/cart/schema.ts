import { MAX_UPLOAD_FILES } from '@shop/shared';
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
});
export type AddCartLineBody = z.infer<typeof AddCartLineBodySchema>;

export const UpdateCartLineBodySchema = z.object({ quantity: WholeNumber });

const OptionAnswerSchema = z.object({
  id: z.number(),
  section: z.string(),
  name: z.string(),
  parent_name: z.string().nullable(),
});

export const CartFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  preflight: z.record(z.string(), z.unknown()).nullable(),
  /** Effective resolution at the ordered size (raster), or whether the PDF page fits it. */
  at_size: z.record(z.string(), z.unknown()).nullable(),
});

export const CartLineSchema = z.object({
  id: z.number(),
  product_id: z.number(),
  category_id: z.number().nullable(),
  title: z.string(),
  category: z.string(),
  image: z.string(),
  name: z.string(),
  quantity: z.number(),
  min_q: z.number(),
  max_q: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  options: z.array(OptionAnswerSchema),
  files: z.array(CartFileSchema).max(MAX_UPLOAD_FILES),
  unit_price: z.number(),
  price: z.number(),
  added_price: z.number(),
  price_changed: z.boolean(),
  /** False when the product or its configuration can no longer be sold: remove the line. */
  available: z.boolean(),
  turnaround_days: z.number(),
  estimated_delivery: z.string(),
});
export type CartLineAnswer = z.infer<typeof CartLineSchema>;

export const CartMetaSchema = z.object({
  count: z.number(),
  subtotal: z.number(),
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
  country_id: z.number().nullable(),
  price_changed: z.boolean(),
});
export type CartMeta = z.infer<typeof CartMetaSchema>;

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
