import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * A trade account's own brand (the white-label kit, docs/decisions/055-reseller-brand-and-saved-quotes.md):
 * the sender printed instead of the shop on its blind-shipped parcels and on the quotes it forwards.
 */
export const resellerBrands = pgTable('reseller_brands', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  brandName: text().notNull(),
  /** The return address, printed as the parcel's sender. */
  street: text().notNull(),
  postcode: text().notNull(),
  city: text().notNull(),
  province: text().notNull().default(''),
  /** ISO 3166-1 alpha-2. */
  countryCode: text().notNull(),
  phone: text().notNull().default(''),
  email: text().notNull().default(''),
  /**
   * The logo's key: the SHA-256 of the re-encoded PNG (brand/logo.ts). Logo files are never
   * deleted when replaced, so an order's brand snapshot keeps pointing at the logo it had.
   */
  logoKey: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** The brand as an order or a quote keeps it: a later change does not alter a placed order. */
export type SenderBrand = {
  name: string;
  /** Street, postcode and city, province, country: printed line by line. */
  addressLines: string[];
  phone: string;
  email: string;
  logoKey: string | null;
};
