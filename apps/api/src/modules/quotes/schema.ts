// The answer's shape is defined once, in @shop/shared/api/saved-quotes (docs/decisions/031-shared-answer-types.md).
import { SavedQuoteSchema } from '@shop/shared/api/saved-quotes';
import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';

export const SaveQuoteBodySchema = z.object({
  /** Added to the shop's prices on the PDF for the end client (0–100 %); never what the shop charges. */
  markup_percent: z.coerce.number().int().min(0).max(100).optional().default(0),
  client_name: z.string().trim().max(120).optional().default(''),
  client_reference: z.string().trim().max(80).optional().default(''),
  /** The quote's language (the request's when omitted). */
  lang: z.enum(['en', 'ar', 'es']).optional(),
});
export type SaveQuoteBody = z.infer<typeof SaveQuoteBodySchema>;

export const SavedQuotePdfQuerySchema = z.object({
  /** The markup for this PDF (0–100 %); the quote's own when omitted. */
  markup: z.coerce.number().int().min(0).max(100).optional(),
});

export const SavedQuoteEnvelopeSchema = envelopeSchema(SavedQuoteSchema);
export const SavedQuoteListEnvelopeSchema = envelopeSchema(z.array(SavedQuoteSchema));
