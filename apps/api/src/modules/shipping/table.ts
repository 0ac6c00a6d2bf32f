import type { LocalizedText, ShippingRegion, VatRegion } from '@shop/shared';
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: serial().primaryKey(),
  /** ISO 3166-1 alpha-2, or a sub-region code such as ES-CN for the Canary Islands. */
  code: text().notNull().unique(),
  name: jsonb().$type<LocalizedText>().notNull(),
  shippingRegion: text().$type<ShippingRegion>().notNull(),
  vatRegion: text().$type<VatRegion>().notNull(),
  sortOrder: integer().notNull().default(0),
});

/** One row per region, editable by staff (docs/product.md#shipping). */
export const shippingRates = pgTable('shipping_rates', {
  id: serial().primaryKey(),
  region: text().$type<ShippingRegion>().notNull().unique(),
  /** False for "rest of world": no quote, the customer is asked to contact us. */
  quoteAvailable: boolean().notNull().default(true),
  standardCents: integer(),
  largeCents: integer(),
  /** Free shipping when the goods subtotal after discount exceeds this (ex VAT). */
  freeOverCents: integer(),
  /** For goods in categories excluded from free shipping. */
  perKgCents: integer().notNull().default(0),
  /**
   * Working days the courier takes from dispatch to this region (the delivered-by date); null:
   * no courier quote. Seeded from COURIER_DAYS (shared pricing/delivered-by.ts).
   */
  courierDays: integer(),
});
