import { describe, expect, it } from 'vitest';
import { cardPayload, formatCardNumber, fullYear, luhnValid, notExpired, paymentFormSchema } from './card';

const now = () => new Date(2026, 10, 15); // 15 November 2026
const schema = paymentFormSchema(now);
const valid = { number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' };
const messages = (values: Record<string, string>) => {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('card number', () => {
  it.each([
    ['4242424242424242', true],
    ['4000000000000002', true],
    ['378282246310005', true],
    ['4242424242424241', false],
    ['', false],
    ['abcd', false],
  ])('Luhn %s → %s', (digits, ok) => expect(luhnValid(digits)).toBe(ok));

  it('groups as typed, fours or 4-6-5 for Amex, at most 19 digits', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-42')).toBe('4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('expiry', () => {
  it('is valid through the expiry month', () => {
    expect(notExpired(11, 2026, now())).toBe(true);
    expect(notExpired(10, 2026, now())).toBe(false);
    expect(notExpired(1, 2027, now())).toBe(true);
    expect(notExpired(12, 2025, now())).toBe(false);
  });
  it('reads two-digit years as 20yy', () => {
    expect(fullYear('30')).toBe(2030);
    expect(fullYear('2030')).toBe(2030);
    expect(fullYear('203')).toBeNull();
  });
});

describe('payment form (docs/product.md#validation: all four required)', () => {
  it('accepts a good card', () => expect(messages(valid)).toEqual({}));

  it('says "* This Field Is Required" for every empty field', () => {
    expect(messages({ number: '', exp_month: ' ', exp_year: '', cvc: '' })).toEqual({
      number: 'common:validation.required',
      exp_month: 'common:validation.required',
      exp_year: 'common:validation.required',
      cvc: 'common:validation.required',
    });
  });

  it('refuses a bad number, month, CVC and a past expiry', () => {
    expect(messages({ ...valid, number: '4242 4242 4242 4241' }).number).toBe('checkout:card.invalidNumber');
    expect(messages({ ...valid, number: '4242x4242' }).number).toBe('checkout:card.invalidNumber');
    expect(messages({ ...valid, exp_month: '13' }).exp_month).toBe('checkout:card.invalidMonth');
    expect(messages({ ...valid, exp_month: '0' }).exp_month).toBe('checkout:card.invalidMonth');
    expect(messages({ ...valid, cvc: '12' }).cvc).toBe('checkout:card.invalidCvc');
    expect(messages({ ...valid, cvc: '12345' }).cvc).toBe('checkout:card.invalidCvc');
    expect(messages({ ...valid, exp_month: '10', exp_year: '2026' }).exp_year).toBe('checkout:card.expired');
    expect(messages({ ...valid, exp_month: '11', exp_year: '26' })).toEqual({});
    expect(messages({ ...valid, exp_year: '2090' }).exp_year).toBe('checkout:card.invalidYear');
  });

  it('sends digits and whole numbers', () => {
    expect(cardPayload({ ...valid, exp_month: '03', exp_year: '30' })).toEqual({
      number: '4242424242424242',
      exp_month: 3,
      exp_year: 2030,
      cvc: '123',
    });
  });
});
