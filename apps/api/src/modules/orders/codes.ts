import { randomInt } from 'node:crypto';
import { ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type OrderEventInput, recordOrderEvents } from '../events';
import { orderStatusHistory, orders } from './table';

type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'code'>;

/**
 * Inserts an order under a fresh human-readable code: 'P' (product) or 'S' (service) and
 * six digits, random so that codes say nothing about sales volume. A clash is retried with
 * ON CONFLICT DO NOTHING, which (unlike a failed insert) keeps the transaction usable.
 */
export async function insertOrderWithCode(tx: Db, values: NewOrder) {
  const prefix = values.kind === 'product' ? 'P' : 'S';
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = `${prefix}${randomInt(100_000, 1_000_000)}`;
    const [row] = await tx
      .insert(orders)
      .values({ ...values, code })
      .onConflictDoNothing({ target: orders.code })
      .returning();
    if (row) return row;
  }
  throw new Error('no free order code after 20 attempts');
}

/**
 * Every status change is kept with its time and actor (docs/product.md#order-statuses), and
 * recorded as the order's `moved` event in the same transaction: what follows a move (the
 * customer's mail) is done by the event's handlers, never by the caller
 * (docs/decisions/038-order-events-outbox.md). `alsoEvents` of the same change (a payment's
 * `paid`) are recorded with it in one batch (docs/decisions/040-payment-finish-cost.md).
 */
export async function recordStatus(
  tx: Db,
  entry: {
    orderId: number;
    from: OrderStatus | null;
    to: OrderStatus;
    actorUserId: number | null;
    note?: string;
    /**
     * The note is shown to the customer (tracking page, status mail). Notes written by code
     * (a quote's acceptance, a rejection's or cancellation's reason) are the customer's message,
     * so the default is shown; staff's own notes on a move are internal unless they say so.
     */
    noteShown?: boolean;
  },
  alsoEvents: OrderEventInput[] = [],
) {
  await tx.insert(orderStatusHistory).values({
    orderId: entry.orderId,
    fromStatus: entry.from,
    toStatus: entry.to,
    actorUserId: entry.actorUserId,
    note: entry.note ?? '',
    noteShown: entry.noteShown ?? true,
  });
  await recordOrderEvents(tx, [
    {
      orderId: entry.orderId,
      type: 'moved',
      data: { from: entry.from, to: entry.to, note: entry.note ?? '', shown: entry.noteShown ?? true },
    },
    ...alsoEvents,
  ]);
}

export const PRODUCT_ORDER_FIRST_STATUS: OrderStatus = ORDER_STATUS.received;

/** The codes of some orders by id: what invoices print and list (app.ts hands it to invoices). */
export async function orderCodes(db: Db, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, code: orders.code })
    .from(orders)
    .where(inArray(orders.id, [...new Set(orderIds)]));
  return new Map(rows.map((row) => [row.id, row.code]));
}
