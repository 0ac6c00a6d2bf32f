import fp from 'fastify-plugin';
import pg from 'pg';
import {
  addPublisher,
  applyInvalidation,
  decodeInvalidation,
  EVERYTHING,
  INVALIDATION_CHANNEL,
  notifySql,
} from '../lib/invalidation';

/** First wait before reconnecting a lost listener; doubles up to the maximum. */
const RECONNECT_MIN_MS = 500;
const RECONNECT_MAX_MS = 5_000;

export type InvalidationListener = {
  /** Whether the LISTEN connection is up (false on PGlite, where none is needed). */
  readonly listening: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Cross-process cache invalidation (lib/invalidation.ts); state of this process's listener. */
    invalidation: InvalidationListener;
  }
}

/**
 * On a PostgreSQL server: publishes this process's invalidations with pg_notify (through the
 * pool) and LISTENs on its own connection for everybody's, applying them locally. A lost
 * connection is logged and retried; meanwhile the caches' TTLs keep them converging, and
 * every cache is emptied when the listener is back (it may have missed something).
 * Nothing to do on PGlite: one process, the local call suffices.
 */
export const invalidationPlugin = fp(
  async (app) => {
    const database = app.database;
    const url = database.url;
    const state = { listening: false };
    app.decorate('invalidation', state);
    if (database.kind !== 'postgres' || !url) return;

    const removePublisher = addPublisher(async (payloads) => {
      try {
        await app.db.execute(notifySql(payloads));
      } catch (err) {
        app.log.warn({ err }, 'could not publish a cache invalidation; other processes catch up by TTL');
      }
    });

    let closing = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;
    let delay = RECONNECT_MIN_MS;
    /** Set when notifications may have been missed (a lost or failed connection). */
    let missed = false;

    const reconnectLater = () => {
      missed = true;
      if (closing) return;
      clearTimeout(retry);
      retry = setTimeout(() => void connect(), delay);
      delay = Math.min(delay * 2, RECONNECT_MAX_MS);
    };

    const connect = async () => {
      const next = new pg.Client({
        connectionString: url,
        application_name: 'shop-invalidation-listen',
        keepAlive: true,
      });
      next.on('notification', (message) => {
        if (message.channel !== INVALIDATION_CHANNEL) return;
        for (const event of decodeInvalidation(message.payload ?? '')) applyInvalidation(event);
      });
      let lost = false;
      const onLost = (err?: Error) => {
        if (lost) return;
        lost = true;
        if (client === next) {
          client = undefined;
          state.listening = false;
        }
        next.end().catch(() => {});
        if (closing) return;
        app.log.warn(
          { err },
          'cache invalidation listener lost its connection; caches expire by TTL until it is back',
        );
        reconnectLater();
      };
      next.on('error', onLost);
      next.on('end', () => onLost());
      try {
        await next.connect();
        await next.query(`LISTEN ${INVALIDATION_CHANNEL}`);
      } catch (err) {
        if (!lost) {
          lost = true;
          next.end().catch(() => {});
          if (!closing) {
            app.log.warn({ err }, 'cache invalidation listener could not connect; retrying');
            reconnectLater();
          }
        }
        return;
      }
      if (closing) {
        await next.end().catch(() => {});
        return;
      }
      client = next;
      state.listening = true;
      delay = RECONNECT_MIN_MS;
      // Notifications sent while nobody listened are gone: forget everything once.
      if (missed) {
        missed = false;
        for (const event of EVERYTHING) applyInvalidation(event);
        app.log.warn('cache invalidation listener reconnected; caches emptied');
      }
    };

    await connect();

    app.addHook('onClose', async () => {
      closing = true;
      clearTimeout(retry);
      await removePublisher();
      const current = client;
      client = undefined;
      state.listening = false;
      await current?.end().catch(() => {});
    });
  },
  { name: 'invalidation', dependencies: ['db'] },
);
