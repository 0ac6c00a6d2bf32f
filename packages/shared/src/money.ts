import { DEFAULT_LANG, isLang, languageOf } from './i18n';
import { numberFormat } from './intl-cache';

/**
 * Money is integer euro cents everywhere inside the code; the API shows euros with two
 * decimals. These are the only conversions between the two.
 */
export type Cents = number;

export function centsToEuros(cents: Cents): number {
  return Math.round(cents) / 100;
}

export function eurosToCents(euros: number): Cents {
  return Math.round(euros * 100);
}

/** Rounds half away from zero, so 0.5 cent becomes 1 cent as a cashier would. */
export function roundCents(value: number): Cents {
  return Math.sign(value) * Math.round(Math.abs(value));
}

/** Percentage of an amount in cents, rounded to the cent. */
export function percentOf(cents: Cents, percent: number): Cents {
  return roundCents((cents * percent) / 100);
}

/**
 * The locale of every number, amount and date shown to people (docs/decisions/011-digits.md):
 * Arabic pages use Western digits 0-9 (`nu-latn`), like prices, sizes and codes printed in
 * Spain, so one page never mixes two digit systems.
 */
export function numberLocale(lang: string): string {
  return isLang(lang) ? languageOf(lang).numberLocale : languageOf(DEFAULT_LANG).numberLocale;
}

export function formatEuros(cents: Cents, locale = 'en'): string {
  return numberFormat(numberLocale(locale), { style: 'currency', currency: 'EUR' }).format(
    centsToEuros(cents),
  );
}
