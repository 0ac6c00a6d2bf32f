import { boolean, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    /** Stored upper-cased; customers type it in any case. */
    code: text().notNull(),
    percentOff: integer().notNull(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** Orders one customer may pay with it; null is no per-customer limit. */
    maxUsesPerCustomer: integer(),
    minSubtotalCents: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_unique').on(t.code)],
);
