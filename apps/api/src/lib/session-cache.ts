import { invalidate, onInvalidation } from './invalidation';

/**
 * Resolved bearer tokens kept in memory for a few seconds, so signed-in reads (the cart
 * badge on every page) do not pay a database round trip each time. Anything that revokes a
 * token or changes a user's role or language calls `invalidateSessionCache()` after its
 * write commits, which empties this process's cache at once and tells the other processes
 * (lib/invalidation.ts); one that misses the notification catches up within SESSION_CACHE_TTL_MS.
 */
export const SESSION_CACHE_TTL_MS = 10_000;
/** Bounded: typed tokens are unbounded, so the cache starts again past this size. */
const MAX_ENTRIES = 20_000;

type Entry<T> = { value: T; until: number };

let entries = new Map<string, Entry<unknown>>();

export function cachedSession<T>(tokenHash: string, now = Date.now()): T | undefined {
  const hit = entries.get(tokenHash);
  if (!hit) return undefined;
  if (hit.until <= now) {
    entries.delete(tokenHash);
    return undefined;
  }
  return hit.value as T;
}

/** Keeps a resolved session until the TTL or the token's own expiry, whichever is first. */
export function rememberSession<T>(tokenHash: string, value: T, expiresAt: Date, now = Date.now()): void {
  if (entries.size >= MAX_ENTRIES) entries = new Map();
  entries.set(tokenHash, { value, until: Math.min(now + SESSION_CACHE_TTL_MS, expiresAt.getTime()) });
}

onInvalidation((event) => {
  if (event.kind === 'sessions') entries = new Map();
});

/** Empties this process's session cache and every other process's (lib/invalidation.ts). */
export function invalidateSessionCache(): void {
  invalidate({ kind: 'sessions' });
}
