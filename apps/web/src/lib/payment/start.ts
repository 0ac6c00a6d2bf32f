import { apiRequest } from '../api-client';
import type { PaymentMethod, PaymentStartData, ShownFigures } from './types';

/** The card fields of the sandbox, which takes the card on our page (lib/card.ts builds them). */
export type CardFields = { number: string; exp_month: number; exp_year: number; cvc: string };

export type StartPaymentInput = {
  /** POST /api/payment (the cart) or POST /api/buy/service (an accepted quote). */
  endpoint: '/payment' | '/buy/service';
  /** What the payment is for, beside the figures: the order, the address, the country... */
  body: Record<string, unknown>;
  figures: ShownFigures;
  method: PaymentMethod;
  /** Absent when the gateway takes the card on its own page, or for Bizum. */
  card?: CardFields;
  /** One per attempt, the same for a retry of it (lib/attempt-key.ts). */
  idempotencyKey: string;
};

/**
 * Starts a payment with the figures the customer was shown: the server charges them or answers
 * 409 price_changed with the new ones, and never charges a total the customer did not see
 * (docs/decisions/037-storefront-payment-flow.md).
 */
export function startPayment({ endpoint, body, figures, method, card, idempotencyKey }: StartPaymentInput) {
  return apiRequest<PaymentStartData>(endpoint, {
    method: 'POST',
    body: { ...body, ...figures, method, ...(card ?? {}) },
    headers: { 'idempotency-key': idempotencyKey },
  });
}
