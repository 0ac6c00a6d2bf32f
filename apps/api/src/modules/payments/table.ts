import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * The orders table as far as the payment's foreign key needs it: orders pay through payments,
 * so payments must not import orders (docs/decisions/030-module-walls.md, the same trick as
 * invoices/table.ts). Not exported: drizzle-kit and the schema index see only orders/table.ts.
 */
const ordersKey = pgTable('orders', { id: serial().primaryKey() });

export const PAYMENT_STATES = [
  'pending',
  'succeeded',
  'declined',
  'failed',
  'needs_refund',
  'refunded',
] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * Payments as a state machine (docs/decisions/035-payments-state-machine.md): a row is born
 * `pending` in the start transaction with everything it pays frozen in `snapshot`, the gateway
 * is called with no transaction open, and the finish transaction turns it `succeeded` (with
 * the order) or `declined`/`failed`; a charge whose order could not be written becomes
 * `needs_refund`, then `refunded`. Card numbers and CVC are never stored: brand and last four.
 * (userId, idempotencyKey) is unique so a retried payment replays `response`.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer().references(() => ordersKey.id),
    /** 'cart' (POST /api/payment) or 'service' (POST /api/buy/service). */
    kind: text({ enum: ['cart', 'service'] })
      .notNull()
      .default('cart'),
    /**
     * What is being paid ('cart:<cart id>' or 'order:<order id>'): one pending payment each
     * (the partial unique index below), so parallel payments of one cart charge once.
     */
    subject: text(),
    idempotencyKey: text().notNull(),
    /** Hash of the request that first used the key; a different request with it is a 409. */
    requestHash: text().notNull(),
    gateway: text().notNull(),
    /** The order number the gateway knows this attempt by (gatewayOrderNumber). */
    gatewayOrder: text(),
    gatewayReference: text(),
    /** 'account': an order placed on credit terms (credit module): no gateway, no money taken. */
    method: text({ enum: ['card', 'bizum', 'account'] })
      .notNull()
      .default('card'),
    lang: text().notNull().default('en'),
    amountCents: integer().notNull(),
    currency: text().notNull().default('EUR'),
    status: text({ enum: PAYMENT_STATES }).notNull(),
    /** What the payment pays, frozen at start: the finish step writes the order from it alone. */
    snapshot: jsonb(),
    /** Hash of the priced cart (lines, coupon, destination, VAT, totals) at start. */
    pricedHash: text(),
    /** A coupon this pending payment reserves: counted against the coupon's limit until it ends. */
    couponId: integer(),
    /** Why a payment failed or needs a refund (gateway code or our reason). */
    failureCode: text(),
    refundReference: text(),
    cardBrand: text(),
    cardLast4: text(),
    responseStatusCode: integer(),
    response: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_user_idempotency_unique').on(t.userId, t.idempotencyKey),
    uniqueIndex('payments_one_pending_per_subject').on(t.subject).where(sql`${t.status} = 'pending'`),
    uniqueIndex('payments_gateway_order_unique').on(t.gatewayOrder),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.status, t.createdAt),
  ],
);

export type PaymentRow = typeof payments.$inferSelect;
