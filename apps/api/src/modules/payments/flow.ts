import { randomUUID } from 'node:crypto';
import { type Lang, parseLang } from '@shop/shared';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { enqueueMail } from '../jobs';
import { isolated, renderEmail } from '../mail';
import {
  type BeginResult,
  type CardInput,
  type GatewayNotification,
  gatewayOrderNumber,
  type PaymentGateway,
} from './gateway-contract';
import { errorBody, type PaymentOutcome, REJECTION_MESSAGE } from './service';
import { type PaymentRow, payments } from './table';

/** What the gateway said when it took the money. */
export type Charge = { reference: string; brand: string; last4: string };

/** The paying customer, read with the payment's lock (the invoice and the mails name them). */
export type Payer = { name: string; email: string; phone: string | null };

/**
 * Writes what a payment pays for (the order, its lines, invoice, mails, the emptied cart),
 * from the payment's frozen snapshot alone, inside the finish transaction. Owned by the module
 * that owns what is paid (checkout for a cart, orders for a service order).
 */
export type Finisher = (
  tx: Db,
  payment: PaymentRow,
  charge: Charge,
  payer: Payer,
) => Promise<{ orderId: number; answer: Record<string, unknown> }>;

export type PaymentFlowDeps = {
  db: Db;
  gateway: PaymentGateway;
  publicUrl: string;
  /** PAYMENT_GATEWAY_TIMEOUT_MS: past this, the payment stays pending and the customer hears "confirming". */
  timeoutMs: number;
  finishers: Record<PaymentRow['kind'], Finisher>;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

const TERMINAL_FAILURES = new Set(['declined', 'failed']);

/** The state and order a client follows (GET /api/payments/:id, 202 and 409 answers). */
export function paymentRef(row: Pick<PaymentRow, 'id' | 'status'>) {
  return { id: row.id, state: row.status };
}

/** Where the gateway sends the customer back: the storefront's return page polls the payment. */
export function returnUrl(publicUrl: string, paymentId: number, outcome: 'ok' | 'ko') {
  return `${publicUrl}/payment/result?payment=${paymentId}&outcome=${outcome}`;
}

function refundMail(
  row: PaymentRow,
  customer: { email: string; name: string; lang: Lang },
  publicUrl: string,
) {
  // The account's current language (docs/product.md#languages), as every mail about it.
  const lang = customer.lang;
  const total = (row.amountCents / 100).toFixed(2);
  return {
    to: customer.email,
    ...renderEmail({
      lang,
      subject: translate('payment.mail.refundSubject', lang),
      heading: translate('payment.mail.refundSubject', lang),
      paragraphs: [translate('payment.mail.refundBody', lang, isolated({ name: customer.name, total }))],
      action: { label: translate('payment.mail.refundAction', lang), url: `${publicUrl}/contact-us` },
    }),
  };
}

/**
 * The paying state machine after the start step (docs/decisions/035-payments-state-machine.md):
 * charge with no transaction open, finish in a second transaction keyed by the payment, refund
 * a charge whose order could not be written, and reconcile what was left pending.
 */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  const { db, gateway } = deps;

  async function load(id: number) {
    const [row] = await db.select().from(payments).where(eq(payments.id, id)).limit(1);
    return row ?? null;
  }

  /** Marks a charge that has no order, tells the customer (mail in the same transaction), then refunds. */
  async function needsRefund(id: number, charge: Charge, reason: string) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
      if (!row || row.status === 'succeeded' || row.status === 'refunded' || row.status === 'needs_refund')
        return;
      await tx
        .update(payments)
        .set({
          status: 'needs_refund',
          gatewayReference: charge.reference,
          cardBrand: charge.brand || row.cardBrand,
          cardLast4: charge.last4 || row.cardLast4,
          failureCode: reason.slice(0, 200),
          updatedAt: new Date(),
        })
        .where(eq(payments.id, id));
      const [customer] = await tx
        .select({ email: users.email, name: users.name, lang: users.preferredLang })
        .from(users)
        .where(eq(users.id, row.userId));
      if (customer) await enqueueMail(tx, refundMail(row, customer, deps.publicUrl));
    });
    return refund(id);
  }

  /** Refunds a `needs_refund` payment through the gateway; idempotent (the gateway's key and our state). */
  async function refund(id: number): Promise<PaymentRow | null> {
    const row = await load(id);
    if (row?.status !== 'needs_refund' || !row.gatewayOrder || !row.gatewayReference) return row;
    const result = await gateway
      .refund({
        gatewayOrder: row.gatewayOrder,
        reference: row.gatewayReference,
        amountCents: row.amountCents,
        idempotencyKey: `refund-${row.id}`,
      })
      .catch((error: unknown) => {
        deps.log?.error({ err: error, paymentId: id }, 'payments: refund failed; the reconcile job retries');
        return { status: 'timeout' as const };
      });
    if (result.status !== 'refunded') return row;
    const [updated] = await db
      .update(payments)
      .set({ status: 'refunded', refundReference: result.reference, updatedAt: new Date() })
      .where(and(eq(payments.id, id), eq(payments.status, 'needs_refund')))
      .returning();
    return updated ?? (await load(id));
  }

  /**
   * The finish step: writes what was paid and marks the payment succeeded, in one transaction
   * under the payment's row lock. Finishing twice is a no-op; a charge arriving for a payment
   * already failed or expired, or whose order cannot be written, is refunded.
   */
  async function finish(id: number, charge: Charge): Promise<PaymentRow | null> {
    let late = false;
    try {
      const finished = await db.transaction(async (tx) => {
        // The payer comes with the lock: one round trip fewer while the transaction holds its
        // connection (docs/decisions/040-payment-finish-cost.md).
        const [locked] = await tx
          .select({
            row: payments,
            payer: { name: users.name, email: users.email, phone: users.phone },
          })
          .from(payments)
          .leftJoin(users, eq(users.id, payments.userId))
          .where(eq(payments.id, id))
          .for('update', { of: payments });
        if (!locked) return null;
        const { row, payer } = locked;
        if (row.status !== 'pending') {
          late = TERMINAL_FAILURES.has(row.status);
          return row;
        }
        // No one to write the order for: the charge goes back (needsRefund, below).
        if (!payer) throw new Error(`user ${row.userId} vanished`);
        const { orderId, answer } = await deps.finishers[row.kind](tx, row, charge, payer);
        const body = {
          ...answer,
          data: { ...(answer.data as object), payment: { id: row.id, state: 'succeeded' } },
        };
        const [updated] = await tx
          .update(payments)
          .set({
            status: 'succeeded',
            orderId,
            gatewayReference: charge.reference,
            cardBrand: charge.brand || null,
            cardLast4: charge.last4 || null,
            responseStatusCode: 201,
            response: body,
            updatedAt: new Date(),
          })
          .where(eq(payments.id, id))
          .returning();
        return updated ?? null;
      });
      if (!late) return finished;
    } catch (error) {
      deps.log?.error({ err: error, paymentId: id }, 'payments: finish failed after a charge; refunding');
      return needsRefund(id, charge, error instanceof Error ? error.message : 'finish_failed');
    }
    return needsRefund(id, charge, 'charged_after_failure');
  }

  /** Ends a pending payment without money taken (declined, failed at the bank, expired). */
  async function fail(
    id: number,
    code: string,
    outcome?: PaymentOutcome,
    card?: { brand: string; last4: string },
  ) {
    const [row] = await db
      .update(payments)
      .set({
        status: outcome?.statusCode === 402 ? 'declined' : 'failed',
        failureCode: code,
        // Without an answer of its own, a failed payment must not replay its redirect form.
        ...(outcome
          ? { responseStatusCode: outcome.statusCode, response: outcome.body }
          : { responseStatusCode: null, response: null }),
        ...(card ? { cardBrand: card.brand, cardLast4: card.last4 } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
      .returning();
    return row ?? (await load(id));
  }

  /** The answer for a payment as it stands (its stored answer once final). */
  function outcomeOf(row: PaymentRow, lang: Lang): PaymentOutcome {
    if (row.response && row.responseStatusCode)
      return {
        statusCode: row.responseStatusCode,
        body: row.response as Record<string, unknown>,
        replayed: false,
      };
    if (row.status === 'pending') {
      const message = translate('payment.confirming', lang);
      return {
        statusCode: 202,
        body: { status: true, message, data: { payment: paymentRef(row) } },
        replayed: false,
      };
    }
    if (row.status === 'needs_refund' || row.status === 'refunded') {
      return {
        statusCode: 409,
        body: {
          ...errorBody('payment_refunded', translate('payment.refunded', lang)),
          payment: paymentRef(row),
        },
        replayed: false,
      };
    }
    return {
      statusCode: 402,
      body: { ...errorBody('payment_declined', translate('payment.failed', lang)), payment: paymentRef(row) },
      replayed: false,
    };
  }

  /** Acts on the gateway's answer to begin (at once, or late after a timeout). */
  async function settle(row: PaymentRow, result: BeginResult, lang: Lang): Promise<PaymentOutcome> {
    switch (result.status) {
      case 'succeeded': {
        const finished = await finish(row.id, result);
        return outcomeOf(finished ?? row, lang);
      }
      case 'declined': {
        const messageKey =
          result.reason === 'insufficient_funds' ? 'payment.insufficientFunds' : 'payment.declined';
        const outcome: PaymentOutcome = {
          statusCode: 402,
          body: {
            ...errorBody('payment_declined', translate(messageKey, lang)),
            payment: { id: row.id, state: 'declined' },
          },
          replayed: false,
        };
        await fail(row.id, result.reason, outcome, result);
        return outcome;
      }
      case 'invalid': {
        // Refused before reaching a bank: nothing happened, so the attempt and its key go away.
        await db.delete(payments).where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
        const message = translate(REJECTION_MESSAGE[result.reason], lang);
        return { statusCode: 422, body: errorBody('business_rule', message), replayed: false };
      }
      case 'redirect': {
        const body = {
          status: true,
          message: translate('payment.redirect', lang),
          data: { payment: paymentRef(row), redirect: result.redirect },
        };
        // Kept on the payment: a retry with the same key gets the same form, and a new attempt
        // knows this one waits on the customer at the bank's page (insertPendingPayment).
        await db
          .update(payments)
          .set({ responseStatusCode: 200, response: body, updatedAt: new Date() })
          .where(and(eq(payments.id, row.id), eq(payments.status, 'pending')));
        return { statusCode: 200, body, replayed: false };
      }
      case 'timeout':
        return outcomeOf(row, lang);
    }
  }

  /**
   * The charge step: the gateway is called with no transaction open and no row locked, for at
   * most PAYMENT_GATEWAY_TIMEOUT_MS. Past that the payment stays pending (202); a late answer
   * is still acted on, and the reconcile job covers one that never comes.
   */
  async function charge(row: PaymentRow, input: { card?: CardInput; lang: Lang; description: string }) {
    // An order on account takes no money through a gateway (docs/decisions/053-pay-on-account.md).
    if (row.method === 'account') throw new Error(`payment ${row.id} is on account: nothing to charge`);
    const begun = gateway.begin({
      paymentId: row.id,
      gatewayOrder: row.gatewayOrder ?? gatewayOrderNumber(row.id),
      amountCents: row.amountCents,
      currency: 'EUR',
      description: input.description,
      idempotencyKey: `${row.userId}-${row.idempotencyKey}`,
      ...(input.card ? { card: input.card } : {}),
      method: row.method,
      lang: input.lang,
      returnUrlOk: returnUrl(deps.publicUrl, row.id, 'ok'),
      returnUrlKo: returnUrl(deps.publicUrl, row.id, 'ko'),
      notificationUrl: `${deps.publicUrl}/api/payments/${gateway.name}/notification`,
    });
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<BeginResult>((resolve) => {
      timer = setTimeout(() => resolve({ status: 'timeout' }), deps.timeoutMs);
    });
    const guarded = begun.catch((error: unknown): BeginResult => {
      deps.log?.warn(
        { err: error, paymentId: row.id },
        'payments: gateway error; left pending for reconcile',
      );
      return { status: 'timeout' };
    });
    const result = await Promise.race([guarded, timeout]);
    clearTimeout(timer);
    if (result.status === 'timeout') {
      void guarded
        .then((late) => (late.status === 'timeout' ? null : settle(row, late, input.lang)))
        .catch((error: unknown) =>
          deps.log?.error({ err: error, paymentId: row.id }, 'payments: late answer'),
        );
    }
    return settle(row, result, input.lang);
  }

  /** A gateway's notification, signature already checked: amount and currency against the payment, then finish or fail. */
  async function notify(notification: GatewayNotification): Promise<PaymentRow | null> {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.gatewayOrder, notification.gatewayOrder))
      .limit(1);
    if (!row) return null;
    const matches = notification.amountCents === row.amountCents && notification.currency === row.currency;
    if (notification.succeeded && matches) {
      return finish(row.id, {
        reference: notification.reference,
        brand: notification.brand ?? notification.method ?? '',
        last4: notification.last4 ?? '',
      });
    }
    if (!matches) deps.log?.warn({ paymentId: row.id }, 'payments: notification amount or currency mismatch');
    if (notification.succeeded) {
      // Signed by the bank as taken, but not what this payment froze: no order; the money goes
      // back and the payment stays in staff's needs_refund list until the bank confirms it.
      await needsRefund(
        row.id,
        {
          reference: notification.reference,
          brand: notification.brand ?? notification.method ?? '',
          last4: notification.last4 ?? '',
        },
        'amount_mismatch',
      );
      return load(row.id);
    }
    const lang = parseLang(row.lang);
    return fail(row.id, matches ? `gateway_${notification.responseCode}` : 'amount_mismatch', {
      statusCode: 402,
      body: {
        ...errorBody('payment_declined', translate('payment.declined', lang)),
        payment: { id: row.id, state: 'declined' },
      },
      replayed: false,
    });
  }

  /**
   * The reconcile step (a recurring job): payments pending longer than `afterMinutes` are
   * asked about at the gateway and finished or failed; those with no word after `expireMinutes`
   * are failed; charges left needing a refund are refunded again.
   */
  async function reconcile(afterMinutes: number, expireMinutes: number, now = new Date()) {
    const before = new Date(now.getTime() - afterMinutes * 60_000);
    const expireBefore = new Date(now.getTime() - expireMinutes * 60_000);
    const stale = await db
      .select()
      .from(payments)
      .where(and(inArray(payments.status, ['pending', 'needs_refund']), lt(payments.updatedAt, before)))
      .orderBy(payments.id)
      .limit(100);
    const counts = { finished: 0, failed: 0, refunded: 0, waiting: 0 };
    for (const row of stale) {
      if (row.status === 'needs_refund') {
        if ((await refund(row.id))?.status === 'refunded') counts.refunded++;
        continue;
      }
      const word = row.gatewayOrder
        ? await gateway.lookup(row.gatewayOrder).catch(() => ({ status: 'unknown' as const }))
        : { status: 'unknown' as const };
      if (
        word.status === 'succeeded' &&
        word.amountCents !== undefined &&
        word.amountCents !== row.amountCents
      ) {
        // Taken by the bank, but not what this payment froze: no order, the money goes back.
        const done = await needsRefund(
          row.id,
          { reference: word.reference, brand: row.cardBrand ?? '', last4: row.cardLast4 ?? '' },
          'amount_mismatch',
        );
        if (done?.status === 'refunded' || done?.status === 'needs_refund') counts.refunded++;
      } else if (word.status === 'succeeded') {
        const done = await finish(row.id, {
          reference: word.reference,
          brand: row.cardBrand ?? '',
          last4: row.cardLast4 ?? '',
        });
        if (done?.status === 'succeeded') counts.finished++;
        else if (done?.status === 'refunded' || done?.status === 'needs_refund') counts.refunded++;
      } else if (word.status === 'failed' || row.createdAt < expireBefore) {
        await fail(row.id, word.status === 'failed' ? word.code : 'expired');
        counts.failed++;
      } else counts.waiting++;
    }
    return counts;
  }

  return { charge, finish, fail, notify, reconcile, refund, outcomeOf, load };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;

/** Fresh keys for payments sent without an Idempotency-Key (each attempt its own). */
export function autoKey() {
  return `auto-${randomUUID()}`;
}

/** Counts pending payments reserving a coupon (its limit counts them, without locking it across a charge). */
export async function pendingCouponReservations(tx: Db, couponId: number): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(and(eq(payments.couponId, couponId), eq(payments.status, 'pending')));
  return row?.n ?? 0;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The paying state machine, for the reconcile job and tests. */
    paymentFlow: PaymentFlow;
    paymentGateway: PaymentGateway;
  }
}
