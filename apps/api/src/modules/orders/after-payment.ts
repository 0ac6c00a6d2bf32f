import { type Lang, type LocalizedText, ORDER_STATUS, type VatRegion } from '@shop/shared';
import type { VatReason } from '@shop/shared/checkout';
import type { Db } from '../../db/client';
import type { SenderBrand } from '../brand';
import { type OrderEventInput, recordOrderEvents } from '../events';
import {
  buyerOf,
  byRateOf,
  type InvoiceSnapshot,
  invoiceLinesOf,
  issueInvoice,
  type LineCharges,
} from '../invoices';
import type { Totals } from '../payments';
import type { VatSnapshot } from '../tax';
import { insertOrderWithCode, recordStatus } from './codes';
import { type PromiseInput, paidPromise } from './promise';
import {
  type AddressSnapshot,
  type CompanySnapshot,
  type OptionSnapshot,
  orderLines,
  type orders,
} from './table';

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

/** One priced line of a product order, as it is paid (cart payment snapshot, or an order on account). */
export type PaidLine = {
  productId: number;
  title: LocalizedText;
  quantity: number;
  widthCm: number | null;
  heightCm: number | null;
  options: OptionSnapshot[];
  unitPriceCents: number;
  totalCents: number;
  /** The customer's own label for the line (the cart line's `name`; absent in older payments). */
  label?: string;
  /** How the line's price was made, for the invoice's separate lines (absent before decision 043). */
  charges?: LineCharges;
};

/**
 * A product order priced on the server and ready to be written: lines, totals, destination,
 * VAT decision, buyer. A cart payment freezes one in its snapshot (checkout/payment-start.ts);
 * an order placed on account hands one to the credit module.
 */
export type PaidOrderDraft = {
  lines: PaidLine[];
  /** The first line's product image (the order summary's thumbnail). */
  image: string;
  totals: Totals;
  coupon: { id: number; code: string; percentOff: number } | null;
  countryId: number;
  countryName: LocalizedText;
  vatRegion: VatRegion;
  vatReason: VatReason;
  vat: VatSnapshot;
  address: AddressSnapshot;
  company: CompanySnapshot | null;
  blindShipping: boolean;
  /** The reseller's brand the parcel carries under blind shipping, as it was at payment. */
  senderBrand?: SenderBrand | null;
  /** The buyer's purchase-order number (absent in payments started before migration 0015). */
  poNumber?: string | null;
  /**
   * What the delivery promise is counted from when the order is paid (orders.dispatch_by,
   * delivered_by). Absent in payments started before migration 0017: no promise then.
   */
  promise?: PromiseInput;
};

export type WritePaidOrderInput = {
  userId: number;
  lang: Lang;
  draft: PaidOrderDraft;
  /** The paying customer as the invoice names them. */
  payer: { name: string; email: string; phone: string | null };
  /**
   * How it was paid, as the invoice prints it: a card, or on account with the transfer details
   * (whose reference is made from the order's code, hence a function of the written order).
   */
  paidWith: (order: typeof orders.$inferSelect) => Pick<InvoiceSnapshot, 'payment' | 'onAccount'>;
  now: Date;
  /** Work of the caller's own on the written order and lines (files, cart), before the invoice number is taken. */
  withOrder?: (tx: Db, order: typeof orders.$inferSelect, orderLineIds: number[]) => Promise<void>;
};

/**
 * Writes a paid product order inside the paying transaction: the order (status 4, in
 * production at once) with its promise, history and `paid` event, its lines, then its invoice.
 * The one path for card payments (checkout's cartFinisher) and orders on account (credit).
 * The invoice number, the one row every payment queues on, is taken last, just before the
 * caller commits (docs/decisions/040-payment-finish-cost.md).
 */
export async function writePaidOrder(tx: Db, input: WritePaidOrderInput) {
  const { userId, lang, draft, now } = input;
  const { totals } = draft;
  const order = await insertOrderWithCode(tx, {
    kind: 'product',
    userId,
    status: ORDER_STATUS.received,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    vatRateBasisPoints: totals.vatRateBasisPoints,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    couponId: draft.coupon?.id ?? null,
    couponCode: draft.coupon?.code ?? null,
    countryId: draft.countryId,
    address: draft.address,
    company: draft.company,
    vatReason: draft.vatReason,
    blindShipping: draft.blindShipping,
    senderBrand: draft.senderBrand ?? null,
    poNumber: draft.poNumber ?? null,
    lang,
    paidAt: now,
    // The delivery promise, counted from this moment (docs/product.md#delivery-estimate).
    ...paidPromise(now, draft.promise),
  });
  await recordStatus(
    tx,
    { orderId: order.id, from: null, to: ORDER_STATUS.received, actorUserId: userId },
    paidOrderEvents(order.id),
  );
  const inserted = await tx
    .insert(orderLines)
    .values(draft.lines.map((s) => ({ ...s, orderId: order.id })))
    .returning({ id: orderLines.id });
  if (inserted.length !== draft.lines.length) throw new Error('order line insert returned too few rows');
  const orderLineIds = inserted.map((row) => row.id);
  if (input.withOrder) await input.withOrder(tx, order, orderLineIds);
  const paidWith = input.paidWith(order);
  const customer = { name: input.payer.name, email: input.payer.email };
  const document: InvoiceSnapshot = {
    lang,
    customer: {
      ...customer,
      phone: input.payer.phone ?? '',
      address: draft.address,
      country: draft.countryName,
    },
    lines: draft.lines.flatMap((s) => invoiceLinesOf({ ...s, unitCents: s.unitPriceCents })),
    couponCode: draft.coupon?.code ?? null,
    poNumber: draft.poNumber ?? null,
    vatTreatment: draft.vatRegion,
    company: draft.company,
    vat: draft.vat,
    byRate: byRateOf(totals),
    buyer: buyerOf({
      customerName: customer.name,
      company: draft.company,
      addressCountryCode: draft.address.countryCode,
    }),
    payment: paidWith.payment,
    ...(paidWith.onAccount ? { onAccount: paidWith.onAccount } : {}),
  };
  const invoice = await issueInvoice(tx, {
    orderId: order.id,
    userId,
    subtotalCents: totals.subtotalCents,
    discountCents: totals.discountCents,
    shippingCents: totals.shippingCents,
    vatRateBasisPoints: totals.vatRateBasisPoints,
    vatCents: totals.vatCents,
    totalCents: totals.totalCents,
    document,
  });
  return { order, orderLineIds, invoice };
}
