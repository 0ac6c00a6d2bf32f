import { and, eq } from 'drizzle-orm';
import { registerOrderEventHandler } from '../events';
import { enqueueJobs, WEBHOOK_DELIVERIES_QUEUE } from '../jobs';
import { dispatchShipment, orders } from '../orders';
import { resellerOrders } from '../reseller';
import { newJobToken } from './job-token';
import { webhookBody, webhookEventId, webhookTypesOf } from './payload';
import { webhookDeliveries, webhookEndpoints } from './table';

/**
 * Order events → webhook deliveries (docs/decisions/054-webhooks.md). Runs in the dispatcher's
 * transaction for this handler (modules/events), so the delivery rows and their jobs commit once
 * per event with its marker; the HTTP calls happen later, in deliver.ts, outside any transaction.
 * Only the order's owner's enabled endpoints that subscribed to the event get a row.
 */
registerOrderEventHandler({
  name: 'webhooks.deliveries',
  types: ['moved', 'cancelled', 'refunded', 'proof_ready'],
  async handle(event, { tx }) {
    const types = webhookTypesOf(event);
    if (types.length === 0) return;
    // Most orders' owners have no endpoint: one query tells, before the order is read.
    const endpoints = await tx
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .innerJoin(orders, eq(orders.userId, webhookEndpoints.userId))
      .where(and(eq(orders.id, event.orderId), eq(webhookEndpoints.enabled, true)));
    const wanted = types.filter((type) => endpoints.some((e) => e.events.includes(type)));
    if (wanted.length === 0) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, event.orderId)).limit(1);
    if (!order) return;
    const shipment = order.carrierId === null ? null : await dispatchShipment(tx, order);
    // An order placed through the reseller API carries the reseller's own reference.
    const [reseller] = await tx
      .select({ externalRef: resellerOrders.externalRef })
      .from(resellerOrders)
      .where(eq(resellerOrders.orderId, order.id))
      .limit(1);
    const externalRef = reseller?.externalRef ?? null;
    const rows = wanted.flatMap((type) => {
      const eventId = webhookEventId(event.id, type);
      const body = webhookBody({ eventId, type, event, order, shipment, externalRef });
      return endpoints
        .filter((e) => e.events.includes(type))
        .map((e) => ({ endpointId: e.id, eventId, type, orderId: order.id, body, jobToken: newJobToken() }));
    });
    const inserted = await tx
      .insert(webhookDeliveries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: webhookDeliveries.id, token: webhookDeliveries.jobToken });
    await enqueueJobs(
      tx,
      WEBHOOK_DELIVERIES_QUEUE,
      inserted.map((row) => ({ deliveryId: row.id, token: row.token, replay: false })),
    );
  },
});
