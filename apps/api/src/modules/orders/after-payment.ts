import type { Db } from '../../db/client';
import { recordOrderEvent } from '../events';
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
  await recordOrderEvent(tx, { orderId: paid.order.id, type: 'paid' });
}
