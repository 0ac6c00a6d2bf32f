import { type Lang, ORDER_STATUS, parseLang, perLang } from '@shop/shared';
import {
  courierDaysFor,
  DEFAULT_DELIVERY_REGION,
  SERVICE_PRODUCTION_DAYS,
} from '@shop/shared/pricing/delivered-by';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { addressSnapshot, deliveryAddress } from '../addresses';
import { services } from '../catalog';
import type { InvoiceSnapshot } from '../invoices';
import { buyerOf, byRateOf, issueInvoice } from '../invoices';
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
import { courierDaysTable } from '../shipping';
import { assertInvoiceableBuyer, type VatNumberChecker } from '../tax';
import { paidOrderEvents } from './after-payment';
import { type PromiseInput, paidPromise } from './promise';
import { purchaseOrderNumber } from './purchase-order';
import { orderSummary } from './service';
import { precheckServiceVat, type ServiceVat, type ServiceVatCheck, serviceVat } from './service-vat';
import { type AddressSnapshot, orders } from './table';
import { lockOrder, moveOrder } from './transitions';

export type ServicePaymentBody = CardFields & {
  order_id: number;
  address_id?: number | undefined;
  method?: PaymentRow['method'] | undefined;
  /** The buyer's purchase-order number (optional; purchase-order.ts checks it). */
  po_number?: string | null | undefined;
  /** The fees the customer was shown (euros): compared with the order's, never charged. */
  total_amount?: unknown;
};

/**
 * What a service payment pays, frozen at start. `vat` is absent from payments started before
 * the fees' VAT came from the VAT decision (their finish keeps the old wording).
 */
type ServiceSnapshot = {
  orderId: number;
  totals: Totals;
  address: AddressSnapshot;
  vat?: Omit<ServiceVat, 'totals'>;
  /** The buyer's purchase-order number (absent in payments started before migration 0015). */
  poNumber?: string | null;
  /** What the delivery promise counts from (absent in payments started before migration 0016). */
  promise?: PromiseInput;
};

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
    poNumber: string | null;
    addressId: number;
    gateway: string;
    idempotencyKey: string | null;
    requestHash: string;
    vatChecker: VatNumberChecker;
    vatCheck: ServiceVatCheck;
    simplifiedInvoiceMaxEur: number;
  },
): Promise<{ payment: PaymentRow } | { outcome: PaymentOutcome }> {
  const { userId, lang, body } = input;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, body.order_id, userId);
    if (order.kind !== 'service') throw new AppError('not_found', 'orders.notFound');
    const replay = await replayPayment(tx, userId, input.idempotencyKey, input.requestHash, lang);
    if (replay) return { outcome: replay };
    if (order.status !== ORDER_STATUS.waitingForPayment) throw new AppError('conflict', 'orders.notPayable');
    // Staff set the net fee; its VAT follows this buyer and the address where the work goes
    // (free text allowed), as a cart's does.
    const address = await deliveryAddress(tx, userId, input.addressId);
    const { totals, ...vat } = await serviceVat(tx, input.vatChecker, {
      userId,
      address,
      netCents: order.feesServiceCents ?? 0,
      checked: input.vatCheck,
    });
    // The order's page shows the fees of the address last chosen, so a retry sees this total.
    if (order.feesTaxCents !== totals.vatCents)
      await tx.update(orders).set({ feesTaxCents: totals.vatCents }).where(eq(orders.id, order.id));
    if (clientCents(body.total_amount) !== totals.totalCents)
      return { outcome: priceChangedOutcome(totals, lang) };
    assertInvoiceableBuyer(vat.company, totals.totalCents, input.simplifiedInvoiceMaxEur, lang);
    const snapshot: ServiceSnapshot = {
      orderId: order.id,
      totals,
      address: addressSnapshot(address),
      vat,
      poNumber: input.poNumber,
      promise: {
        productionDays: [SERVICE_PRODUCTION_DAYS],
        courierDays: courierDaysFor(
          vat.shippingRegion ?? DEFAULT_DELIVERY_REGION,
          await courierDaysTable(tx),
        ),
      },
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
  deps: {
    db: Db;
    gateway: PaymentGateway;
    flow: PaymentFlow;
    vatChecker: VatNumberChecker;
    simplifiedInvoiceMaxEur: number;
  },
  userId: number,
  lang: Lang,
  body: ServicePaymentBody,
  idempotencyKey: string | null,
): Promise<PaymentOutcome> {
  const card = cardInput(deps.gateway, body);
  const poNumber = purchaseOrderNumber(body.po_number);
  const address = await deliveryAddress(deps.db, userId, body.address_id);
  const attempt = await throttlePayments(deps.db, userId, address.id);
  const requestHash = paymentRequestHash(
    'service',
    body,
    body.order_id,
    address.id,
    body.method ?? 'card',
    JSON.stringify(body.total_amount ?? null),
    // Only when given: a request without one hashes as before migration 0015.
    ...(poNumber === null ? [] : [poNumber]),
  );
  const started = await startServicePayment(deps.db, {
    userId,
    lang,
    body,
    poNumber,
    addressId: address.id,
    gateway: deps.gateway.name,
    idempotencyKey,
    requestHash,
    vatChecker: deps.vatChecker,
    simplifiedInvoiceMaxEur: deps.simplifiedInvoiceMaxEur,
    vatCheck: await precheckServiceVat(deps.db, deps.vatChecker, userId, address),
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
    const paidAt = new Date();
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
        paidAt,
        poNumber: snap.poNumber ?? null,
        ...paidPromise(paidAt, snap.promise),
        ...(snap.vat
          ? { company: snap.vat.company, vatReason: snap.vat.vatReason, countryId: snap.vat.countryId }
          : {}),
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
        country: snap.vat?.countryName ?? { en: '', ar: '' },
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
      poNumber: snap.poNumber ?? null,
      vatTreatment: snap.vat?.vatRegion ?? (totals.vatCents > 0 ? 'es' : 'export'),
      ...(snap.vat ? { company: snap.vat.company, vat: snap.vat.vat } : {}),
      byRate: byRateOf(totals),
      buyer: buyerOf({
        customerName: payer.name,
        company: snap.vat?.company,
        addressCountryCode: snap.address.countryCode,
      }),
      payment: { brand: charge.brand, last4: charge.last4 },
    };
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      userId: payment.userId,
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
