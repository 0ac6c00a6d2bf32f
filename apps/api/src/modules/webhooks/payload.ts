import { createHash } from 'node:crypto';
import { centsToEuros, ORDER_STATUS } from '@shop/shared';
import type { WebhookEventType } from '@shop/shared/api/webhooks';
import type { OrderEvent } from '../events';
import type { orders } from '../orders';

type OrderRow = typeof orders.$inferSelect;
type Shipment = { carrier: string; parcels: { number: string; url: string }[] } | null;

/**
 * The webhook events an order event makes (docs/webhooks.md#events): the first `moved` (from
 * nothing) is the order's creation, every later one a status change, and the move to 7 (handed
 * to the courier, with carrier and tracking numbers: orders/staff.ts#advanceOrder) is also its
 * dispatch.
 */
export function webhookTypesOf(event: OrderEvent): WebhookEventType[] {
  switch (event.type) {
    case 'moved':
      if (event.data.from === null) return ['order.created'];
      return event.data.to === ORDER_STATUS.processed
        ? ['order.status_changed', 'order.dispatched']
        : ['order.status_changed'];
    case 'cancelled':
      return ['order.cancelled'];
    case 'refunded':
      return ['refund.created'];
    case 'proof_ready':
      return ['proof.ready'];
    default:
      return [];
  }
}

/**
 * The id of one webhook event: the same for every endpoint, attempt and replay, and derived from
 * the order event, so a receiver can de-duplicate on it.
 */
export function webhookEventId(orderEventId: number, type: WebhookEventType): string {
  return `evt_${createHash('sha256').update(`${orderEventId}:${type}`).digest('hex').slice(0, 32)}`;
}

/** The order as every event shows it, at the moment of the event. */
function orderPart(order: OrderRow, status: number, shipment: Shipment, externalRef: string | null) {
  return {
    id: order.id,
    code: order.code,
    kind: order.kind,
    status,
    total: centsToEuros(order.totalCents),
    currency: 'EUR',
    po_number: order.poNumber,
    /** The reseller's own order number, for orders placed through the reseller API (docs/reseller-api.md). */
    external_ref: externalRef,
    tracking: shipment,
    created_at: order.createdAt.toISOString(),
  };
}

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** What an event says beyond the order (docs/webhooks.md#payloads). */
function eventPart(type: WebhookEventType, event: OrderEvent): Record<string, unknown> {
  if (event.type === 'moved' && type === 'order.status_changed') {
    return { previous_status: event.data.from, status: event.data.to };
  }
  if (event.type === 'cancelled') return { previous_status: event.data.from, reason: event.data.reason };
  if (event.type === 'refunded') {
    return { refund: { id: event.data.refundId ?? null, amount: centsToEuros(event.data.amountCents) } };
  }
  if (event.type === 'proof_ready') {
    // Whatever the proof event carries (its upload, and the proof's id, line and version once
    // proofs record them), in the API's snake_case.
    return { proof: Object.fromEntries(Object.entries(event.data).map(([k, v]) => [snake(k), v])) };
  }
  return {};
}

/** The status the order had when the event happened (not when it is delivered). */
function statusAt(event: OrderEvent, order: OrderRow): number {
  if (event.type === 'moved') return event.data.to;
  if (event.type === 'cancelled') return ORDER_STATUS.cancelled;
  return order.status;
}

/**
 * The JSON body of one delivery, frozen when the event is handled:
 * `{ id, type, created_at, data: { order: {…}, …what the event adds } }`.
 */
export function webhookBody(input: {
  eventId: string;
  type: WebhookEventType;
  event: OrderEvent;
  order: OrderRow;
  shipment: Shipment;
  externalRef: string | null;
}): string {
  const { eventId, type, event, order, shipment, externalRef } = input;
  return JSON.stringify({
    id: eventId,
    type,
    created_at: event.createdAt.toISOString(),
    data: {
      order: orderPart(order, statusAt(event, order), shipment, externalRef),
      ...eventPart(type, event),
    },
  });
}
