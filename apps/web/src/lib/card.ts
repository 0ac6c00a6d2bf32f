import { z } from 'zod';

/*
 * Card fields of docs/product.md#validation (all four required), checked in the browser before
 * anything is sent: Luhn, an expiry not in the past, a 3-4 digit CVC. Messages are translation
 * keys.
 */
export const REQUIRED = 'common:validation.required';
const NUMBER = 'checkout:card.invalidNumber';
const MONTH = 'checkout:card.invalidMonth';
const YEAR = 'checkout:card.invalidYear';
const EXPIRED = 'checkout:card.expired';
const CVC = 'checkout:card.invalidCvc';

export const digitsOnly = (value: string) => value.replace(/\D/g, '');

/** The Luhn check digit test every card number passes. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export const isAmex = (digits: string) => /^3[47]/.test(digits);

/** Groups as printed on the card: 4-6-5 for American Express, else fours (at most 19 digits). */
export function formatCardNumber(value: string): string {
  const digits = digitsOnly(value).slice(0, 19);
  if (isAmex(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** A two-digit year means 20yy. */
export function fullYear(value: string): number | null {
  const digits = digitsOnly(value);
  if (digits.length === 2) return 2000 + Number(digits);
  if (digits.length === 4) return Number(digits);
  return null;
}

/** A card is valid through the last day of its expiry month. */
export function notExpired(month: number, year: number, now = new Date()): boolean {
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  return year > thisYear || (year === thisYear && month >= thisMonth);
}

const required = () => z.string().trim().min(1, { message: REQUIRED, abort: true });

export function paymentFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      number: required().refine((v) => {
        const digits = digitsOnly(v);
        return /^[\d ]+$/.test(v.trim()) && digits.length >= 12 && digits.length <= 19 && luhnValid(digits);
      }, NUMBER),
      exp_month: required().refine((v) => /^\d{1,2}$/.test(v.trim()) && +v >= 1 && +v <= 12, MONTH),
      exp_year: required().refine((v) => {
        const year = fullYear(v.trim());
        return /^\d{2}(\d{2})?$/.test(v.trim()) && year !== null && year <= now().getFullYear() + 20;
      }, YEAR),
      cvc: required().regex(/^\d{3,4}$/, CVC),
    })
    .superRefine((values, ctx) => {
      const month = Number(values.exp_month);
      const year = fullYear(values.exp_year.trim());
      if (month >= 1 && month <= 12 && year !== null && !notExpired(month, year, now())) {
        ctx.addIssue({ code: 'custom', path: ['exp_year'], message: EXPIRED });
      }
    });
}

export type PaymentForm = z.infer<ReturnType<typeof paymentFormSchema>>;

/** The card part of POST /api/payment. */
export function cardPayload(values: PaymentForm) {
  return {
    number: digitsOnly(values.number),
    exp_month: Number(values.exp_month),
    exp_year: fullYear(values.exp_year) ?? Number(values.exp_year),
    cvc: values.cvc.trim(),
  };
}
