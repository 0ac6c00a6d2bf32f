import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * Staff notes on a customer (what was agreed on the phone, how they like their proofs): dated,
 * with their author, never edited; the customer's back-office page lists them newest first.
 */
export const customerNotes = pgTable(
  'customer_notes',
  {
    id: serial().primaryKey(),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The staff member who wrote it; null once that account is gone. */
    authorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_customer_idx').on(t.customerId, t.createdAt)],
);
