import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { throttleCounters } from './table';

/** One limit: at most `max` counted attempts per fixed window of `windowSeconds`. */
export type Limit = { key: string; max: number; windowSeconds: number };

/**
 * How many times the per-IP limits below are allowed (setting ACCOUNT_IP_LIMITS_SCALE, default
 * 1): a shop whose customers share one address (an office or campus network behind one NAT,
 * or the browser tests, every one of them from 127.0.0.1) raises it; the per-account limits,
 * which stop guessing a code or a password, stay as they are.
 */
let ipScale = 1;

export function setAccountIpLimitsScale(scale: number): void {
  ipScale = scale;
}

/**
 * Limits of the account flows. Per IP and per account (e-mail), as Saleor throttles logins;
 * the windows are fixed and the counters live in the database, so every API process shares them.
 */
export const LIMITS = {
  loginPerAccount: (email: string): Limit => ({ key: `login:acct:${email}`, max: 5, windowSeconds: 15 * 60 }),
  loginPerIp: (ip: string): Limit => ({ key: `login:ip:${ip}`, max: 20 * ipScale, windowSeconds: 15 * 60 }),
  codePerAccount: (email: string): Limit => ({ key: `code:acct:${email}`, max: 10, windowSeconds: 15 * 60 }),
  codePerIp: (ip: string): Limit => ({ key: `code:ip:${ip}`, max: 30 * ipScale, windowSeconds: 15 * 60 }),
  /** One e-mailed code per address and purpose per minute, and 5 an hour. */
  sendCooldown: (purpose: string, email: string): Limit => ({
    key: `send:${purpose}:${email}`,
    max: 1,
    windowSeconds: 60,
  }),
  sendPerHour: (purpose: string, email: string): Limit => ({
    key: `sendh:${purpose}:${email}`,
    max: 5,
    windowSeconds: 60 * 60,
  }),
  sendPerIp: (ip: string): Limit => ({ key: `send:ip:${ip}`, max: 30 * ipScale, windowSeconds: 60 * 60 }),
} as const;

/**
 * Counts one attempt against every limit, atomically, and refuses with 429 and Retry-After
 * when any of them is over. The attempt is counted before the work is done, so concurrent
 * requests cannot slip past the limit; successful attempts give theirs back with `refund` or
 * clear the counter with `clear`.
 *
 * One upsert for all the limits: a refused login then costs the database one statement, which
 * matters when hundreds arrive at once. The keys go in sorted order, so two such statements
 * always lock shared rows in the same order (no deadlock on a PostgreSQL server).
 */
export async function consume(db: Db, limits: Limit[]): Promise<void> {
  const byKey = new Map(limits.map((limit) => [limit.key, limit]));
  if (byKey.size === 0) return;
  refuseIfRecentlyRefused(byKey.keys());
  const rows = await db
    .insert(throttleCounters)
    .values(
      [...byKey.values()]
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
        .map((limit) => ({
          key: limit.key,
          hits: 1,
          windowEndsAt: sql`now() + make_interval(secs => ${limit.windowSeconds})`,
        })),
    )
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${throttleCounters.windowEndsAt} <= now() then 1 else ${throttleCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${throttleCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${throttleCounters.windowEndsAt} end`,
      },
    })
    .returning({
      key: throttleCounters.key,
      hits: throttleCounters.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${throttleCounters.windowEndsAt} - now())))::int`,
    });
  let retryAfter = 0;
  for (const row of rows) {
    const limit = byKey.get(row.key);
    if (limit && row.hits > limit.max) {
      retryAfter = Math.max(retryAfter, row.secondsLeft, 1);
      rememberRefusal(row.key, row.secondsLeft);
    }
  }
  if (Math.random() < 0.01) await sweep(db);
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/**
 * Counts one hit against a single fixed-window limit and tells where it stands, without
 * refusing: for callers that answer the standard RateLimit headers themselves (the per-key
 * limits of the reseller API, modules/api-keys). Shares the counters table, so every process
 * counts together.
 */
export async function countHit(db: Db, limit: Limit): Promise<{ hits: number; secondsLeft: number }> {
  const [row] = await db
    .insert(throttleCounters)
    .values({
      key: limit.key,
      hits: 1,
      windowEndsAt: sql`now() + make_interval(secs => ${limit.windowSeconds})`,
    })
    .onConflictDoUpdate({
      target: throttleCounters.key,
      set: {
        hits: sql`case when ${throttleCounters.windowEndsAt} <= now() then 1 else ${throttleCounters.hits} + 1 end`,
        windowEndsAt: sql`case when ${throttleCounters.windowEndsAt} <= now() then excluded.window_ends_at else ${throttleCounters.windowEndsAt} end`,
      },
    })
    .returning({
      hits: throttleCounters.hits,
      secondsLeft: sql<number>`ceil(extract(epoch from (${throttleCounters.windowEndsAt} - now())))::int`,
    });
  if (Math.random() < 0.01) await sweep(db);
  return { hits: row!.hits, secondsLeft: Math.max(1, row!.secondsLeft) };
}

function rateLimited(seconds: number): AppError {
  return new AppError('rate_limited', 'error.rateLimited', { seconds }, [], {
    'retry-after': String(seconds),
  });
}

/**
 * Keys the database refused a moment ago, with the end of their window. A flood against a
 * locked account or address (hundreds of attempts a second) is then refused here, without a
 * statement each: its window does not move with more hits, so the answer is the same. Kept
 * for two seconds only, because another process may clear the counter (a password reset
 * clears its account's login failures): a refusal here is never more than that out of date.
 */
const REFUSAL_MEMO_MS = 2000;
const REFUSAL_MEMO_MAX_KEYS = 10_000;
const recentRefusals = new Map<string, { windowEndsAt: number; until: number }>();

function rememberRefusal(key: string, secondsLeft: number) {
  if (recentRefusals.size >= REFUSAL_MEMO_MAX_KEYS) recentRefusals.clear();
  const now = Date.now();
  recentRefusals.set(key, { windowEndsAt: now + secondsLeft * 1000, until: now + REFUSAL_MEMO_MS });
}

function refuseIfRecentlyRefused(keys: Iterable<string>) {
  if (recentRefusals.size === 0) return;
  const now = Date.now();
  let retryAfter = 0;
  for (const key of keys) {
    const refusal = recentRefusals.get(key);
    if (!refusal) continue;
    if (refusal.until <= now || refusal.windowEndsAt <= now) recentRefusals.delete(key);
    else retryAfter = Math.max(retryAfter, Math.ceil((refusal.windowEndsAt - now) / 1000));
  }
  if (retryAfter > 0) throw rateLimited(retryAfter);
}

/** Drops the memo of recent refusals: for tests that move a window's end in the database. */
export function forgetRecentRefusals(): void {
  recentRefusals.clear();
}

/** Gives back one attempt (a successful login should not count against a shared IP). */
export async function refund(db: Db, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  for (const limit of limits) recentRefusals.delete(limit.key);
  await db
    .update(throttleCounters)
    .set({ hits: sql`greatest(${throttleCounters.hits} - 1, 0)` })
    .where(
      inArray(
        throttleCounters.key,
        limits.map((l) => l.key),
      ),
    );
}

/** Forgets the counters (a successful login clears its account's failures). */
export async function clear(db: Db, limits: Limit[]): Promise<void> {
  if (limits.length === 0) return;
  for (const limit of limits) recentRefusals.delete(limit.key);
  await db.delete(throttleCounters).where(
    inArray(
      throttleCounters.key,
      limits.map((l) => l.key),
    ),
  );
}

/** Drops counters whose window ended more than an hour ago. */
async function sweep(db: Db): Promise<void> {
  await db.delete(throttleCounters).where(lt(throttleCounters.windowEndsAt, sql`now() - interval '1 hour'`));
}
