import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema';

/** One type for both drivers (a union breaks drizzle's overloads; see stack-notes). */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The server's connection string (postgres only), for components with their own pool (jobs). */
  url?: string;
  /** Runs raw SQL without parameters (migrations' advisory lock, health check). */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The PGlite instance, for tests that snapshot it. */
  pglite?: PGlite;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number; pglite?: PGlite };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      url: options.databaseUrl,
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }

  let client = options.pglite;
  let releaseLock = () => {};
  if (!client) {
    const dataDir = path.resolve(options.dataDir ?? './data', 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = lockDataDir(dataDir);
    client = await PGlite.create({ dataDir });
  }
  const instance = client;
  const db = drizzlePglite(instance, { schema, casing: 'snake_case' }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: instance,
    ping: async () => {
      await instance.query('select 1');
    },
    close: async () => {
      await instance.close();
      releaseLock();
    },
  };
}

/**
 * PGlite is one process's database: a second process on the same files would corrupt them.
 * A pid file refuses that with a clear message (a stale file from a crash is taken over).
 */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, '..', 'pglite.pid');
  const holder = Number(fs.readFileSync(lockFile, { encoding: 'utf8', flag: 'a+' }).trim());
  if (holder && holder !== process.pid && isAlive(holder)) {
    throw new Error(
      `The embedded database in ${path.dirname(lockFile)} is in use by process ${holder}. ` +
        'Stop it, use another DATA_DIR, or run several processes on a PostgreSQL server (DATABASE_URL).',
    );
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => fs.rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
