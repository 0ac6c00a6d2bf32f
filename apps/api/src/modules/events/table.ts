import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { OrderEventType } from './types';

/**
 * The orders table as far as the events' foreign key needs it. Orders records events, so events
 * must not import orders (docs/decisions/030-module-walls.md); drizzle-kit builds the constraint
 * from the table and column names alone. Not exported, as in invoices/table.ts.
 */
const ordersKey = pgTable('orders', { id: serial().primaryKey() });

/**
 * The outbox of order events (docs/decisions/038-order-events-outbox.md): written in the
 * transaction that changed the order, so an event exists exactly when its change committed.
 * Kept after delivery: it is also the order's history of effects.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ordersKey.id),
    type: text().$type<OrderEventType>().notNull(),
    /** What the event says beyond the order's id (see types.ts), as it was when it happened. */
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId)],
);

/**
 * One row per event and handler that has handled it, written in the handler's own transaction:
 * the marker and the handler's writes (a queued mail) commit together, so a handler runs to a
 * commit once per event however many dispatchers try.
 */
export const orderEventDeliveries = pgTable(
  'order_event_deliveries',
  {
    eventId: integer()
      .notNull()
      .references(() => orderEvents.id, { onDelete: 'cascade' }),
    handler: text().notNull(),
    deliveredAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.handler] })],
);
