/**
 * Intl formatters, built once per locale and options. Building one costs far more than using
 * it (ICU loads the locale's data each time): on a phone a page of prices spent tens of ms
 * of its hydration only constructing `Intl.NumberFormat`s (docs/decisions/039-hydration-cost.md).
 * Formatters are immutable, so sharing them is safe.
 */
const formats = new Map<string, unknown>();

function cached<F>(kind: string, locale: string, options: object, make: () => F): F {
  const key = kind + locale + JSON.stringify(options);
  if (!formats.has(key)) formats.set(key, make());
  return formats.get(key) as F;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}) =>
  cached('n', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}) =>
  cached('d', locale, options, () => new Intl.DateTimeFormat(locale, options));

export const listFormat = (locale: string, options: Intl.ListFormatOptions = {}) =>
  cached('l', locale, options, () => new Intl.ListFormat(locale, options));
