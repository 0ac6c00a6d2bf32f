import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadEnv } from '../config/env';
import { type Database, openDatabase } from '../db/client';
import { withDatabase } from './global-setup';
import { startTestSmtp, type TestSmtp } from './mail';

export type TestContext = {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close: () => Promise<void>;
};

/**
 * A fresh, migrated and seeded database and the whole app on it, for one test file.
 * `env` overrides settings (e.g. SMTP_URL for mail tests); `extraRoutes` adds routes for
 * testing shared plugins.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-app-'));
  const settings = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // A PDF renders on the worker pool; on a loaded CI machine the first (a thread starting,
    // fonts loading) can pass the shipped 10 s limit. Tests of the limit set their own.
    PDF_RENDER_TIMEOUT_MS: '60000',
    ...env,
  });

  let database: Database;
  let dropDatabase = async () => {};
  const template = inject('postgresTemplate');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (template && serverUrl) {
    const name = `shop_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    database = await openDatabase({ databaseUrl: withDatabase(serverUrl, name), poolSize: 5 });
    dropDatabase = async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
    const client = await PGlite.create({ loadDataDir: new Blob([snapshot]) });
    database = await openDatabase({ pglite: client });
  }

  const app = await buildApp({ env: settings, database, logger: false });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type MailTestContext = TestContext & { smtp: TestSmtp };

/** A test app (see createTestApp) that sends its mail to a test SMTP server; `close` stops both. */
export async function createTestAppWithMail(env: Record<string, string> = {}): Promise<MailTestContext> {
  const smtp = await startTestSmtp();
  const ctx = await createTestApp({ ...env, SMTP_URL: smtp.url });
  return {
    ...ctx,
    smtp,
    close: async () => {
      await ctx.close();
      await smtp.close();
    },
  };
}
