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
  const gateway = createSandboxGateway();
  const request = (number: string) => ({
    amountCents: 1000,
    currency: 'EUR' as const,
    card: card({ number }),
    idempotencyKey: 'k',
    description: 'test',
  });

  it('4242… succeeds with brand and last four', async () => {
    const result = await gateway.charge(request('4242424242424242'));
    expect(result).toMatchObject({ status: 'succeeded', brand: 'visa', last4: '4242' });
  });

  it('4000 0000 0000 0002 is declined', async () => {
    expect(await gateway.charge(request('4000 0000 0000 0002'))).toMatchObject({
      status: 'declined',
      reason: 'card_declined',
    });
  });

  it('a number failing Luhn is refused before any charge', async () => {
    expect(await gateway.charge(request('4000 0000 0000 0003'))).toEqual({
      status: 'invalid',
      reason: 'invalid_number',
    });
  });
});
