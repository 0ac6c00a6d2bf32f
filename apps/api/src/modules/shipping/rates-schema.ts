import { envelopeSchema, ShippingRegionSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const euros = z.number().nullable();

export const ShippingRatesSchema = z.object({
  currency: z.literal('EUR'),
  regions: z.array(
    z.object({
      region: ShippingRegionSchema,
      name: z.string(),
      /** False: no quote online, the customer is asked to contact the shop. */
      quoteAvailable: z.boolean(),
      /** Euros excluding VAT; null when not offered. */
      standard: euros,
      large: euros,
      /** Free delivery when the goods subtotal after discount exceeds this (ex VAT). */
      freeOver: euros,
      /** Per kilogram, for goods excluded from free delivery. */
      perKg: euros,
      countries: z.array(z.object({ id: z.number().int(), code: z.string(), name: z.string() })),
    }),
  ),
  /** Categories never delivered free and charged by weight. */
  excludedCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ShippingRates = z.infer<typeof ShippingRatesSchema>;

export const ShippingRatesResponseSchema = envelopeSchema(ShippingRatesSchema);
