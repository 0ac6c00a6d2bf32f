import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { orderEventHandlers } from './registry';
import { orderEventDeliveries, orderEvents } from './table';
import type { OrderEvent } from './types';

export type DispatchDeps = { db: Db; log: FastifyBaseLogger; publicUrl: string };

export type DispatchResult = { delivered: string[]; skipped: string[]; failed: string[] };

/**
 * Hands one committed event to each handler of its type that has not handled it yet, each in
 * its own transaction that first claims the (event, handler) marker. A second dispatcher of the
 * same event waits on that row (PostgreSQL's unique check) and then finds it taken, so a handler
 * commits once per event; a handler that throws rolls back its claim and is tried again by the
 * next dispatch, while the others stay delivered. An event that does not exist (never
 * committed) has nothing to deliver.
 */
export async function dispatchOrderEvent(deps: DispatchDeps, eventId: number): Promise<DispatchResult> {
  const result: DispatchResult = { delivered: [], skipped: [], failed: [] };
  const [row] = await deps.db.select().from(orderEvents).where(eq(orderEvents.id, eventId));
  if (!row) return result;
  const event = row as OrderEvent;
  for (const handler of orderEventHandlers(event.type)) {
    try {
      const ran = await deps.db.transaction(async (tx) => {
        const claimed = await tx
          .insert(orderEventDeliveries)
          .values({ eventId, handler: handler.name })
          .onConflictDoNothing()
          .returning({ eventId: orderEventDeliveries.eventId });
        if (claimed.length === 0) return false;
        await handler.handle(event, { tx, log: deps.log, publicUrl: deps.publicUrl });
        return true;
      });
      result[ran ? 'delivered' : 'skipped'].push(handler.name);
    } catch (err) {
      deps.log.warn({ err, eventId, type: event.type, handler: handler.name }, 'order event handler failed');
      result.failed.push(handler.name);
    }
  }
  return result;
}
