/** What GET /api/shipping/rates answers: the rate table the checkout charges from. */
import { z } from 'zod';
import { SHIPPING_REGIONS } from '../shipping-regions';

const euros = z.number().nullable();

export const ShippingRegionRateSchema = z.object({
  region: z.enum(SHIPPING_REGIONS),
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
});

export const ShippingRatesSchema = z.object({
  currency: z.literal('EUR'),
  regions: z.array(ShippingRegionRateSchema),
  /** Categories never delivered free and charged by weight. */
  excludedCategories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

export type ShippingRegionRate = z.infer<typeof ShippingRegionRateSchema>;
export type ShippingRates = z.infer<typeof ShippingRatesSchema>;
