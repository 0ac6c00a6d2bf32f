import type { Lang, LocalizedText } from '@shop/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/** One line of a saved quote: what the cart held and the price the shop computed then. */
export type SavedQuoteLineRow = {
  productId: number;
  title: LocalizedText;
  /** The chosen options' names as they were, per language (shown as "Finishing: Eyelets › Brass"). */
  options: { section: LocalizedText; name: LocalizedText; parentName: LocalizedText | null }[];
  optionIds: number[];
  widthCm: number | null;
  heightCm: number | null;
  quantity: number;
  label: string;
  unitCents: number;
  totalCents: number;
  /** The line's design files as saved (their copies are uploads rows of the quote); absent on quotes saved before files were kept. */
  files?: { name: string; sizeBytes: number }[];
  /** The customer had accepted the files' preflight blockers ("print as supplied"). */
  artworkRiskAccepted?: boolean;
};

/**
 * A cart saved as a dated quote (issue 25): its lines at the prices of the day, reopened as a
 * cart at those prices while valid. docs/decisions/055-reseller-brand-and-saved-quotes.md.
 */
export const savedQuotes = pgTable(
  'saved_quotes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `Q-000123-2026`: sequential per year (saved_quote_counters). */
    number: text().notNull(),
    lang: text().$type<Lang>().notNull(),
    /** Added to the shop's prices on the end client's PDF only; never what the shop charges. */
    markupPercent: integer().notNull().default(0),
    clientName: text().notNull().default(''),
    clientReference: text().notNull().default(''),
    countryId: integer(),
    lines: jsonb().$type<SavedQuoteLineRow[]>().notNull(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull().default(0),
    /** Null when the cart had no destination: no delivery or VAT on the quote. */
    shippingCents: integer(),
    vatRateBasisPoints: integer(),
    vatCents: integer(),
    totalCents: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The end of the last valid day (Madrid): reopening after it is a 409. */
    validUntil: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('saved_quotes_number_unique').on(t.number),
    index('saved_quotes_user_idx').on(t.userId),
  ],
);

/** The last quote number given in each year: one upsert hands out the next, with no gap or repeat. */
export const savedQuoteCounters = pgTable('saved_quote_counters', {
  year: integer().primaryKey(),
  last: integer().notNull(),
});
