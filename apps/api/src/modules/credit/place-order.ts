import { formatEuros, type Lang } from '@shop/shared';
import { creditorReference } from '@shop/shared/bank-reference';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { madridDay } from '../../lib/madrid-time';
import { users } from '../accounts';
import { formatInvoiceNumber, invoices } from '../invoices';
import { type PaidOrderDraft, writePaidOrder } from '../orders';
import { payments } from '../payments';
import { accountLedger, firstOverdue, openBalanceOf } from './ledger';
import { currentShopIban } from './settings';
import { accountInvoices, creditTerms } from './table';

type OrderRow = Awaited<ReturnType<typeof writePaidOrder>>['order'];

/** What an order placed on account wrote: the order, its invoice and how to pay it. */
export type PlacedOnAccount = {
  order: OrderRow;
  invoice: { id: number; number: string };
  /** The Madrid day the invoice falls due (YYYY-MM-DD): invoice day + the account's days. */
  dueOn: string;
  days: number;
  /** The shop's IBAN (SHOP_IBAN), compact. */
  iban: string;
  /** The ISO 11649 creditor reference printed on the invoice ("RF47P123456"). */
  reference: string;
  /** The payments row of method 'account' that records the order as paid on account. */
  paymentId: number;
};

export type OnAccountOrderInput = {
  /** The trade account ordering (its credit terms are locked and checked). */
  userId: number;
  /** The caller's language: refusals (422) and the order's language. */
  lang: Lang;
  /** The order priced on the server (orders' PaidOrderDraft): lines, totals, destination, VAT, buyer. */
  order: PaidOrderDraft;
  /**
   * The total in cents the customer was last shown (the cart's total_amount, a quote's total).
   * Any other server total is 409 and nothing is written. Null only when nothing was shown.
   */
  shownTotalCents: number | null;
  /**
   * A pending payment (POST /api/payment, method 'account') that this order settles: locked,
   * then marked succeeded with `answer` as its stored response. Without it a succeeded payment
   * of method 'account' is written for the order, so refunds and the books see it like any other.
   */
  paymentId?: number;
  /** The stored answer of that payment (replayed to a retry with the same Idempotency-Key). */
  answer?: (placed: PlacedOnAccount) => Record<string, unknown>;
  /** The caller's own work before the order is written (the cart's coupon), in the same transaction. */
  beforeOrder?: (tx: Db) => Promise<void>;
  /** The caller's own work on the written order and its line ids (files, cart lines). */
  withOrder?: (tx: Db, order: OrderRow, orderLineIds: number[]) => Promise<void>;
  /** Last, in the same transaction (e.g. the reseller API's external_ref row): a throw undoes everything. */
  alongside?: (tx: Db, placed: PlacedOnAccount) => Promise<void>;
  now?: Date;
};

/** YYYY-MM-DD plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Places a product order paid on account (docs/decisions/053-pay-on-account.md). The one entry
 * point for storefront checkouts and reseller API orders alike; its signature is kept stable.
 *
 * In ONE transaction, with no outside call: locks the account's `credit_terms` row
 * (SELECT … FOR UPDATE, so parallel orders of one account queue and each counts the ones
 * committed before it), then refuses with a 422 in `lang` when the account has no terms
 * (`credit.noTerms`), has an invoice past its due day with money owed (`credit.overdue`), or
 * when open balance + this order's total would exceed the limit (`credit.overLimit`); a total
 * other than `shownTotalCents` is 409 (`credit.totalChanged`). Then writes the order through
 * orders' `writePaidOrder` (status 4 received: to production at once; the `paid` event, so the
 * customer's mail and later webhooks follow), its invoice with the due day, the shop's IBAN and
 * a unique ISO 11649 transfer reference, and the ledger row the limit counts.
 *
 * Throws AppError (422/409/404) with nothing written; returns what was placed.
 */
export async function placeOrderOnAccount(db: Db, input: OnAccountOrderInput): Promise<PlacedOnAccount> {
  const { userId, lang, order: draft } = input;
  const now = input.now ?? new Date();
  const totalCents = draft.totals.totalCents;
  if (input.shownTotalCents !== null && input.shownTotalCents !== totalCents)
    throw new AppError('price_changed', 'credit.totalChanged', { total: formatEuros(totalCents, lang) });
  return db.transaction(async (tx) => {
    // The account's lock: every placement of this account waits here for the one before it.
    const [terms] = await tx.select().from(creditTerms).where(eq(creditTerms.userId, userId)).for('update');
    if (!terms) throw new AppError('business_rule', 'credit.noTerms');
    const today = madridDay(now);
    const ledger = await accountLedger(tx, userId);
    const overdue = firstOverdue(ledger, today);
    if (overdue) {
      const [invoice] = await tx
        .select({ year: invoices.year, number: invoices.number })
        .from(invoices)
        .where(eq(invoices.id, overdue.invoiceId));
      throw new AppError('business_rule', 'credit.overdue', {
        number: invoice ? formatInvoiceNumber(invoice.year, invoice.number) : overdue.reference,
        date: overdue.dueOn,
      });
    }
    const open = openBalanceOf(ledger);
    if (open + totalCents > terms.limitCents)
      throw new AppError('business_rule', 'credit.overLimit', {
        total: formatEuros(totalCents, lang),
        available: formatEuros(Math.max(0, terms.limitCents - open), lang),
        limit: formatEuros(terms.limitCents, lang),
      });

    if (input.paymentId !== undefined) {
      const [pending] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.id, input.paymentId), eq(payments.userId, userId)))
        .for('update');
      if (pending?.status !== 'pending' || pending.method !== 'account' || pending.amountCents !== totalCents)
        throw new Error(`payment ${input.paymentId} is not a pending on-account payment of this order`);
    }
    const [payer] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!payer) throw new AppError('not_found', 'credit.customerNotFound');
    if (input.beforeOrder) await input.beforeOrder(tx);

    const issuedOn = today;
    const dueOn = addDays(issuedOn, terms.days);
    const iban = currentShopIban();
    let reference = '';
    const written = await writePaidOrder(tx, {
      userId,
      lang,
      draft,
      payer,
      paidWith: (order) => {
        reference = creditorReference(order.code);
        return { payment: null, onAccount: { dueOn, days: terms.days, iban, reference } };
      },
      now,
      ...(input.withOrder ? { withOrder: input.withOrder } : {}),
    });
    await tx.insert(accountInvoices).values({
      userId,
      orderId: written.order.id,
      invoiceId: written.invoice.id,
      amountCents: totalCents,
      issuedOn,
      dueOn,
      reference,
    });
    const placed: Omit<PlacedOnAccount, 'paymentId'> = {
      order: written.order,
      invoice: written.invoice,
      dueOn,
      days: terms.days,
      iban,
      reference,
    };
    let paymentId: number;
    if (input.paymentId !== undefined) {
      paymentId = input.paymentId;
      const answer = input.answer?.({ ...placed, paymentId }) ?? null;
      await tx
        .update(payments)
        .set({
          status: 'succeeded',
          orderId: written.order.id,
          gatewayReference: reference,
          responseStatusCode: answer ? 201 : null,
          response: answer,
          updatedAt: now,
        })
        .where(eq(payments.id, paymentId));
    } else {
      const [row] = await tx
        .insert(payments)
        .values({
          userId,
          orderId: written.order.id,
          kind: 'cart',
          idempotencyKey: `on-account-order-${written.order.id}`,
          requestHash: 'on-account',
          gateway: 'account',
          gatewayReference: reference,
          method: 'account',
          lang,
          amountCents: totalCents,
          status: 'succeeded',
        })
        .returning({ id: payments.id });
      if (!row) throw new Error('on-account payment insert returned nothing');
      paymentId = row.id;
    }
    const result: PlacedOnAccount = { ...placed, paymentId };
    if (input.alongside) await input.alongside(tx, result);
    return result;
  });
}
