import { type Lang, ORDER_STATUS, parseLang, perLang } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { deliveryAddress } from '../addresses';
import { services } from '../catalog';
import type { InvoiceSnapshot } from '../invoices';
import { issueInvoice } from '../invoices';
import {
  type CardFields,
  cardInput,
  clientCents,
  type Finisher,
  insertPendingPayment,
  type PaymentFlow,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRow,
  paymentRequestHash,
  priceChangedOutcome,
  replayPayment,
  type Totals,
  throttlePayments,
} from '../payments';
import { paidOrderEvents } from './after-payment';
import { orderSummary } from './service';
import type { AddressSnapshot } from './table';
import { lockOrder, moveOrder } from './transitions';

export type ServicePaymentBody = CardFields & {
  order_id: number;
  address_id?: number | undefined;
  method?: PaymentRow['method'] | undefined;
  /** The fees the customer was shown (euros): compared with the order's, never charged. */
  total_amount?: unknown;
};

/** What a service payment pays, frozen at start. */
type ServiceSnapshot = { orderId: number; totals: Totals; address: AddressSnapshot };

function totalsOf(order: { feesServiceCents: number | null; feesTaxCents: number | null }): Totals {
  const serviceCents = order.feesServiceCents ?? 0;
  const taxCents = order.feesTaxCents ?? 0;
  return {
    subtotalCents: serviceCents,
    discountCents: 0,
    shippingCents: 0,
    vatRateBasisPoints: serviceCents > 0 ? Math.round((taxCents * 10_000) / serviceCents) : 0,
    vatCents: taxCents,
    totalCents: serviceCents + taxCents,
  };
}

/**
 * The start step of a service payment (one short transaction under the order's row lock):
 * the fees set by staff are what is paid, and they must be the ones the customer saw.
 */
function startServicePayment(
  db: Db,
  input: {
    userId: number;
    lang: Lang;
    body: ServicePaymentBody;
    addressId: number;
    gateway: string;
    idempotencyKey: string | null;
    requestHash: string;
  },
): Promise<{ payment: PaymentRow } | { outcome: PaymentOutcome }> {
  const { userId, lang, body } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.order_id, userId);
    if (order.kind !== 'service') throw new AppError('not_found', 'orders.notFound');
    const replay = await replayPayment(tx, userId, input.idempotencyKey, input.requestHash, lang);
    if (replay) return { outcome: replay };
    if (order.status !== ORDER_STATUS.waitingForPayment) throw new AppError('conflict', 'orders.notPayable');
    // Staff set the fees and their tax; the address is where the work goes, free text allowed.
    const address = await deliveryAddress(tx, userId, input.addressId);
    const totals = totalsOf(order);
    if (clientCents(body.total_amount) !== totals.totalCents)
      return { outcome: priceChangedOutcome(totals, lang) };
    const snapshot: ServiceSnapshot = {
      orderId: order.id,
      totals,
      address: { type: address.type, label: address.label, details: address.details, phone: address.phone },
    };
    return insertPendingPayment(tx, {
      userId,
      kind: 'service',
      subject: `order:${order.id}`,
      idempotencyKey: input.idempotencyKey,
      requestHash: input.requestHash,
      gateway: input.gateway,
      method: body.method ?? 'card',
      lang,
      amountCents: totals.totalCents,
      snapshot,
      orderId: order.id,
    });
  });
}

/**
 * POST /api/buy/service: pays an accepted order's fees (3 → 4) through the same start →
 * charge → finish steps as the cart (docs/decisions/035-payments-state-machine.md).
 */
export async function payServiceOrder(
  deps: { db: Db; gateway: PaymentGateway; flow: PaymentFlow },
  userId: number,
  lang: Lang,
  body: ServicePaymentBody,
  idempotencyKey: string | null,
): Promise<PaymentOutcome> {
  const card = cardInput(deps.gateway, body);
  const address = await deliveryAddress(deps.db, userId, body.address_id);
  const attempt = await throttlePayments(deps.db, userId, address.id);
  const requestHash = paymentRequestHash(
    'service',
    body,
    body.order_id,
    address.id,
    body.method ?? 'card',
    JSON.stringify(body.total_amount ?? null),
  );
  const started = await startServicePayment(deps.db, {
    userId,
    lang,
    body,
    addressId: address.id,
    gateway: deps.gateway.name,
    idempotencyKey,
    requestHash,
  });
  if ('outcome' in started) return started.outcome;
  const outcome = await deps.flow.charge(started.payment, {
    ...(card ? { card } : {}),
    lang,
    description: `Service order ${body.order_id}`,
  });
  await attempt.settle(outcome);
  return outcome;
}

/**
 * The finish step of a service payment: the order moves 3 → 4 with its amounts and address,
 * then the invoice and the after-payment effects. An order staff moved meanwhile cannot be
 * paid: the finish fails and the charge is refunded.
 */
export function serviceFinisher(): Finisher {
  return async (tx, payment, charge, payer) => {
    const snap = payment.snapshot as ServiceSnapshot;
    const lang = parseLang(payment.lang);
    const order = await lockOrder(tx, snap.orderId, payment.userId);
    if (order.status !== ORDER_STATUS.waitingForPayment)
      throw new Error(`order ${order.id} is no longer payable`);
    const { totals } = snap;
    // The `paid` events go with the move in one batch, and the invoice number is taken last
    // (docs/decisions/040-payment-finish-cost.md).
    const paid = await moveOrder(
      tx,
      order,
      ORDER_STATUS.received,
      payment.userId,
      {
        subtotalCents: totals.subtotalCents,
        vatCents: totals.vatCents,
        vatRateBasisPoints: totals.vatRateBasisPoints,
        totalCents: totals.totalCents,
        address: snap.address,
        paidAt: new Date(),
      },
      '',
      paidOrderEvents(order.id),
    );
    const [service] =
      order.serviceId === null
        ? []
        : await tx.select().from(services).where(eq(services.id, order.serviceId)).limit(1);
    const serviceName = service?.name ?? { en: order.code, ar: order.code };
    const document: InvoiceSnapshot = {
      lang,
      customer: {
        name: payer.name,
        email: payer.email,
        phone: payer.phone ?? '',
        address: snap.address,
        country: { en: '', ar: '' },
      },
      lines: [
        {
          title: serviceName,
          options: [
            {
              id: 0,
              section: perLang((l) => translate('orders.serviceInvoiceLine', l, { code: order.code })),
              name: { en: order.details.slice(0, 120), ar: order.details.slice(0, 120) },
              parentName: null,
            },
          ],
          widthCm: null,
          heightCm: null,
          quantity: 1,
          unitCents: totals.subtotalCents,
          totalCents: totals.subtotalCents,
        },
      ],
      couponCode: null,
      vatTreatment: totals.vatCents > 0 ? 'es' : 'export',
      payment: { brand: charge.brand, last4: charge.last4 },
    };
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      userId: payment.userId,
      issuedAt: new Date(),
      subtotalCents: totals.subtotalCents,
      discountCents: 0,
      shippingCents: 0,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      document,
    });
    return {
      orderId: order.id,
      answer: {
        status: true,
        message: translate('orders.paid', lang),
        data: { order: orderSummary(paid, [], service?.images[0] ?? '', lang, service ?? null), invoice },
      },
    };
  };
}
