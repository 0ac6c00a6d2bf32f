import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { withDatabase } from './global-setup';
import { type Shop, startShop, stopShop } from './processes';

/**
 * The restore drill of docs/operations.md: pg_dump of a seeded database, pg_restore into a
 * new one, and the shop starts on the restored copy and serves its catalogue. Needs a server
 * (TEST_DATABASE_URL, CI's PostgreSQL pass) and the PostgreSQL client programs.
 */

const serverUrl = process.env.TEST_DATABASE_URL;

function findProgram(name: string): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name)),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort((x, y) => Number(y) - Number(x))
          .map((version) => path.join('/usr/lib/postgresql', version, 'bin', name))
      : []),
  ];
  return candidates.find((file) => fs.existsSync(file)) ?? null;
}

const pgDump = findProgram('pg_dump');
const pgRestore = findProgram('pg_restore');
const skipReason = !serverUrl
  ? 'no TEST_DATABASE_URL'
  : !pgDump || !pgRestore
    ? 'pg_dump or pg_restore not found'
    : null;
if (skipReason) console.info(`backup/restore drill skipped: ${skipReason}`);

describe.skipIf(skipReason !== null)('backup and restore drill', () => {
  const suffix = randomBytes(5).toString('hex');
  const source = `shop_backup_${suffix}`;
  const restored = `shop_restored_${suffix}`;
  let work = '';
  let shop: Shop | undefined;

  async function admin(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await stopShop(shop);
    if (serverUrl) {
      await admin(`drop database if exists ${source} with (force)`).catch(() => {});
      await admin(`drop database if exists ${restored} with (force)`).catch(() => {});
    }
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 30_000);

  it('restores a pg_dump into a new database that the shop starts on and serves', async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-backup-'));
    // A migrated, seeded database (a copy of the tests' template).
    await admin(`create database ${source} template ${inject('postgresTemplate')}`);
    const dump = path.join(work, 'shop.dump');
    execFileSync(pgDump as string, [
      '--format=custom',
      `--file=${dump}`,
      withDatabase(serverUrl as string, source),
    ]);
    expect(fs.statSync(dump).size).toBeGreaterThan(0);

    await admin(`create database ${restored}`);
    execFileSync(pgRestore as string, [
      '--no-owner',
      '--exit-on-error',
      `--dbname=${withDatabase(serverUrl as string, restored)}`,
      dump,
    ]);

    shop = await startShop('restored', {
      NODE_ENV: 'test',
      DATABASE_URL: withDatabase(serverUrl as string, restored),
      DATA_DIR: path.join(work, 'data'),
      UPLOAD_DIR: path.join(work, 'uploads'),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false', // whatever it serves came from the dump
      SMTP_URL: '',
    });
    const categories = await fetch(`${shop.base}/api/categories?owner_type=2`);
    expect(categories.status).toBe(200);
    const list = ((await categories.json()) as { data: { id: number }[] }).data;
    expect(list.length).toBeGreaterThan(0);

    const client = new pg.Client({ connectionString: withDatabase(serverUrl as string, restored) });
    await client.connect();
    const { rows } = await client.query<{ id: number }>(
      'select id from products where active order by id limit 1',
    );
    await client.end();
    const product = await fetch(`${shop.base}/api/products/${rows[0]?.id}`);
    expect(product.status).toBe(200);
    const health = await fetch(`${shop.base}/api/health`);
    expect(((await health.json()) as { data: { mailQueue: { ok: boolean } } }).data.mailQueue.ok).toBe(true);
  }, 60_000);
});
