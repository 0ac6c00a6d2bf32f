import type { Lang } from '@shop/shared';
import fp from 'fastify-plugin';
import type { HomeData } from './schema';

/**
 * A small in-process cache for hot public reads (stack-notes: PGlite is slow for them).
 * Concurrent misses share one load; a failed load is not kept. Entries live `ttlMs` so
 * that several API processes converge even when a write happened in another one.
 */
export class TtlCache<K, V> {
  private readonly entries = new Map<K, { expires: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > this.now()) return hit.value;
    const value = load();
    this.entries.set(key, { expires: this.now() + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  invalidate(): void {
    this.entries.clear();
  }
}

export const HOME_CACHE_TTL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Cached GET /api/home answers per language; call `invalidate()` after changing what it shows. */
    homeCache: TtlCache<Lang, HomeData>;
  }
}

/**
 * Registered at the root, before the API routes, so that its hook sees every request: any
 * successful write by staff (catalogue, brands, clients, settings) empties the cache.
 */
export const contentCachePlugin = fp(
  async (app) => {
    app.decorate('homeCache', new TtlCache<Lang, HomeData>(HOME_CACHE_TTL_MS));
    app.addHook('onResponse', async (request, reply) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && request.user?.role === 'staff') app.homeCache.invalidate();
    });
  },
  { name: 'content-cache', dependencies: ['auth'] },
);
