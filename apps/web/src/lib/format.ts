import { eurosToCents, formatEuros } from '@shop/shared';

/**
 * One digit system per page: amounts come from `formatEuros` (ar-EG in Arabic, so Arabic-Indic
 * digits), and every other number and date of the page uses the same locale.
 */
export const numberLocale = (lang: string) => (lang === 'ar' ? 'ar-EG' : 'en-GB');

export function formatNumber(value: number, lang: string): string {
  return new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 2 }).format(value);
}

/** Euros with two decimals as the API sends them, shown like the catalogue shows prices. */
export function formatAmount(euros: number, lang: string): string {
  return formatEuros(eurosToCents(euros), lang);
}

/** A date ("2026-12-01") or instant ("2026-12-01T10:00:00Z") in the page's language. */
export function formatDate(value: string, lang: string, withTime = false): string {
  const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const date = dateOnly ? new Date(`${value}T00:00:00Z`) : new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(numberLocale(lang), {
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
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'unit',
    unit: mb >= 1 ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(mb >= 1 ? mb : bytes / 1024);
}
