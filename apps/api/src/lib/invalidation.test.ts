import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { decodeInvalidation, encodeInvalidation, INVALIDATION_CHANNEL, invalidate } from './invalidation';
import { readCacheGeneration } from './read-cache';

async function until(check: () => boolean, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('invalidation payloads', () => {
  it('round-trips every kind', () => {
    for (const event of [{ kind: 'read' }, { kind: 'sessions' }, { kind: 'cart', userId: 42 }] as const) {
      expect(decodeInvalidation(encodeInvalidation(event))).toEqual([event]);
    }
  });

  it('reads an unknown payload as "forget everything"', () => {
    expect(decodeInvalidation('catalogue-v2')).toEqual([{ kind: 'read' }, { kind: 'sessions' }]);
    expect(decodeInvalidation('')).toEqual([{ kind: 'read' }, { kind: 'sessions' }]);
  });

  it('applies locally at once', () => {
    const before = readCacheGeneration();
    invalidate({ kind: 'read' });
    expect(readCacheGeneration()).toBe(before + 1);
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl)
  console.info('invalidation listener tests skipped: no TEST_DATABASE_URL (PGlite needs no listener)');

describe.skipIf(!serverUrl)('invalidation listener on a PostgreSQL server', () => {
  let ctx: TestContext;
  let other: pg.Client;

  beforeAll(async () => {
    ctx = await createTestApp();
    other = new pg.Client({ connectionString: ctx.database.url });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await ctx?.close();
  });

  it('listens, and applies a notification raised by another connection', async () => {
    expect(ctx.app.invalidation.listening).toBe(true);
    const before = readCacheGeneration();
    await other.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, 'read']);
    await until(() => readCacheGeneration() > before);
  });

  it('hears nothing from an uncommitted transaction, and hears it on commit', async () => {
    const before = readCacheGeneration();
    await other.query('begin');
    await other.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, 'read']);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(readCacheGeneration()).toBe(before);
    await other.query('commit');
    await until(() => readCacheGeneration() > before);
  });

  it('reconnects a dropped listener and empties every cache when back', async () => {
    const before = readCacheGeneration();
    const killed = await other.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where application_name = 'shop-invalidation-listen' and datname = current_database()`,
    );
    expect(killed.rowCount).toBeGreaterThan(0);
    await until(() => !ctx.app.invalidation.listening);
    await until(() => ctx.app.invalidation.listening, 5000);
    expect(readCacheGeneration()).toBeGreaterThan(before);
    // And it hears again.
    const after = readCacheGeneration();
    await other.query('select pg_notify($1, $2)', [INVALIDATION_CHANNEL, 'read']);
    await until(() => readCacheGeneration() > after);
  });
});
