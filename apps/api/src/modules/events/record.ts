import type { Db } from '../../db/client';
import { enqueueJob, enqueueJobs, ORDER_EVENTS_QUEUE } from '../jobs';
import { orderEvents } from './table';
import type { OrderEventInput } from './types';

/**
 * Records an order event inside the caller's transaction, with the job that will dispatch it:
 * both commit (or roll back) with the change itself, so an event is delivered if and only if
 * its change committed, even if the process dies right after. Resolves with the event's id.
 *
 * ```ts
 * await db.transaction(async (tx) => {
 *   const moved = await moveOrder(tx, order, to, actor);      // records 'moved' itself
 *   await recordOrderEvent(tx, { orderId: order.id, type: 'paid' });
 * });
 * ```
 */
export async function recordOrderEvent(tx: Db, event: OrderEventInput): Promise<number> {
  const [row] = await tx
    .insert(orderEvents)
    .values({ orderId: event.orderId, type: event.type, data: event.data ?? {} })
    .returning({ id: orderEvents.id });
  if (!row) throw new Error('order event insert returned nothing');
  await enqueueJob(tx, ORDER_EVENTS_QUEUE, { eventId: row.id });
  return row.id;
}

/**
 * Records several events of one change together, as recordOrderEvent does each: one insert,
 * one job statement and one wake-up, for a transaction that must hold its connection briefly
 * (a payment's finish, docs/decisions/040-payment-finish-cost.md).
 */
export async function recordOrderEvents(tx: Db, events: OrderEventInput[]): Promise<number[]> {
  if (events.length === 0) return [];
  if (events.length === 1) return [await recordOrderEvent(tx, events[0]!)];
  const rows = await tx
    .insert(orderEvents)
    .values(events.map((e) => ({ orderId: e.orderId, type: e.type, data: e.data ?? {} })))
    .returning({ id: orderEvents.id });
  if (rows.length !== events.length) throw new Error('order events insert returned too few rows');
  await enqueueJobs(
    tx,
    ORDER_EVENTS_QUEUE,
    rows.map((row) => ({ eventId: row.id })),
  );
  return rows.map((row) => row.id);
}
