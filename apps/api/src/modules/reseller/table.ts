import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { orders } from '../orders';
import type { PricedQuote } from './pricing';

/**
 * Quotes the reseller API gave (`POST /api/reseller/quotes`): the priced lines and totals as
 * answered, kept until `expiresAt` (QUOTE_VALID_DAYS) so an order naming the quote pays
 * those prices (docs/decisions/052-api-keys-and-reseller-api.md).
 */
export const resellerQuotes = pgTable(
  'reseller_quotes',
  {
    id: serial().primaryKey(),
    /** The `quote_id` the API answers: `rq_` and 16 random characters. */
    publicId: text().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priced: jsonb().$type<PricedQuote>().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_quotes_public_id_unique').on(t.publicId),
    index('reseller_quotes_user_idx').on(t.userId),
  ],
);

/**
 * Orders placed through the reseller API: the reseller's own `external_ref` (unique per
 * account), the Idempotency-Key and a hash of the body, and the answer given, so a retry
 * replays it and a different body under the same key or reference is refused (409).
 */
export const resellerOrders = pgTable(
  'reseller_orders',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    externalRef: text().notNull(),
    idempotencyKey: text(),
    requestHash: text().notNull(),
    answer: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The reseller's name and return address for a blind-shipped parcel (null: none given). */
    sender: jsonb().$type<{ name: string; addressLines: string[] }>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reseller_orders_external_ref_unique').on(t.userId, t.externalRef),
    uniqueIndex('reseller_orders_idempotency_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('reseller_orders_order_unique').on(t.orderId),
  ],
);
