import type { VatCheckResult } from '@shop/shared/checkout';
import type { TaxIdKind } from '@shop/shared/tax-id';
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * A trade customer's company details, printed on every invoice issued afterwards (each
 * invoice keeps its own copy, so later edits never change an issued one).
 */
export const companyDetails = pgTable('company_details', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text().notNull(),
  /** Compact and upper case, with its VAT prefix when one was given ("FR40303265045", "B12345674"). */
  taxId: text().notNull(),
  taxIdKind: text().$type<TaxIdKind>().notNull(),
  /** The VAT prefix ('ES' for Spanish ids, 'EL' for Greece). */
  vatCountry: text().notNull(),
  /** The last check of the number when it was saved; payment checks again. */
  vatCheck: text().$type<VatCheckResult>().notNull(),
  vatCheckedAt: timestamp({ withTimezone: true }).notNull(),
  street: text().notNull(),
  postcode: text().notNull(),
  city: text().notNull(),
  province: text().notNull().default(''),
  /** ISO 3166-1 alpha-2. */
  countryCode: text().notNull(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
