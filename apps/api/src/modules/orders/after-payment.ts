import type { Db } from '../../db/client';
import { type OrderEventInput, recordOrderEvents } from '../events';
import type { orders } from './table';

export type PaidOrder = {
  order: typeof orders.$inferSelect;
  customer: { email: string; name: string };
  invoiceNumber: string;
  publicUrl: string;
};

/**
 * Everything that follows an order's payment outside the order's own rows, in the finish
 * transaction: the `paid` order event (docs/decisions/038-order-events-outbox.md), whose
 * handlers send the customer's mail (event-mails.ts) and, later, webhooks.
 */
export async function afterOrderPaid(tx: Db, paid: PaidOrder): Promise<void> {
  await recordOrderEvents(tx, paidOrderEvents(paid.order.id));
}

/**
 * The same events, for a finish step that records them in one batch with the order's status
 * change (recordStatus, moveOrder), so the finishing transaction makes fewer round trips
 * (docs/decisions/040-payment-finish-cost.md). Nothing here needs the invoice: the handlers
 * run after COMMIT and read it then.
 */
export function paidOrderEvents(orderId: number): OrderEventInput[] {
  return [{ orderId, type: 'paid' }];
}
