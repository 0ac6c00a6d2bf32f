import { dateTimeFormat, numberFormat } from '@shop/shared/intl-cache';
import { eurosToCents, formatEuros, numberLocale as sharedNumberLocale } from '@shop/shared/money';

/**
 * The one formatting helper of the storefront. One digit system per page (docs/decisions
 * 011-digits): Arabic pages use Western digits 0-9 for prices, sizes, quantities and dates,
 * as `formatEuros` does, so no page mixes Arabic-Indic and Western digits.
 */
export const numberLocale = (lang: string) => (lang === 'en' ? 'en-GB' : sharedNumberLocale(lang));

export function formatNumber(value: number, lang: string): string {
  return numberFormat(numberLocale(lang), { maximumFractionDigits: 2 }).format(value);
}

/** A percentage given in percent (12.5 → "12.5%"). */
export function formatPercent(percent: number, lang: string): string {
  return numberFormat(numberLocale(lang), { style: 'percent', maximumFractionDigits: 2 }).format(
    percent / 100,
  );
}

/** Width × height in cm as digits of the page ("200 × 100"). */
export function formatSize(width: number, height: number, lang: string): string {
  return `${formatNumber(width, lang)} × ${formatNumber(height, lang)}`;
}

/** Cents in euros, the way every price of the shop is shown. */
export function formatCents(cents: number, lang: string): string {
  return formatEuros(cents, lang);
}

/** Euros as `formatEuros` shows them, without ".00" on round amounts (rate tables). */
export function formatRoundEuros(euros: number, lang: string): string {
  return numberFormat(sharedNumberLocale(lang), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: Number.isInteger(euros) ? 0 : 2,
  }).format(euros);
}

/** Euros with two decimals as the API sends them, shown like the catalogue shows prices. */
export function formatAmount(euros: number, lang: string): string {
  return formatEuros(eurosToCents(euros), lang);
}

/**
 * A date ("2026-12-01") or instant ("2026-12-01T10:00:00Z") in the page's language;
 * `withWeekday` names the day too ("Tuesday 1 December 2026").
 */
export function formatDate(value: string, lang: string, withTime = false, withWeekday = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateTimeFormat(numberLocale(lang), {
    ...(withWeekday ? { weekday: 'long' } : {}),
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    ...(withTime && !dateOnly ? { hour: '2-digit', minute: '2-digit' } : {}),
    ...(dateOnly ? { timeZone: 'UTC' } : {}),
  }).format(date);
}

/** Keeps a Latin code (coupon, order) in its own direction inside an Arabic sentence. */
export const isolate = (text: string) => `\u2068${text}\u2069`;

/** A file size as "1.5 MB" or "820 kB", in the page's digits. */
export function formatFileSize(bytes: number, lang: string): string {
  const mb = bytes / (1024 * 1024);
  return numberFormat(numberLocale(lang), {
    style: 'unit',
    unit: mb >= 1 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb >= 1 ? mb : bytes / 1024);
}
