import { ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../accounts';
import { type OrderEvent, type OrderEventContext, registerOrderEventHandler } from '../events';
import { creditNotes, formatCreditNoteNumber, formatInvoiceNumber, invoices } from '../invoices';
import { enqueueMail } from '../jobs';
import { dispatchShipment } from './carriers';
import { orderPaidMail, orderRefundMail, orderStatusMail } from './mails';
import { orders, refunds } from './table';

/**
 * Statuses whose arrival mails the customer. Not `received` (4): an order gets there by being
 * paid, and the `paid` event's mail (with the invoice) says so.
 */
const MAILED_ON_MOVE: ReadonlySet<number> = new Set<OrderStatus>([
  ORDER_STATUS.waitingForApproval,
  ORDER_STATUS.rejected,
  ORDER_STATUS.waitingForPayment,
  ORDER_STATUS.designed,
  ORDER_STATUS.manufactured,
  ORDER_STATUS.processed,
  ORDER_STATUS.delivered,
]);

async function orderWithCustomer(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: orders, customer: { name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} of an event is missing`);
  return row;
}

/** 'moved': the status mail, with the note (reason, or the accepted quote's message) of that move. */
async function mailMove(event: Extract<OrderEvent, { type: 'moved' }>, { tx, publicUrl }: OrderEventContext) {
  if (!MAILED_ON_MOVE.has(event.data.to)) return;
  const { order, customer } = await orderWithCustomer(tx, event.orderId);
  // An internal note (staff only) never reaches the customer's mail.
  const note = event.data.shown === false ? '' : event.data.note;
  const asMoved = { ...order, status: event.data.to, message: note };
  const shipment = event.data.to === ORDER_STATUS.processed ? await dispatchShipment(tx, order) : null;
  await enqueueMail(tx, orderStatusMail(asMoved, customer, publicUrl, shipment));
}

/** 'paid': a service quote's "received" mail, or a product order's confirmation with its invoice. */
async function mailPayment(event: OrderEvent, { tx, publicUrl }: OrderEventContext) {
  const { order, customer } = await orderWithCustomer(tx, event.orderId);
  if (order.kind === 'service') {
    await enqueueMail(tx, orderStatusMail({ ...order, status: ORDER_STATUS.received }, customer, publicUrl));
    return;
  }
  const [invoice] = await tx
    .select({ year: invoices.year, number: invoices.number })
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), isNull(invoices.annulledAt)));
  if (!invoice) throw new Error(`paid order ${order.id} has no invoice yet`);
  await enqueueMail(
    tx,
    orderPaidMail({
      to: customer.email,
      name: customer.name,
      lang: order.lang,
      code: order.code,
      totalCents: order.totalCents,
      invoiceNumber: formatInvoiceNumber(invoice.year, invoice.number),
      publicUrl,
    }),
  );
}

/** 'cancelled': the status mail of 9 with staff's reason (none when the customer withdrew). */
async function mailCancel(
  event: Extract<OrderEvent, { type: 'cancelled' }>,
  { tx, publicUrl }: OrderEventContext,
) {
  const { order, customer } = await orderWithCustomer(tx, event.orderId);
  const asCancelled = { ...order, status: ORDER_STATUS.cancelled, message: event.data.reason };
  await enqueueMail(tx, orderStatusMail(asCancelled, customer, publicUrl));
}

/** 'refunded': the amount back and the credit note's number. */
async function mailRefund(
  event: Extract<OrderEvent, { type: 'refunded' }>,
  { tx, publicUrl }: OrderEventContext,
) {
  const { order, customer } = await orderWithCustomer(tx, event.orderId);
  const [note] =
    event.data.refundId === undefined
      ? []
      : await tx
          .select({ year: creditNotes.year, number: creditNotes.number })
          .from(refunds)
          .innerJoin(creditNotes, eq(creditNotes.id, refunds.creditNoteId))
          .where(eq(refunds.id, event.data.refundId));
  await enqueueMail(
    tx,
    orderRefundMail({
      to: customer,
      lang: order.lang,
      code: order.code,
      amountCents: event.data.amountCents,
      creditNote: note ? formatCreditNoteNumber(note.year, note.number) : '',
      publicUrl,
    }),
  );
}

/**
 * The customer's order mails, sent from the order's events (docs/decisions/038-order-events-outbox.md)
 * instead of by each caller. Proof-ready orders mail nothing yet: no path records them today.
 */
registerOrderEventHandler({
  name: 'orders.customer-mail',
  types: ['moved', 'paid', 'cancelled', 'refunded'],
  async handle(event, context) {
    if (event.type === 'moved') await mailMove(event, context);
    else if (event.type === 'paid') await mailPayment(event, context);
    else if (event.type === 'cancelled') await mailCancel(event, context);
    else if (event.type === 'refunded') await mailRefund(event, context);
  },
});
