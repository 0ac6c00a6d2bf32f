import type { VatCheckResult } from '@shop/shared/checkout';
/**
 * Whether an EU VAT number is registered (issue 13, decision 015). Only called for numbers
 * whose format already passed `parseTaxId`. Never throws: a check that cannot be made is
 * `unavailable`, and the order is then charged VAT ("fail closed").
 */
export interface VatNumberChecker {
  /** 'format_only' when no registry is asked: the storefront says so on screen. */
  readonly kind: 'format_only' | 'vies';
  check(countryCode: string, vatNumber: string): Promise<VatCheckResult>;
}

/** The default: the format was checked by the shared rules, nobody was asked. */
export const formatOnlyVatChecker: VatNumberChecker = {
  kind: 'format_only',
  check: async () => 'format_only',
};

export type ViesOptions = {
  /** e.g. https://ec.europa.eu/taxation_customs/vies/rest-api (VIES_URL). */
  baseUrl: string;
  timeoutMs: number;
  fetch?: typeof fetch;
};

/**
 * The European Commission's VIES REST service:
 * `POST {base}/check-vat-number` `{countryCode, vatNumber}` → `{valid: boolean, …}`.
 * A non-2xx answer, a timeout, a network error or an answer without `valid` is
 * `unavailable` (VIES answers 200 with an `errorWrappers`/`userError` such as
 * MS_UNAVAILABLE when a member state's register is down).
 */
export function createViesVatChecker(options: ViesOptions): VatNumberChecker {
  const doFetch = options.fetch ?? fetch;
  const url = `${options.baseUrl.replace(/\/+$/, '')}/check-vat-number`;
  return {
    kind: 'vies',
    async check(countryCode, vatNumber) {
      try {
        const response = await doFetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ countryCode, vatNumber }),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!response.ok) return 'unavailable';
        const body = (await response.json()) as { valid?: unknown; userError?: unknown };
        if (typeof body.valid !== 'boolean') return 'unavailable';
        if (
          !body.valid &&
          typeof body.userError === 'string' &&
          body.userError !== 'VALID' &&
          body.userError !== 'INVALID'
        ) {
          // MS_UNAVAILABLE, TIMEOUT, SERVICE_UNAVAILABLE…: no answer about this number.
          return 'unavailable';
        }
        return body.valid ? 'valid' : 'invalid';
      } catch {
        return 'unavailable';
      }
    },
  };
}

/**
 * Keeps definite answers (valid / invalid) for a while, so the cart estimate, the payment
 * page and the payment itself ask VIES once; `unavailable` is never kept. At most
 * `maxEntries` numbers are kept (the oldest go first).
 */
export function cachedVatChecker(
  inner: VatNumberChecker,
  ttlMs: number,
  maxEntries = 1000,
  now: () => number = Date.now,
): VatNumberChecker {
  const answers = new Map<string, { result: VatCheckResult; expires: number }>();
  return {
    kind: inner.kind,
    async check(countryCode, vatNumber) {
      const key = `${countryCode}:${vatNumber}`;
      const hit = answers.get(key);
      if (hit && hit.expires > now()) return hit.result;
      const result = await inner.check(countryCode, vatNumber);
      answers.delete(key);
      if (result === 'valid' || result === 'invalid') {
        answers.set(key, { result, expires: now() + ttlMs });
        if (answers.size > maxEntries) answers.delete(answers.keys().next().value as string);
      }
      return result;
    },
  };
}
