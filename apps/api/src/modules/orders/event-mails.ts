import { ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { DEFAULT_DELIVERY_REGION, planDelivery, productionDays } from '@shop/shared/pricing';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../accounts';
import { productOptions, products } from '../catalog';
import { type OrderEvent, type OrderEventContext, registerOrderEventHandler } from '../events';
import { creditNotes, formatCreditNoteNumber, formatInvoiceNumber, invoices } from '../invoices';
import { enqueueMail } from '../jobs';
import { countries } from '../shipping';
import { dispatchShipment } from './carriers';
import { type ConfirmationLine, orderConfirmationMail, orderRefundMail, orderStatusMail } from './mails';
import { orderLines, orders, refunds } from './table';

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

/**
 * The order and its customer, with the language the account chose last (the storefront's
 * switch while signed in, or the sign-in's): every mail about the order goes in it, not in
 * the language the order was placed in.
 */
async function orderWithCustomer(tx: Db, orderId: number) {
  const [row] = await tx
    .select({ order: orders, customer: { name: users.name, email: users.email, lang: users.preferredLang } })
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

/**
 * For an order paid before the promise was stored: the dispatch and delivery days, counted as the
 * product page counts them (packages/shared pricing/delivered-by.ts) from the payment: the
 * slowest line's production (its turnaround less its express options), then the courier's days
 * to the order's region.
 */
async function promisedDelivery(tx: Db, order: typeof orders.$inferSelect) {
  const lines = await tx
    .select({ turnaroundDays: products.turnaroundDays, options: orderLines.options })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id));
  if (lines.length === 0) return null;
  const optionIds = [...new Set(lines.flatMap((line) => line.options.map((o) => o.id)))];
  const saved = new Map(
    optionIds.length === 0
      ? []
      : (
          await tx
            .select({ id: productOptions.id, days: productOptions.productionDaysSaved })
            .from(productOptions)
            .where(inArray(productOptions.id, optionIds))
        ).map((o) => [o.id, o.days]),
  );
  const days = Math.max(
    ...lines.map((line) =>
      productionDays(
        line.turnaroundDays,
        line.options.map((o) => ({ productionDaysSaved: saved.get(o.id) ?? 0 })),
      ),
    ),
  );
  const [country] =
    order.countryId === null
      ? []
      : await tx
          .select({ region: countries.shippingRegion })
          .from(countries)
          .where(eq(countries.id, order.countryId));
  const plan = planDelivery(order.paidAt ?? order.createdAt, {
    productionDays: days,
    region: country?.region ?? DEFAULT_DELIVERY_REGION,
  });
  return { shipsOn: plan.shipsOn, deliveredBy: plan.deliveredBy };
}

/** 'paid': the order's confirmation, with its items, totals, delivery days and invoice (a product order or a service quote). */
async function mailPayment(event: OrderEvent, { tx, publicUrl }: OrderEventContext) {
  const { order, customer } = await orderWithCustomer(tx, event.orderId);
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, order.id), isNull(invoices.annulledAt)));
  if (!invoice) throw new Error(`paid order ${order.id} has no invoice yet`);
  const lines: ConfirmationLine[] =
    order.kind === 'product'
      ? await tx
          .select({
            title: orderLines.title,
            quantity: orderLines.quantity,
            widthCm: orderLines.widthCm,
            heightCm: orderLines.heightCm,
            options: orderLines.options,
            totalCents: orderLines.totalCents,
            label: orderLines.label,
          })
          .from(orderLines)
          .where(eq(orderLines.orderId, order.id))
          .orderBy(asc(orderLines.id))
      : invoice.document.lines
          .filter((line) => line.kind === undefined)
          .map((line) => ({
            title: line.title,
            quantity: line.quantity,
            widthCm: line.widthCm,
            heightCm: line.heightCm,
            options: line.options,
            totalCents: line.totalCents,
            label: line.label,
          }));
  const byRate = invoice.document.byRate ?? [
    {
      rateBasisPoints: invoice.vatRateBasisPoints,
      baseCents: invoice.totalCents - invoice.vatCents,
      taxCents: invoice.vatCents,
    },
  ];
  await enqueueMail(
    tx,
    orderConfirmationMail({
      to: customer.email,
      name: customer.name,
      lang: customer.lang,
      kind: order.kind,
      code: order.code,
      poNumber: order.poNumber,
      lines,
      totals: {
        subtotalCents: invoice.subtotalCents,
        discountCents: invoice.discountCents,
        shippingCents: invoice.shippingCents,
        byRate,
        totalCents: invoice.totalCents,
      },
      // The promise stored at payment (the one the tracking page shows); counted again only for
      // an order paid before the promise was stored (migration 0017).
      delivery: order.dispatchBy
        ? { shipsOn: order.dispatchBy, deliveredBy: order.deliveredBy }
        : order.kind === 'product'
          ? await promisedDelivery(tx, order)
          : null,
      invoice: { id: invoice.id, number: formatInvoiceNumber(invoice.year, invoice.number) },
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
      lang: customer.lang,
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
