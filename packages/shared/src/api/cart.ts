/** What the cart's answers hold (GET /api/card, POST /api/card, PUT /api/card/{id}); docs/checkout-api.md. */
import { z } from 'zod';
import { ChosenOptionSchema } from './catalog';
import { ArtworkFindingSchema, PreflightAtSizeSchema, PreflightSchema } from './files';

export const CartFileSchema = z.object({
  id: z.number(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  preflight: PreflightSchema.nullable(),
  /** Effective resolution at the ordered size (raster), or whether the PDF page fits it. */
  at_size: PreflightAtSizeSchema.nullable(),
  /** Prepress findings at the line's ordered size, blockers first. */
  findings: z.array(ArtworkFindingSchema),
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
  options: z.array(ChosenOptionSchema),
  files: z.array(CartFileSchema),
  /** The customer chose to print files with blockers as supplied (docs/product.md#uploads). */
  accept_risk: z.boolean(),
  unit_price: z.number(),
  price: z.number(),
  added_price: z.number(),
  price_changed: z.boolean(),
  /** False when the product can no longer be sold as configured: remove the line. */
  available: z.boolean(),
  turnaround_days: z.number(),
  estimated_delivery: z.string(),
  /**
   * The saved quote whose price the line costs (reopened while valid), or null: the
   * catalogue's price (docs/decisions/055-reseller-brand-and-saved-quotes.md).
   */
  quote_id: z.number().nullable(),
});

export const CouponSchema = z.object({ code: z.string(), percent: z.number() });

/** The cart's `meta`, beside `data` in every cart answer. */
export const CartMetaSchema = z.object({
  count: z.number(),
  subtotal: z.number(),
  /** The coupon's discount on `subtotal` (0 without one, or below its minimum), before a country is chosen. */
  discount: z.number(),
  /** `subtotal − discount`, VAT excluded: what the cart costs before delivery and VAT. */
  goods: z.number(),
  coupon: CouponSchema.nullable(),
  country_id: z.number().nullable(),
  price_changed: z.boolean(),
});

export type CartFile = z.infer<typeof CartFileSchema>;
export type CartOption = z.infer<typeof ChosenOptionSchema>;
export type CartLine = z.infer<typeof CartLineSchema>;
export type Coupon = z.infer<typeof CouponSchema>;
export type CartMeta = z.infer<typeof CartMetaSchema>;
/** The storefront keeps `data` and `meta` of GET /api/card together. */
export type Cart = { lines: CartLine[]; meta: CartMeta };
