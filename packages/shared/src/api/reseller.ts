/** What the reseller API (/api/reseller/*) answers: quotes, uploads and orders (docs/reseller-api.md). */
import { z } from 'zod';
import { OrderDetailSchema } from './orders';

export const ResellerPricedLineSchema = z.object({
  line: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  quantity: z.number().int(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  options: z.array(z.number().int()),
  unit_price: z.number(),
  price: z.number(),
  production_days: z.number().int().nullable(),
});

export const ResellerQuoteSchema = z.object({
  quote_id: z
    .string()
    .describe('Name it in POST /api/reseller/orders to order at these prices until valid_until'),
  valid_until: z.string(),
  lines: z.array(ResellerPricedLineSchema),
  destination: z.object({ country: z.string(), postcode: z.string(), country_name: z.string() }),
  currency: z.literal('EUR'),
  subtotal: z.number(),
  shipping: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  vat_reason: z.string(),
  total: z.number(),
  dispatch_by: z.string().nullable().describe('If ordered now: the latest date the parcel leaves'),
  delivered_by: z.string().nullable().describe('If ordered now: the date it should arrive by'),
});

export type ResellerQuote = z.infer<typeof ResellerQuoteSchema>;

export const ResellerUploadSchema = z.object({
  upload_id: z.number().int(),
  file_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
});

export const ResellerUploadsSchema = z.object({ uploads: z.array(ResellerUploadSchema) });

/** The answer of POST /api/reseller/orders (replayed as is for a retry). */
export const ResellerPlacedOrderSchema = z.object({
  order_id: z.number().int(),
  code: z.string(),
  external_ref: z.string(),
  status: z.number().int(),
  currency: z.literal('EUR'),
  subtotal: z.number(),
  shipping: z.number(),
  vat: z.number(),
  total: z.number(),
  dispatch_by: z.string().nullable(),
  delivered_by: z.string().nullable(),
  payment: z.literal('on_account'),
  /** The invoice of the order: pay it by bank transfer by due_on, quoting the reference. */
  invoice: z.object({
    id: z.number().int(),
    number: z.string(),
    due_on: z.string(),
    iban: z.string(),
    reference: z.string(),
  }),
});

export type ResellerPlacedOrder = z.infer<typeof ResellerPlacedOrderSchema>;

/** GET /api/reseller/orders/{id} and ?external_ref=: the order as its tracking page knows it. */
export const ResellerOrderViewSchema = z.object({
  external_ref: z.string().nullable(),
  order: OrderDetailSchema.describe(
    'Status, status history, lines with their files, shipment (tracking), promise',
  ),
});
