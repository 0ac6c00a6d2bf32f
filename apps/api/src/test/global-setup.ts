import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { migratePgliteDatabase, migratePostgresDatabase } from '../db/migrate';
import { seedDatabase } from '../db/seed';
import { installJobs } from '../modules/jobs/queue';
import { TEST_STAFF } from './constants';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    postgresTemplate: string;
  }
}

const TEMPLATE_DB = 'shop_test_template';

/**
 * Migrates and seeds one database before any test file runs. Each file then starts from a
 * copy: a PGlite data-dir snapshot, or (with TEST_DATABASE_URL) a PostgreSQL database
 * created from a template. No test sees another file's rows.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
    await admin.query(`create database ${TEMPLATE_DB}`);
    const templateUrl = withDatabase(serverUrl, TEMPLATE_DB);
    await migratePostgresDatabase(templateUrl);
    const database = await openDatabase({ databaseUrl: templateUrl, poolSize: 2 });
    await seedDatabase(database.db, { ...TEST_STAFF, createStaff: true });
    await installJobs(database);
    await database.close();
    project.provide('postgresTemplate', TEMPLATE_DB);
    project.provide('pgliteSnapshot', '');
    return async () => {
      await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`).catch(() => {});
      await admin.end();
    };
  }

  const client = new PGlite();
  await migratePgliteDatabase(client);
  const database = await openDatabase({ pglite: client });
  await seedDatabase(database.db, { ...TEST_STAFF, createStaff: true });
  await installJobs(database);
  const snapshot = await client.dumpDataDir('gzip');
  await client.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'seeded.tar.gz');
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
