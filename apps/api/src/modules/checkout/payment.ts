import type { Lang } from '@shop/shared';
import type { Db } from '../../db/client';
import { deliveryAddress } from '../addresses';
import { senderBrandOf } from '../brand';
import { forgetCart, getOrCreateCart } from '../cart';
import { purchaseOrderNumber } from '../orders';
import {
  type CardFields,
  cardInput,
  type PaymentFlow,
  type PaymentGateway,
  type PaymentOutcome,
  type PaymentRow,
  paymentRequestHash,
  throttlePayments,
} from '../payments';
import { loadCompany, type VatNumberChecker } from '../tax';
import { payCartOnAccount } from './payment-account';
import { precheckVat, refusalOutcome, startCartPayment } from './payment-start';

export { MAX_ORDER_CENTS } from './payment-start';

export type PaymentBody = CardFields & {
  country_id?: number | undefined;
  address_id?: number | undefined;
  blind_shipping?: boolean | undefined;
  method?: PaymentRow['method'] | undefined;
  /** The buyer's purchase-order number (optional; orders' `purchaseOrderNumber` checks it). */
  po_number?: string | null | undefined;
  /** The total the customer was shown (euros): compared, never charged. */
  total_amount?: unknown;
};

export type PaymentDeps = {
  db: Db;
  gateway: PaymentGateway;
  flow: PaymentFlow;
  vatChecker: VatNumberChecker;
  simplifiedInvoiceMaxEur: number;
};

/**
 * POST /api/payment, as the state machine of docs/decisions/035-payments-state-machine.md:
 * start (a short transaction freezing what is paid in a pending payment, or a 409 when the
 * total is not the one the customer saw), charge (the gateway, no transaction open), finish
 * (the order, in the payment flow's second transaction).
 */
export async function payCart(
  deps: PaymentDeps,
  userId: number,
  lang: Lang,
  body: PaymentBody,
  idempotencyKey: string | null,
  now = new Date(),
): Promise<PaymentOutcome> {
  const onAccount = body.method === 'account';
  // On account takes no card and calls no gateway (docs/decisions/053-pay-on-account.md).
  const card = onAccount ? undefined : cardInput(deps.gateway, body);
  const poNumber = purchaseOrderNumber(body.po_number);
  const address = await deliveryAddress(deps.db, userId, body.address_id);
  const attempt = await throttlePayments(deps.db, userId, address.id);
  const method = body.method ?? 'card';
  const requestHash = paymentRequestHash(
    'cart',
    body,
    address.id,
    body.blind_shipping ? 'blind' : 'branded',
    method,
    JSON.stringify(body.total_amount ?? null),
    // Only when given: a request without one hashes as before migration 0015.
    ...(poNumber === null ? [] : [poNumber]),
  );
  await getOrCreateCart(deps.db, userId);
  // The address and company are read once, here, and passed down (docs/decisions/040-payment-finish-cost.md).
  const company = await loadCompany(deps.db, userId);
  const vatCheck = await precheckVat(deps.db, deps.vatChecker, address, company);
  // The reseller's brand as it is now, kept on the order (docs/decisions/055-reseller-brand-and-saved-quotes.md).
  const senderBrand = await senderBrandOf(deps.db, userId, lang);
  try {
    const started = await startCartPayment(deps.db, {
      userId,
      lang,
      address,
      company,
      senderBrand,
      clientTotal: body.total_amount,
      blindShipping: body.blind_shipping ?? false,
      poNumber,
      method,
      gateway: onAccount ? 'account' : deps.gateway.name,
      idempotencyKey,
      requestHash,
      vatChecker: deps.vatChecker,
      simplifiedInvoiceMaxEur: deps.simplifiedInvoiceMaxEur,
      vatCheck,
      now,
    });
    if ('refused' in started) return refusalOutcome(started, lang);
    if ('outcome' in started) return started.outcome;
    if (onAccount) {
      const outcome = await payCartOnAccount(deps.db, started.payment, lang, body.total_amount);
      await attempt.settle(outcome);
      return outcome;
    }
    const outcome = await deps.flow.charge(started.payment, {
      ...(card ? { card } : {}),
      lang,
      description: `Cart of user ${userId}`,
    });
    await attempt.settle(outcome);
    return outcome;
  } finally {
    // Emptied, re-priced or unchanged: the next read of the cart comes from the database.
    forgetCart(userId);
  }
}
