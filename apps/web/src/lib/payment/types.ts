/**
 * The payment answers of issue 20's contract (docs/checkout-api.md#payment): POST /api/payment,
 * POST /api/buy/service and GET /api/payments/{id}, inferred from @shop/shared/api/checkout
 * (docs/decisions/031-shared-answer-types.md); only what the page itself keeps is written here.
 */
import type { PaymentAnswer, PaymentStarted } from '@shop/shared/api/checkout';

export type {
  GatewayRedirect,
  PaymentKind,
  PaymentMethod,
  PaymentState,
  PaymentStatus,
  PriceBreakdown,
} from '@shop/shared/api/checkout';

/**
 * The figures the customer was shown, sent with the payment so the server charges only them
 * (euros, as the spec's payload names them); `total_amount` is what the server compares.
 */
export type ShownFigures = { amount: number; shipment_price: number; total_amount: number };

/** What the customer saw beside the three figures, to say what changed on a 409. */
export type ShownBreakdown = ShownFigures & {
  discount: number;
  vat_amount: number;
  /** Null where the page showed the VAT's amount only (a quote's fees). */
  vat_rate: number | null;
};

/** `data` of a payment's start: charged (201), to the bank (200) or still being confirmed (202). */
export type PaymentStartData = Partial<Omit<PaymentAnswer, 'payment'>> & Partial<PaymentStarted>;
