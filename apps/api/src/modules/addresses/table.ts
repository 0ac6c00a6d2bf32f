import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 Home, 2 Work. */
    type: integer().notNull(),
    label: text().notNull(),
    /**
     * The address on one line, as the spec's `details`: written from the fields below, or
     * the free text of an address saved before they existed (migration 0004 copied it to
     * `street`).
     */
    details: text().notNull(),
    contactName: text().notNull().default(''),
    company: text().notNull().default(''),
    street: text().notNull().default(''),
    postcode: text().notNull().default(''),
    city: text().notNull().default(''),
    province: text().notNull().default(''),
    /** ISO 3166-1 alpha-2; null for an address saved as free text before 0004 (no country known). */
    countryCode: text(),
    /** With its country calling code ("+34 600 111 222"). */
    phone: text().notNull(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    // At most one default address per user, enforced by the database.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
  ],
);
