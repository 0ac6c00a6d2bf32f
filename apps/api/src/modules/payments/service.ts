import { createHash, randomUUID } from 'node:crypto';
import type { Lang } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type MessageKey, translate } from '../../lib/messages';
import { type CardDetails, type CardRejection, digitsOnly, type PaymentGateway } from './gateway';
import { payments } from './table';

/** The card fields of the spec's payment payloads. */
export type CardFields = { number: string; exp_month: number; exp_year: number; cvc: string };

/** What a payment route answers: status and body, also what a replay of the same key returns. */
export type PaymentOutcome = { statusCode: number; body: Record<string, unknown>; replayed: boolean };

const REJECTION_MESSAGE: Record<CardRejection, MessageKey> = {
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
  const digits = digitsOnly(card.number);
  const canonical = JSON.stringify([
    kind,
    digits.slice(0, 6),
    digits.slice(-4),
    digits.length,
    card.exp_month,
    card.exp_year,
    ...rest,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

/**
 * Stripe's idempotency rule, checked inside the paying transaction after its lock: the
 * first answer for this user and key again, or 409 for the same key with another request.
 */
export async function replayPayment(
  tx: Db,
  userId: number,
  idempotencyKey: string | null,
  requestHash: string,
): Promise<PaymentOutcome | null> {
  if (!idempotencyKey) return null;
  const [previous] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (!previous) return null;
  if (previous.requestHash !== requestHash) throw new AppError('conflict', 'payment.idempotencyConflict');
  return {
    statusCode: previous.responseStatusCode ?? 200,
    body: previous.response as Record<string, unknown>,
    replayed: true,
  };
}

export type ChargeInput = {
  userId: number;
  idempotencyKey: string | null;
  requestHash: string;
  amountCents: number;
  card: CardFields;
  description: string;
  lang: Lang;
};

export type Charged = {
  brand: string;
  last4: string;
  /** Records the successful payment of an order with the answer a replay will return. */
  record(orderId: number, answer: Record<string, unknown>, statusCode?: number): Promise<void>;
};

/**
 * Charges through the gateway inside the caller's transaction. A card that fails the basic
 * checks throws 422 (nothing recorded); a decline is recorded with its 402 answer (so a
 * replay gives it again) and returned as `declined`; a success returns a `record` to call
 * once the order is written.
 */
export async function chargeCard(
  tx: Db,
  gateway: PaymentGateway,
  input: ChargeInput,
): Promise<{ declined: PaymentOutcome } | { charged: Charged }> {
  const key = input.idempotencyKey ?? `auto-${randomUUID()}`;
  const card: CardDetails = {
    number: input.card.number,
    expMonth: input.card.exp_month,
    expYear: input.card.exp_year,
    cvc: input.card.cvc,
  };
  const result = await gateway.charge({
    amountCents: input.amountCents,
    currency: 'EUR',
    card,
    idempotencyKey: key,
    description: input.description,
  });
  if (result.status === 'invalid') throw new AppError('business_rule', REJECTION_MESSAGE[result.reason]);
  const row = {
    userId: input.userId,
    idempotencyKey: key,
    requestHash: input.requestHash,
    gateway: gateway.name,
    amountCents: input.amountCents,
    cardBrand: result.brand,
    cardLast4: result.last4,
  };
  if (result.status === 'declined') {
    const messageKey =
      result.reason === 'insufficient_funds' ? 'payment.insufficientFunds' : 'payment.declined';
    const body = errorBody('payment_declined', translate(messageKey, input.lang));
    await tx.insert(payments).values({ ...row, status: 'declined', responseStatusCode: 402, response: body });
    return { declined: { statusCode: 402, body, replayed: false } };
  }
  return {
    charged: {
      brand: result.brand,
      last4: result.last4,
      async record(orderId, answer, statusCode = 201) {
        await tx.insert(payments).values({
          ...row,
          orderId,
          status: 'succeeded',
          gatewayReference: result.reference,
          responseStatusCode: statusCode,
          response: answer,
        });
      },
    },
  };
}

/** Stripe-style: an opaque client-chosen key, visible ASCII, bounded. */
export function idempotencyKeyOf(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,200}$/.test(value))
    throw new AppError('bad_request', 'payment.badKey');
  return value;
}
