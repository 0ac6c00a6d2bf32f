import type { Db } from '../../db/client';
import { enqueueJob, ORDER_EVENTS_QUEUE } from '../jobs';
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
