import { createHash, randomUUID } from 'node:crypto';
import type { Lang } from '@shop/shared';
import type { PaymentOptions } from '@shop/shared/api/checkout';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type MessageKey, translate } from '../../lib/messages';
import { consume, giveBackAttempts, type Limit, users } from '../accounts';
import { type CardRejection, digitsOnly } from './gateway';
import { type CardInput, gatewayOrderNumber, type PaymentGateway } from './gateway-contract';
import { type PaymentRow, payments } from './table';

/** The card fields of the spec's payment payloads (absent when the gateway takes the card on its page). */
export type CardFields = {
  number?: string | undefined;
  exp_month?: number | undefined;
  exp_year?: number | undefined;
  cvc?: string | undefined;
};

/** What a payment route answers: status and body, also what a replay of the same key returns. */
export type PaymentOutcome = { statusCode: number; body: Record<string, unknown>; replayed: boolean };

export const REJECTION_MESSAGE: Record<CardRejection, MessageKey> = {
  invalid_number: 'payment.invalidNumber',
  expired: 'payment.expired',
  invalid_cvc: 'payment.invalidCvc',
};

export function errorBody(code: string, message: string) {
  return { status: false, code, message, errors: [message] };
}

/**
 * Fingerprint of a payment request for idempotency: a key reused with another request is a
 * 409. The card enters only as its first six and last four digits (never stored whole).
 */
export function paymentRequestHash(kind: string, card: CardFields, ...rest: (number | string)[]): string {
  const digits = digitsOnly(card.number ?? '');
  const canonical = JSON.stringify([
    kind,
    digits.slice(0, 6),
    digits.slice(-4),
    digits.length,
    card.exp_month ?? 0,
    card.exp_year ?? 0,
    ...rest,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/** Hash of what a payment freezes, so staff and tests can tell two priced carts apart. */
export function pricedHash(snapshot: unknown): string {
  return createHash('sha256').update(JSON.stringify(snapshot)).digest('hex');
}

export type StartInput = {
  userId: number;
  kind: PaymentRow['kind'];
  /** 'cart:<id>' or 'order:<id>': one pending payment each. */
  subject: string;
  idempotencyKey: string | null;
  requestHash: string;
  gateway: string;
  method: PaymentRow['method'];
  lang: Lang;
  amountCents: number;
  snapshot: unknown;
  couponId?: number | null;
  orderId?: number | null;
};

/** A pending payment whose start answered the redirect form: it waits on the customer at the bank's page. */
function waitsAtBank(row: Pick<PaymentRow, 'status' | 'responseStatusCode'>) {
  return row.status === 'pending' && row.responseStatusCode === 200;
}

/** 409 payment_in_progress: the client follows the payment already under way. */
export function inProgress(row: Pick<PaymentRow, 'id' | 'status'>, lang: Lang): PaymentOutcome {
  return {
    statusCode: 409,
    body: {
      ...errorBody('payment_in_progress', translate('payment.inProgress', lang)),
      payment: { id: row.id, state: row.status },
    },
    replayed: false,
  };
}

/**
 * Stripe's idempotency rule, checked in the start transaction after its lock: the first
 * answer for this user and key again (or the payment under way), or 409 for the same key
 * with another request.
 */
export async function replayPayment(
  tx: Db,
  userId: number,
  idempotencyKey: string | null,
  requestHash: string,
  lang: Lang,
): Promise<PaymentOutcome | null> {
  if (!idempotencyKey) return null;
  const [previous] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!previous) return null;
  if (previous.requestHash !== requestHash) throw new AppError('conflict', 'payment.idempotencyConflict');
  if (!previous.response || (previous.status === 'pending' && !waitsAtBank(previous)))
    return inProgress(previous, lang);
  return {
    statusCode: previous.responseStatusCode ?? 200,
    body: previous.response as Record<string, unknown>,
    replayed: true,
  };
}

/**
 * The end of the start step, inside its transaction: a `pending` payment freezing what is
 * paid, or the payment already under way for the same cart or order (409 payment_in_progress;
 * the partial unique index makes this hold across processes too).
 */
export async function insertPendingPayment(
  tx: Db,
  input: StartInput,
): Promise<{ payment: PaymentRow } | { outcome: PaymentOutcome }> {
  const [running] = await tx
    .select({ id: payments.id, status: payments.status, responseStatusCode: payments.responseStatusCode })
    .from(payments)
    .where(and(eq(payments.subject, input.subject), eq(payments.status, 'pending')))
    .limit(1);
  if (running && !waitsAtBank(running)) return { outcome: inProgress(running, input.lang) };
  if (running) {
    // The customer left the bank's page (Redsys sends no word then): a new attempt replaces
    // it rather than waiting PAYMENT_EXPIRE_AFTER_MINUTES. Safe for money: should the old
    // form still be paid, its success arrives for a failed payment and is refunded (flow.finish).
    await tx
      .update(payments)
      .set({
        status: 'failed',
        failureCode: 'superseded',
        responseStatusCode: null,
        response: null,
        updatedAt: new Date(),
      })
      .where(and(eq(payments.id, running.id), eq(payments.status, 'pending')));
  }
  const [inserted] = await tx
    .insert(payments)
    .values({
      userId: input.userId,
      kind: input.kind,
      subject: input.subject,
      idempotencyKey: input.idempotencyKey ?? `auto-${randomUUID()}`,
      requestHash: input.requestHash,
      gateway: input.gateway,
      method: input.method,
      lang: input.lang,
      amountCents: input.amountCents,
      status: 'pending',
      snapshot: input.snapshot,
      pricedHash: pricedHash(input.snapshot),
      couponId: input.couponId ?? null,
      orderId: input.orderId ?? null,
    })
    .returning();
  if (!inserted) throw new Error('payment insert returned nothing');
  const gatewayOrder = gatewayOrderNumber(inserted.id);
  const [payment] = await tx
    .update(payments)
    .set({ gatewayOrder })
    .where(eq(payments.id, inserted.id))
    .returning();
  return { payment: payment ?? { ...inserted, gatewayOrder } };
}

/** Stripe-style: an opaque client-chosen key, visible ASCII, bounded. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,200}$/.test(value))
    throw new AppError('bad_request', 'payment.badKey');
  return value;
}

type OrderCodes = (db: Db, orderIds: number[]) => Promise<Map<number, string>>;

/** GET /api/payments/:id: the owner's payment (another's is 404, its existence not revealed). */
export async function paymentForOwner(
  db: Db,
  orderCodes: OrderCodes,
  userId: number,
  id: number,
  lang: Lang,
) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.id, id), eq(payments.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'payment.notFound');
  const orderId = row.status === 'succeeded' ? row.orderId : null;
  return {
    id: row.id,
    state: row.status,
    method: row.method,
    amount: row.amountCents / 100,
    order_id: orderId,
    order_code: orderId === null ? null : ((await orderCodes(db, [orderId])).get(orderId) ?? null),
    kind: row.kind,
    message: translate(`payment.state.${row.status}`, lang),
  };
}

/** GET /api/admin/payments: staff see payments by state (needs_refund first of all), newest first. */
export async function listPaymentsForStaff(
  db: Db,
  state: PaymentRow['status'] | undefined,
  paging: { page: number; perPage: number },
) {
  const where = state ? eq(payments.status, state) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        payment: payments,
        userEmail: users.email,
        // The order's code without importing orders (payments sits below it: decision 030).
        orderCode: sql<string | null>`(select o.code from orders o where o.id = ${payments.orderId})`,
      })
      .from(payments)
      .innerJoin(users, eq(users.id, payments.userId))
      .where(where)
      .orderBy(desc(payments.id))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where),
  ]);
  return {
    items: rows.map(({ payment: row, userEmail, orderCode }) => ({
      id: row.id,
      state: row.status,
      kind: row.kind,
      user_id: row.userId,
      user_email: userEmail,
      order_id: row.orderId,
      order_code: orderCode,
      amount: row.amountCents / 100,
      method: row.method,
      gateway: row.gateway,
      gateway_order: row.gatewayOrder,
      gateway_reference: row.gatewayReference,
      refund_reference: row.refundReference,
      failure: row.failureCode,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
    })),
    page: paging.page,
    per_page: paging.perPage,
    total: total?.n ?? 0,
  };
}

/** Payments staff must look at (the admin dashboard's count): charged without an order, or stuck. */
export async function countPaymentsNeedingStaff(db: Db) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'needs_refund'));
  return row?.n ?? 0;
}

/**
 * Card testing (many declines from one account or against one address) is stopped at ten
 * failed attempts a minute each: every attempt counts when it starts (so parallel ones cannot
 * slip past), and a payment that goes through gives its attempt back.
 */
const ATTEMPTS_PER_MINUTE = 10;

export async function throttlePayments(db: Db, userId: number, addressId: number | null) {
  const limits: Limit[] = [
    { key: `pay:acct:${userId}`, max: ATTEMPTS_PER_MINUTE, windowSeconds: 60 },
    ...(addressId === null
      ? []
      : [{ key: `pay:addr:${addressId}`, max: ATTEMPTS_PER_MINUTE, windowSeconds: 60 }]),
  ];
  await consume(db, limits);
  return {
    /** Gives the attempt back when it was charged, is on its way to the bank or is pending. */
    settle: async (outcome: PaymentOutcome) => {
      if (outcome.statusCode < 300) await giveBackAttempts(db, limits);
    },
  };
}

/**
 * The card the gateway needs on our page: the sandbox's card method takes the spec's card
 * fields; Redsys and Bizum take the card on the bank's page, so none is read.
 */
export function cardInput(
  gateway: PaymentGateway,
  body: CardFields & { method?: string | undefined },
): CardInput | undefined {
  // Refused before anything is started: Redsys's begin rejects a method the contract lacks,
  // which would leave a pending payment no bank will ever answer.
  const method = body.method ?? 'card';
  if (!paymentOptions(gateway).methods.some((offered) => offered === method))
    throw new AppError('business_rule', 'payment.methodNotOffered');
  if (gateway.name !== 'sandbox' || method === 'bizum') return undefined;
  const { number, exp_month, exp_year, cvc } = body;
  if (number === undefined || exp_month === undefined || exp_year === undefined || cvc === undefined)
    throw new AppError('validation_error', 'payment.cardRequired');
  return { number, expMonth: exp_month, expYear: exp_year, cvc };
}

/**
 * GET /api/payments/options: the sandbox takes cards on our page and confirms Bizum on its
 * challenge page; Redsys takes cards on the bank's page and Bizum only with REDSYS_PAY_METHODS=z.
 */
export function paymentOptions(gateway: PaymentGateway): PaymentOptions {
  const bizum = gateway.name === 'sandbox' || ('offersBizum' in gateway && gateway.offersBizum === true);
  return {
    gateway: gateway.name,
    card_on_page: gateway.name === 'sandbox',
    methods: bizum ? ['card', 'bizum'] : ['card'],
  };
}
