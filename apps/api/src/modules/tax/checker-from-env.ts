import type { Env } from '../../config/env';
import {
  cachedVatChecker,
  createViesVatChecker,
  formatOnlyVatChecker,
  type VatNumberChecker,
} from './vat-checker';

/** VIES answers are kept this long per number (valid and invalid only). */
const VIES_CACHE_MS = 10 * 60_000;

/** The checker the settings ask for: VIES when VIES_URL is set, else the format-only default. */
export function vatCheckerFrom(env: Pick<Env, 'VIES_URL' | 'VIES_TIMEOUT_MS'>): VatNumberChecker {
  if (!env.VIES_URL) return formatOnlyVatChecker;
  return cachedVatChecker(
    createViesVatChecker({ baseUrl: env.VIES_URL, timeoutMs: env.VIES_TIMEOUT_MS }),
    VIES_CACHE_MS,
  );
}
