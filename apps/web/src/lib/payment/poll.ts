import type { PaymentState } from './types';

/** States after which a payment never changes by itself (refunds are staff's or the reconciler's). */
const FINAL: ReadonlySet<PaymentState> = new Set([
  'succeeded',
  'declined',
  'failed',
  'needs_refund',
  'refunded',
]);

export const isFinalState = (state: PaymentState) => FINAL.has(state);

/** First wait, growth and ceiling of the return page's polling. */
const FIRST_MS = 1000;
const FACTOR = 1.5;
const CEILING_MS = 10_000;
/**
 * Asks at most this many times (about five minutes with the waits below): the bank's
 * notification comes within seconds, and a payment still pending after that is left to the
 * reconciling job; the page then says so and offers to look again.
 */
export const POLL_LIMIT = 40;

/**
 * The wait before the next look after `asked` looks (1 s, 1.5 s, 2.25 s … up to 10 s), or
 * false to stop: the state is final, or the page has asked enough.
 */
export function nextPoll(state: PaymentState | undefined, asked: number): number | false {
  if (state !== undefined && isFinalState(state)) return false;
  if (asked >= POLL_LIMIT) return false;
  return Math.min(CEILING_MS, Math.round(FIRST_MS * FACTOR ** Math.max(0, asked - 1)));
}
