/**
 * The payment answers of issue 20's contract (docs/checkout-api.md#payment): POST /api/payment,
 * POST /api/buy/service and GET /api/payments/{id}. Written here, not in @shop/shared/api, until
 * the API's own schemas for them land; docs/decisions/037-storefront-payment-flow.md.
 */
import type { PaymentAnswer } from '@shop/shared/api/checkout';

export type PaymentState = 'pending' | 'succeeded' | 'declined' | 'failed' | 'needs_refund' | 'refunded';
export type PaymentMethod = 'card' | 'bizum';
export type PaymentKind = 'cart' | 'service';

/** A form the browser posts to the bank's page (Redsys) or the sandbox's 3-D Secure step. */
export type GatewayRedirect = { url: string; fields: Record<string, string> };

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

/** 409 price_changed: the new figures, named like the payload so they can be sent back. */
export type PriceBreakdown = ShownFigures & {
  discount: number;
  vat_amount: number;
  vat_rate: number;
  currency: 'EUR';
};

/** `data` of a payment's start: charged (201), to the bank (200) or still being confirmed (202). */
export type PaymentStartData = Partial<PaymentAnswer> & {
  payment?: { id: number; state: PaymentState };
  redirect?: GatewayRedirect;
};

/** GET /api/payments/{id}. */
export type PaymentStatus = {
  id: number;
  state: PaymentState;
  method: PaymentMethod;
  amount: number;
  order_id: number | null;
  order_code: string | null;
  kind: PaymentKind;
  message: string;
};
