import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { orders } from '../orders';

/**
 * Card payments. Card numbers and CVC are never stored: only brand and last four.
 * (userId, idempotencyKey) is unique so a retried payment replays `response`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer().references(() => orders.id),
    idempotencyKey: text().notNull(),
    /** Hash of the request that first used the key; a different request with it is a 409. */
    requestHash: text().notNull(),
    gateway: text().notNull(),
    gatewayReference: text(),
    amountCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    status: text({ enum: ['pending', 'succeeded', 'declined', 'failed'] }).notNull(),
    cardBrand: text(),
    cardLast4: text(),
    responseStatusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    index('payments_order_idx').on(t.orderId),
  ],
);
