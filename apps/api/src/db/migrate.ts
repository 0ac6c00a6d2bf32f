import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle');

/** Arbitrary constant: the advisory lock that lets one of several processes migrate at a time. */
const MIGRATION_LOCK_ID = 7_401_122;

/** An in-process PGlite (tests). Its drizzle driver loads PGlite itself: imported on use only. */
export async function migratePgliteDatabase(client: PGlite): Promise<void> {
  const [{ drizzle }, { migrate }] = await Promise.all([
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
}

/**
 * Migrates a PostgreSQL server. Several processes may start at once, so the migration runs
 * under a session advisory lock on one dedicated connection.
 */
export async function migratePostgresDatabase(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    await client.end();
  }
}
