import { ApiError, type Envelope } from '../api-client';
import type { GatewayRedirect, PaymentStartData, PriceBreakdown } from './types';

/** What a payment's start answered, as the page acts on it. */
export type StartOutcome =
  | { kind: 'paid'; envelope: Envelope<PaymentStartData> }
  /** 200: post the form to the bank's page (or the sandbox's challenge). */
  | { kind: 'redirect'; paymentId: number | null; redirect: GatewayRedirect }
  /** 202: the gateway has not answered yet; the result page follows the payment. */
  | { kind: 'pending'; paymentId: number };

export function readStart(envelope: Envelope<PaymentStartData>): StartOutcome {
  const data = envelope.data ?? {};
  if (data.redirect)
    return { kind: 'redirect', paymentId: data.payment?.id ?? null, redirect: data.redirect };
  if (!data.order && data.payment?.state === 'pending')
    return { kind: 'pending', paymentId: data.payment.id };
  return { kind: 'paid', envelope };
}

/** Why a payment's start failed, as the page acts on it. */
export type FailureOutcome =
  /** 409 price_changed: show the new figures and offer to pay them; nothing was charged. */
  | { kind: 'priceChanged'; message: string; breakdown: PriceBreakdown }
  /** 409 payment_in_progress: this cart or order is already being paid; follow that payment. */
  | { kind: 'inProgress'; paymentId: number }
  /** 429: too many attempts; the server's sentence, in the customer's language. */
  | { kind: 'throttled'; lines: string[] }
  /** Declined, invalid card, no or incomplete address...: the server's sentences. */
  | { kind: 'refused'; lines: string[] }
  /** No answer or a server fault: the outcome is unknown, a retry repeats the same attempt. */
  | { kind: 'unknown' };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

function breakdownOf(body: unknown): PriceBreakdown | null {
  const b = (body as { breakdown?: Record<string, unknown> } | null)?.breakdown;
  if (!b) return null;
  const figures = ['amount', 'shipment_price', 'vat_rate', 'vat_amount', 'discount', 'total_amount'] as const;
  if (!figures.every((key) => isNumber(b[key]))) return null;
  return { ...(b as Omit<PriceBreakdown, 'currency'>), currency: 'EUR' };
}

function paymentIdOf(body: unknown): number | null {
  const id = (body as { payment?: { id?: unknown } } | null)?.payment?.id;
  return isNumber(id) ? id : null;
}

export function readFailure(error: unknown): FailureOutcome {
  if (!(error instanceof ApiError)) return { kind: 'unknown' };
  const lines = error.errors.length > 0 ? error.errors : [error.message];
  if (error.status === 409 && error.code === 'price_changed') {
    const breakdown = breakdownOf(error.body);
    // An older server's 409 had no figures: its sentence still says what to do.
    return breakdown
      ? { kind: 'priceChanged', message: error.message, breakdown }
      : { kind: 'refused', lines };
  }
  if (error.status === 409 && error.code === 'payment_in_progress') {
    const paymentId = paymentIdOf(error.body);
    if (paymentId !== null) return { kind: 'inProgress', paymentId };
  }
  if (error.status === 429) return { kind: 'throttled', lines };
  if (error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 403) {
    return { kind: 'refused', lines };
  }
  return { kind: 'unknown' };
}
