/**
 * Intl formatters, built once per locale and options. Building one costs far more than using
 * it (ICU loads the locale's data each time): on a phone a page of prices spent tens of ms
 * of its hydration only constructing `Intl.NumberFormat`s (docs/decisions/039-hydration-cost.md).
 * Formatters are immutable, so sharing them is safe.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, make: () => F, key: string): F {
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return cached(
    numberFormats,
    () => new Intl.NumberFormat(locale, options),
    `${locale}|${JSON.stringify(options)}`,
  );
}

export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat {
  return cached(
    dateTimeFormats,
    () => new Intl.DateTimeFormat(locale, options),
    `${locale}|${JSON.stringify(options)}`,
  );
}
