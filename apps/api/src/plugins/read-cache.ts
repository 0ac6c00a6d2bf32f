import fp from 'fastify-plugin';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An in-process cache for a hot public read (home page, delivery rates). Every cache made
     * here is emptied by any successful staff write, and its entries expire after `ttlMs` so
     * that several API processes converge.
     */
    readCache: <K, V>(ttlMs?: number) => TtlCache<K, V>;
    /** Empties every read cache (after a write that bypassed the staff API, e.g. a seed). */
    invalidateReadCaches: () => void;
  }
}

export const DEFAULT_READ_CACHE_TTL_MS = 30_000;

/** Registered at the root before the routes, so that its hook sees every request. */
export const readCachePlugin = fp(
  async (app) => {
    const caches = new Set<TtlCache<unknown, unknown>>();
    app.decorate('readCache', <K, V>(ttlMs = DEFAULT_READ_CACHE_TTL_MS) => {
      const cache = new TtlCache<K, V>(ttlMs);
      caches.add(cache as TtlCache<unknown, unknown>);
      return cache;
    });
    app.decorate('invalidateReadCaches', () => {
      for (const cache of caches) cache.invalidate();
    });
    app.addHook('onResponse', async (request, reply) => {
      const write = request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS';
      if (write && reply.statusCode < 400 && request.user?.role === 'staff') app.invalidateReadCaches();
    });
  },
  { name: 'read-cache', dependencies: ['auth'] },
);
