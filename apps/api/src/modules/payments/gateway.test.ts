import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cardBrand, createSandboxGateway, isExpired, passesLuhn, rejectCard } from './gateway';

const now = new Date('2026-11-23T10:00:00Z');
const card = (over: Partial<{ number: string; expMonth: number; expYear: number; cvc: string }> = {}) => ({
  number: '4242 4242 4242 4242',
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  ...over,
});

describe('card checks', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['4242424242424241', false],
    ['1234', false],
    ['42424242424242424242', false],
  ])('Luhn %s → %s', (number, ok) => {
    expect(passesLuhn(number)).toBe(ok);
  });

  it('a card is valid through its expiry month', () => {
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(1, 27, now)).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
  });

  it.each([
    [card(), null],
    [card({ number: '4242 4242 4242 4241' }), 'invalid_number'],
    [card({ expMonth: 13 }), 'expired'],
    [card({ expYear: 2025 }), 'expired'],
    [card({ cvc: '12' }), 'invalid_cvc'],
    [card({ number: '378282246310005', cvc: '123' }), 'invalid_cvc'],
    [card({ number: '378282246310005', cvc: '1234' }), null],
  ])('%o → %s', (input, expected) => {
    expect(rejectCard(input, now)).toBe(expected);
  });
});

describe('sandbox gateway', () => {
  const gateway = createSandboxGateway({ challengeUrl: 'http://shop.test/api/payments/sandbox/challenge' });
  let order = 1000;
  const request = (number: string) => ({
    paymentId: 1,
    gatewayOrder: String(++order),
    amountCents: 1000,
    currency: 'EUR' as const,
    card: card({ number }),
    idempotencyKey: 'k',
    description: 'test',
    method: 'card' as const,
    lang: 'en' as const,
    returnUrlOk: 'http://shop.test/payment/result?payment=1&outcome=ok',
    returnUrlKo: 'http://shop.test/payment/result?payment=1&outcome=ko',
    notificationUrl: 'http://shop.test/api/payments/sandbox/notification',
  });

  it('4242… succeeds with brand and last four', async () => {
    const result = await gateway.begin(request('4242424242424242'));
    expect(result).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '4242' });
  });

  it('4000 0000 0000 0002 is declined', async () => {
    expect(await gateway.begin(request('4000 0000 0000 0002'))).toMatchObject({
      status: 'declined',
      reason: 'card_declined',
    });
  });

  it('a number failing Luhn is refused before any charge', async () => {
    expect(await gateway.begin(request('4000 0000 0000 0003'))).toEqual({
      status: 'invalid',
      reason: 'invalid_number',
    });
  });

  it('4000 0027 6000 3184 needs the challenge page; only its signed outcome is a notification', async () => {
    const result = await gateway.begin(request('4000 0027 6000 3184'));
    if (result.status !== 'redirect') throw new Error(`expected a redirect, got ${result.status}`);
    expect(result.redirect.url).toBe('http://shop.test/api/payments/sandbox/challenge');
    const fields = result.redirect.fields;
    expect(gateway.challengeNotification({ ...fields, amount: '1' }, true)).toBeNull();
    const approved = gateway.challengeNotification(fields, true)!;
    expect(gateway.checkNotification({ ...approved, outcome: 'ko' })).toEqual({
      ok: false,
      reason: 'bad_signature',
    });
    const checked = gateway.checkNotification(approved);
    expect(checked).toMatchObject({
      ok: true,
      notification: { gatewayOrder: fields.order, amountCents: 1000, succeeded: true },
    });
    expect(await gateway.lookup(fields.order!)).toMatchObject({ status: 'succeeded' });
  });

  it('remembers charges and refunds across a restart through its journal; a refund is idempotent', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-journal-'));
    try {
      const journalPath = path.join(dir, 'journal.jsonl');
      const before = createSandboxGateway({ journalPath });
      const charged = await before.begin(request('4242424242424242'));
      if (charged.status !== 'succeeded') throw new Error('not charged');
      const after = createSandboxGateway({ journalPath });
      const gatewayOrder = String(order);
      expect(await after.lookup(gatewayOrder)).toEqual({ status: 'succeeded', reference: charged.reference });
      expect(await after.lookup('99999999')).toEqual({ status: 'unknown' });
      const refund = { gatewayOrder, reference: charged.reference, amountCents: 1000, idempotencyKey: 'r' };
      const first = await after.refund(refund);
      expect(first.status).toBe('refunded');
      expect(await createSandboxGateway({ journalPath }).refund(refund)).toEqual(first);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refunds a charge in parts, one refund per idempotency key (docs/decisions/042-cancellations-refunds-credit-notes.md)', async () => {
    const gateway = createSandboxGateway();
    const charged = await gateway.begin(request('4242424242424242'));
    if (charged.status !== 'succeeded') throw new Error('not charged');
    const part = { gatewayOrder: String(order), reference: charged.reference, amountCents: 300 };
    const first = await gateway.refund({ ...part, idempotencyKey: 'part-1' });
    const second = await gateway.refund({ ...part, idempotencyKey: 'part-2' });
    expect(first.status).toBe('refunded');
    expect(second.status).toBe('refunded');
    // Two keys are two refunds; the first key sent again is the first refund, not a third.
    expect(second).not.toEqual(first);
    expect(await gateway.refund({ ...part, idempotencyKey: 'part-1' })).toEqual(first);
    // The charge itself is still known as taken (a partial refund does not undo it).
    expect(await gateway.lookup(String(order))).toEqual({
      status: 'succeeded',
      reference: charged.reference,
    });
  });
});
