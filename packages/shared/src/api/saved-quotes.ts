/** What /api/quotes (saved quotes of a cart) answer: docs/decisions/055-reseller-brand-and-saved-quotes.md. */
import { z } from 'zod';

export const SavedQuoteLineSchema = z.object({
  product_id: z.number().int(),
  title: z.string(),
  label: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  options: z.array(z.string()),
  quantity: z.number().int(),
  /** The shop's price to the reseller (euros, VAT excluded). */
  unit_price: z.number(),
  price: z.number(),
  /** The line's design files, kept with the quote: reopening puts them back on the cart line. */
  files: z.array(z.object({ name: z.string(), size_bytes: z.number().int() })),
});

export const SavedQuoteSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  /** The last day (Madrid) on which the quote can be reopened at its prices. */
  valid_until: z.string(),
  expired: z.boolean(),
  markup_percent: z.number(),
  client_name: z.string(),
  client_reference: z.string(),
  lang: z.enum(['en', 'ar', 'es']),
  country_id: z.number().int().nullable(),
  lines: z.array(SavedQuoteLineSchema),
  subtotal: z.number(),
  /** Null when no country was chosen: delivery and VAT are then left out. */
  shipping: z.number().nullable(),
  vat: z.number().nullable(),
  total: z.number(),
  /** The total with the markup applied (what the end client is quoted). */
  client_total: z.number(),
});

export type SavedQuote = z.infer<typeof SavedQuoteSchema>;
export type SavedQuoteLine = z.infer<typeof SavedQuoteLineSchema>;
