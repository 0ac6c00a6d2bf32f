/**
 * The contract between the paying flow and a gateway (docs/product.md#payments, issue 20).
 * The flow is a state machine: start (short transaction: a `pending` payment row freezes what
 * is paid) → charge (no transaction open: this interface) → finish (second transaction,
 * keyed by the gateway's reference). A gateway never touches the database.
 */

/** Card fields, only for gateways that take them on our page (the sandbox). */
export type CardInput = { number: string; expMonth: number; expYear: number; cvc: string };

export type BeginRequest = {
  /** Our payment's id. */
  paymentId: number;
  /**
   * The order number the gateway sees, unique per attempt. Redsys's rule: 4-12 characters,
   * the first 4 digits (see gatewayOrderNumber in ./gateway-contract.ts).
   */
  gatewayOrder: string;
  amountCents: number;
  currency: 'EUR';
  description: string;
  /** Passed to the gateway so a retried begin is charged once there too. */
  idempotencyKey: string;
  /** Present for the sandbox's card fields; a redirect gateway ignores it. */
  card?: CardInput;
  /** 'card' or 'bizum' (Redsys Ds_Merchant_PayMethods 'z'). */
  method: 'card' | 'bizum';
  lang: 'en' | 'ar' | 'es';
  /** Where the customer comes back to (URLOK / URLKO), absolute. */
  returnUrlOk: string;
  returnUrlKo: string;
  /** Where the gateway's server-to-server notification goes, absolute. */
  notificationUrl: string;
};

/** A form the browser posts to the gateway's page (Redsys redirect, sandbox 3-D Secure step). */
export type RedirectForm = { url: string; fields: Record<string, string> };

export type BeginResult =
  /** Charged at once (sandbox card without a customer step). */
  | { status: 'succeeded'; reference: string; brand: string; last4: string }
  | { status: 'declined'; reason: 'card_declined' | 'insufficient_funds'; brand: string; last4: string }
  /** Refused before reaching a bank (Luhn, expiry, CVC); nothing is recorded as charged. */
  | { status: 'invalid'; reason: 'invalid_number' | 'expired' | 'invalid_cvc' }
  /** The customer must go to the gateway's page; the outcome arrives as a notification. */
  | { status: 'redirect'; redirect: RedirectForm }
  /** The gateway did not answer in time: the payment stays pending and is reconciled. */
  | { status: 'timeout' };

/** A gateway's asynchronous word on a payment, after its signature has been checked. */
export type GatewayNotification = {
  gatewayOrder: string;
  amountCents: number;
  currency: 'EUR';
  merchantCode: string;
  /** Redsys Ds_Response 0000-0099 is success. */
  succeeded: boolean;
  /** The gateway's authorisation reference (Redsys Ds_AuthorisationCode) or decline code. */
  reference: string;
  responseCode: string;
  /** 'card' or 'bizum', when the gateway says. */
  method?: 'card' | 'bizum';
  brand?: string;
  last4?: string;
};

export type NotificationCheck =
  | { ok: true; notification: GatewayNotification }
  | { ok: false; reason: 'bad_signature' | 'malformed' };

export type RefundRequest = {
  gatewayOrder: string;
  reference: string;
  amountCents: number;
  /** A refund retried with the same key refunds once. */
  idempotencyKey: string;
};

export type RefundResult =
  | { status: 'refunded'; reference: string }
  | { status: 'failed'; code: string }
  | { status: 'timeout' };

export type LookupResult =
  /** `amountCents`, when the gateway says: the reconcile job refunds a charge of another amount. */
  | { status: 'succeeded'; reference: string; amountCents?: number }
  | { status: 'failed'; code: string }
  /** The gateway has no word yet (the customer may still be on its page). */
  | { status: 'unknown' };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'redsys';
  /** Hosts the storefront's CSP `form-action` must allow (the bank's page), e.g. 'https://sis-t.redsys.es:25443'. */
  readonly formActionOrigins: string[];
  begin(request: BeginRequest): Promise<BeginResult>;
  /** Checks a notification's signature and reads it. Form-encoded body, as received. */
  checkNotification(body: Record<string, string>): NotificationCheck;
  /** Asked by the reconcile job about a payment left pending. */
  lookup(gatewayOrder: string): Promise<LookupResult>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Whether a refund sent again with the same `idempotencyKey` refunds once (the sandbox). When
   * not (Redsys's REST refund has no key), a refund whose outcome was lost is left to staff
   * instead of being sent again (docs/decisions/042-cancellations-refunds-credit-notes.md).
   */
  readonly idempotentRefunds?: boolean;
}

/**
 * Redsys's order-number rule: 4-12 characters, the first 4 digits, unique per attempt.
 * Our payment id, zero-padded to 4+ digits, then a base-36 attempt suffix.
 */
export function gatewayOrderNumber(paymentId: number, attempt = 0): string {
  const digits = String(paymentId).padStart(8, '0').slice(-10);
  const suffix = attempt > 0 ? attempt.toString(36).slice(-2) : '';
  return `${digits}${suffix}`.slice(0, 12);
}
