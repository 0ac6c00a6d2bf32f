import fp from 'fastify-plugin';
import {
  invalidateReadCaches,
  isStaffWrite,
  READ_CACHE_TTL_MS,
  readCacheGeneration,
} from '../lib/read-cache';
import { TtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * An in-process cache for a hot public read (home page, delivery rates). It shares the
     * rules of lib/read-cache.ts with the catalogue: emptied by any successful staff write or
     * `invalidateReadCaches()`, and its entries expire after `ttlMs`.
     */
    readCache: <K, V>(ttlMs?: number) => TtlCache<K, V>;
    /**
     * Empties every read cache, the catalogue's too (after a write that bypassed the staff
     * API, e.g. a seed), in this process and in the others on the same database.
     */
    invalidateReadCaches: () => void;
  }
}

/** Registered at the root before the routes, so that its hook sees every request. */
export const readCachePlugin = fp(
  async (app) => {
    app.decorate(
      'readCache',
      <K, V>(ttlMs = READ_CACHE_TTL_MS) => new TtlCache<K, V>(ttlMs, Date.now, readCacheGeneration),
    );
    app.decorate('invalidateReadCaches', invalidateReadCaches);
    app.addHook('onResponse', (request, reply, done) => {
      if (isStaffWrite(request, reply)) invalidateReadCaches();
      done();
    });
  },
  { name: 'read-cache', dependencies: ['auth'] },
);
