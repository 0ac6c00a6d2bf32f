import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { startEmbeddedDatabase } from './embedded/start';
import * as schema from './schema';

/** One type for both drivers (a union breaks drizzle's overloads: `.returning()` then expects no arguments). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * A `pg` connection string, for components with their own connections (migrations, jobs,
   * listeners): the server's, or the embedded database's socket. Absent only for an
   * in-process PGlite (tests' snapshots).
   */
  url?: string;
  /** `select 1` on the health connection (see probe). */
  ping(): Promise<void>;
  /**
   * Runs one read for the health check on a connection of its own, so a monitor's answer
   * shows whether the database responds, not how long the app's pool queue is.
   */
  probe(text: string, params?: unknown[]): Promise<unknown[]>;
  close(): Promise<void>;
  /** The in-process PGlite instance (tests that snapshot it); absent for the embedded process. */
  pglite?: PGlite;
  /** The embedded database's process id (memory figures, tests). */
  embeddedPid?: number;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number; pglite?: PGlite };

/**
 * A PostgreSQL server (databaseUrl), an in-process PGlite (tests pass one), or else the
 * embedded default: PGlite on DATA_DIR/pglite in its own process, reached through `pg` on
 * a private socket like a server (decision 018). The last two are kind `pglite`.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.pglite) return await inProcessPglite(options.pglite);
  if (options.databaseUrl) return serverDatabase(options.databaseUrl, 'postgres', options.poolSize ?? 10);

  const dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
  const embedded = await startEmbeddedDatabase(dataDir);
  // One backend serves every connection in turn: a few connections keep it busy.
  const database = serverDatabase(embedded.url, 'pglite', Math.min(options.poolSize ?? 4, 4));
  return {
    ...database,
    embeddedPid: embedded.pid,
    close: async () => {
      await database.close().catch(() => {});
      await embedded.close();
    },
  };
}

function serverDatabase(url: string, kind: Database['kind'], poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  const health = new pg.Pool({ connectionString: url, max: 1, application_name: 'shop-health' });
  // An idle client that loses its server must not crash the process.
  pool.on('error', () => {});
  health.on('error', () => {});
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
  const probe = async (text: string, params?: unknown[]) => (await health.query(text, params)).rows;
  return {
    db,
    kind,
    url,
    ping: async () => {
      await probe('select 1');
    },
    probe,
    close: async () => {
      await Promise.all([pool.end(), health.end()]);
    },
  };
}

/**
 * Tests' in-process PGlite. Its drizzle driver imports PGlite itself (~3 MB): loaded here
 * only, so a server on the embedded process or on PostgreSQL never holds it.
 */
async function inProcessPglite(instance: PGlite): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const db = drizzle(instance, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    ping: async () => {
      await instance.query('select 1');
    },
    probe: async (text, params) => (await instance.query(text, params)).rows,
    close: () => instance.close(),
  };
}
