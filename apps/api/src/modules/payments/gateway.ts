import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import { dirname } from 'node:path';
import type { CardInput, LookupResult, PaymentGateway } from './gateway-contract';

/** Card fields as the sandbox receives them (a production gateway takes them on its own page). */
export type CardDetails = CardInput;

export type CardRejection = 'invalid_number' | 'expired' | 'invalid_cvc';
export type DeclineReason = 'card_declined' | 'insufficient_funds';

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

/** The sandbox's card that needs a customer step, like 3-D Secure: a challenge page, then the outcome. */
export const SANDBOX_CHALLENGE_CARD = '4000002760003184';

export type SandboxOptions = {
  /**
   * Test only (SANDBOX_CHARGE_DELAY_MS): a successful charge's answer takes this long after the
   * charge is recorded, so a test can stop a process between charge and finish. 0 by default; never used in production.
   */
  chargeDelayMs?: number;
  /**
   * A file where the sandbox writes each charge and refund before answering (one JSON line),
   * so its lookup still knows them after a crash and restart: the reconcile job finishes a
   * payment charged before a kill -9. In memory only when unset (tests).
   */
  journalPath?: string;
  /** Signs the challenge page's form, so only a challenge we started can finish a payment. */
  secret?: string;
  /** Where the challenge page is (absolute URL of POST /api/payments/sandbox/challenge). */
  challengeUrl?: string;
};

type JournalEntry = {
  /** The gateway order of a charge, or `refund:<idempotency key>` for a refund. */
  order: string;
  status: 'succeeded' | 'failed' | 'refunded';
  reference: string;
  /** Refunds: the charge refunded and how much. */
  charge?: string;
  amountCents?: number;
};

/** The sandbox's word on one gateway order, read from its journal. */
class SandboxJournal {
  private readonly entries = new Map<string, JournalEntry>();
  constructor(private readonly path?: string) {
    if (!path) return;
    fs.mkdirSync(dirname(path), { recursive: true });
    if (!fs.existsSync(path)) return;
    for (const line of fs.readFileSync(path, 'utf8').split('\n')) {
      if (!line.trim()) continue;
      try {
        const entry = JSON.parse(line) as JournalEntry;
        this.entries.set(entry.order, entry);
      } catch {
        // A line cut by a crash: the charge it would record never answered either.
      }
    }
  }
  get(order: string) {
    return this.entries.get(order);
  }
  write(entry: JournalEntry) {
    this.entries.set(entry.order, entry);
    // Synchronous and before answering: a charge the flow was told about is always on disk.
    if (this.path) fs.appendFileSync(this.path, `${JSON.stringify(entry)}\n`);
  }
}

function sign(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export type SandboxGateway = PaymentGateway & {
  /** The challenge page's outcome, signed as a notification of this gateway would be. */
  challengeNotification(fields: Record<string, string>, approve: boolean): Record<string, string> | null;
};

/** The built-in sandbox: real card checks, no money moves, the same states as a bank. */
export function createSandboxGateway({
  chargeDelayMs = 0,
  journalPath,
  secret = randomBytes(32).toString('hex'),
  challengeUrl = '/api/payments/sandbox/challenge',
}: SandboxOptions = {}): SandboxGateway {
  const journal = new SandboxJournal(journalPath);
  // One charge per gateway order: a begin or notification repeated answers the same reference.
  const charge = (order: string) => {
    const existing = journal.get(order);
    if (existing) return existing.reference;
    const reference = `sbx_${randomBytes(12).toString('hex')}`;
    journal.write({ order, status: 'succeeded', reference });
    return reference;
  };
  const payload = (fields: Record<string, string>) =>
    [fields.order, fields.amount, fields.brand, fields.last4, fields.outcome ?? ''].join('|');
  return {
    name: 'sandbox',
    formActionOrigins: [],
    idempotentRefunds: true,
    async begin(request) {
      const challenge = (brand: string, last4: string) => {
        const fields = {
          order: request.gatewayOrder,
          amount: String(request.amountCents),
          brand,
          last4,
          lang: request.lang,
        };
        const signature = sign(secret, payload(fields));
        return {
          status: 'redirect' as const,
          redirect: { url: challengeUrl, fields: { ...fields, signature } },
        };
      };
      // Bizum is confirmed in the customer's banking app: the challenge page stands in for it.
      if (request.method === 'bizum') return challenge('bizum', '');
      const { card } = request;
      if (!card) return { status: 'invalid', reason: 'invalid_number' };
      const rejection = rejectCard(card);
      if (rejection) return { status: 'invalid', reason: rejection };
      const digits = digitsOnly(card.number);
      const brand = cardBrand(digits);
      const last4 = digits.slice(-4);
      const decline = SANDBOX_DECLINES[digits];
      if (decline) return { status: 'declined', reason: decline, brand, last4 };
      if (digits === SANDBOX_CHALLENGE_CARD) return challenge(brand, last4);
      const reference = charge(request.gatewayOrder);
      // The bank has taken the money; its answer is slow to arrive: the window a crash can hit.
      if (chargeDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chargeDelayMs));
      return { status: 'succeeded', reference, brand, last4 };
    },
    challengeNotification(fields, approve) {
      if (!fields.signature || !sameSignature(fields.signature, sign(secret, payload(fields)))) return null;
      const outcome = {
        order: fields.order ?? '',
        amount: fields.amount ?? '',
        brand: fields.brand ?? '',
        last4: fields.last4 ?? '',
        outcome: approve ? 'ok' : 'ko',
      };
      return { ...outcome, signature: sign(secret, payload(outcome)) };
    },
    checkNotification(body) {
      if (!body.signature || !body.order || !body.outcome) return { ok: false, reason: 'malformed' };
      if (!sameSignature(body.signature, sign(secret, payload(body))))
        return { ok: false, reason: 'bad_signature' };
      const amountCents = Number(body.amount);
      if (!Number.isInteger(amountCents)) return { ok: false, reason: 'malformed' };
      const succeeded = body.outcome === 'ok';
      const reference = succeeded ? charge(body.order) : 'sandbox_challenge_failed';
      if (!succeeded && !journal.get(body.order))
        journal.write({ order: body.order, status: 'failed', reference });
      return {
        ok: true,
        notification: {
          gatewayOrder: body.order,
          amountCents,
          currency: 'EUR',
          merchantCode: 'sandbox',
          succeeded,
          reference,
          responseCode: succeeded ? '0000' : '0184',
          method: 'card',
          ...(body.brand ? { brand: body.brand } : {}),
          ...(body.last4 ? { last4: body.last4 } : {}),
        },
      };
    },
    async lookup(gatewayOrder): Promise<LookupResult> {
      const entry = journal.get(gatewayOrder);
      if (!entry) return { status: 'unknown' };
      if (entry.status === 'failed') return { status: 'failed', code: entry.reference };
      return { status: 'succeeded', reference: entry.reference };
    },
    async refund({ gatewayOrder, reference, amountCents, idempotencyKey }) {
      // Keyed by the caller's key, like a bank with idempotent refunds: a key sent again answers
      // what it did the first time, and each new key is a refund of its own (partial refunds).
      const key = `refund:${idempotencyKey}`;
      const done = journal.get(key);
      if (done) return { status: 'refunded', reference: done.reference };
      const entry = journal.get(gatewayOrder);
      // A journal of an older version marked the whole charge refunded on the charge's line.
      if (entry?.status === 'refunded') return { status: 'refunded', reference: entry.reference };
      if (entry?.status !== 'succeeded' || entry.reference !== reference)
        return { status: 'failed', code: 'unknown_charge' };
      const refundReference = `sbx_refund_${randomBytes(8).toString('hex')}`;
      journal.write({
        order: key,
        status: 'refunded',
        reference: refundReference,
        charge: gatewayOrder,
        amountCents,
      });
      return { status: 'refunded', reference: refundReference };
    },
  };
}
