import { randomBytes } from 'node:crypto';

/** Card fields as the sandbox receives them (a production gateway takes a token instead). */
export type CardDetails = { number: string; expMonth: number; expYear: number; cvc: string };

export type ChargeRequest = {
  amountCents: number;
  currency: 'EUR';
  card: CardDetails;
  /** Passed on to the gateway, so a retried request is charged once there too. */
  idempotencyKey: string;
  description: string;
};

export type CardRejection = 'invalid_number' | 'expired' | 'invalid_cvc';
export type DeclineReason = 'card_declined' | 'insufficient_funds';

export type ChargeResult =
  | { status: 'succeeded'; reference: string; brand: string; last4: string }
  | { status: 'declined'; reason: DeclineReason; brand: string; last4: string }
  | { status: 'invalid'; reason: CardRejection };

/**
 * Where card payments go (docs/product.md#payments). The built-in sandbox is the
 * default; a production gateway (Stripe PaymentIntents with hosted card fields) implements
 * the same interface, so card data then never reaches this server.
 */
export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
}

export function digitsOnly(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'card';
}

/** A card is valid through the last day of its expiry month. Two-digit years are 20xx. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const year = expYear < 100 ? 2000 + expYear : expYear;
  const current = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
  return year * 12 + expMonth < current;
}

/** Checks that need no gateway: number, expiry, CVC. Null when the card may be charged. */
export function rejectCard(card: CardDetails, now = new Date()): CardRejection | null {
  const digits = digitsOnly(card.number);
  if (!passesLuhn(digits)) return 'invalid_number';
  if (card.expMonth < 1 || card.expMonth > 12 || isExpired(card.expMonth, card.expYear, now))
    return 'expired';
  const cvcLength = cardBrand(digits) === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc)) return 'invalid_cvc';
  return null;
}

/** Stripe's well-known test numbers that fail. Every other valid number succeeds. */
const SANDBOX_DECLINES: Record<string, DeclineReason> = {
  '4000000000000002': 'card_declined',
  '4000000000009995': 'insufficient_funds',
};

export type SandboxOptions = {
  /**
   * Test only (SANDBOX_CHARGE_DELAY_MS): each charge takes this long, so a test can stop a
   * process in the middle of a payment. 0 by default; never used in production.
   */
  chargeDelayMs?: number;
};

/** The built-in sandbox: real checks, no money moves. */
export function createSandboxGateway({ chargeDelayMs = 0 }: SandboxOptions = {}): PaymentGateway {
  return {
    name: 'sandbox',
    async charge({ card }) {
      if (chargeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chargeDelayMs));
      const rejection = rejectCard(card);
      if (rejection) return { status: 'invalid', reason: rejection };
      const digits = digitsOnly(card.number);
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      const decline = SANDBOX_DECLINES[digits];
      if (decline) return { status: 'declined', reason: decline, brand, last4 };
      return { status: 'succeeded', reference: `sbx_${randomBytes(12).toString('hex')}`, brand, last4 };
    },
  };
}
