import type { FastifyReply, FastifyRequest } from 'fastify';
import { invalidate, onInvalidation } from './invalidation';

/**
 * The one place that knows how this process's read caches (home page, delivery rates, the
 * public catalogue) stay fresh:
 * - entries live READ_CACHE_TTL_MS, so several API processes converge after a write elsewhere;
 * - `invalidateReadCaches()` empties every one of them at once (a staff write, a seed, a test),
 *   in this process and, on a PostgreSQL server, in every other one within moments
 *   (lib/invalidation.ts: LISTEN/NOTIFY, the TTL being the fallback).
 *
 * It works by a process-wide generation number: a cached value remembers the generation it
 * was read in and is a miss once the generation has moved on. `plugins/read-cache.ts` moves it
 * after every successful staff write.
 */

/** Reads are served from memory for this long before a reload. */
export const READ_CACHE_TTL_MS = 30_000;

let generation = 0;

onInvalidation((event) => {
  if (event.kind === 'read') generation += 1;
});

/** The current generation; a value cached in an older one is stale. */
export function readCacheGeneration(): number {
  return generation;
}

/** Empties every read cache in this process and tells the other processes (lib/invalidation.ts). */
export function invalidateReadCaches(): void {
  invalidate({ kind: 'read' });
}

/** A successful write (not GET, HEAD or OPTIONS) by staff: it may change anything cached. */
export function isStaffWrite(request: FastifyRequest, reply: FastifyReply): boolean {
  const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
  return write && reply.statusCode < 400 && request.user?.role === 'staff';
}
