import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { type Database, type Db, openDatabase } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser } from '../../test/users';
import { orders } from '../orders/table';
import { dispatchOrderEvent } from './dispatch';
import { recordOrderEvent } from './record';
import { registerOrderEventHandler } from './registry';
import { orderEventDeliveries, orderEvents } from './table';
import type { OrderEvent } from './types';

const log = pino({ level: 'silent' });

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

type JobRow = { state: string; wait_seconds: number };
async function eventJobs(db: Db, eventId: number): Promise<JobRow[]> {
  const result = (await db.execute(
    sql`select state, extract(epoch from start_after - now())::float as wait_seconds from pgboss.job
        where name = 'order_events' and (data->>'eventId')::int = ${eventId}`,
  )) as unknown as { rows: JobRow[] };
  return result.rows;
}

/** A handler that counts its runs (and can be told to fail), registered for this test only. */
function counting(name: string, fail: () => boolean = () => false) {
  const seen: number[] = [];
  const off = registerOrderEventHandler({
    name,
    types: ['proof_ready'],
    async handle(event: OrderEvent) {
      if (fail()) throw new Error(`${name} is down`);
      // Long enough for a second dispatcher to arrive while this one holds the claim.
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen.push(event.id);
    },
  });
  offs.push(off);
  return seen;
}

/** This file's handlers among those that ran (the app registers its own for the same types). */
const ours = (handlers: string[]) => handlers.filter((name) => name.startsWith('test.'));

const offs: (() => void)[] = [];
afterEach(() => {
  for (const off of offs.splice(0)) off();
});

async function newOrder(db: Db, userId: number) {
  const [order] = await db
    .insert(orders)
    .values({ code: `S${100_000 + Math.floor(Math.random() * 900_000)}`, kind: 'service', userId, status: 1 })
    .returning({ id: orders.id });
  return order!.id;
}

describe('order events', () => {
  let ctx: TestContext;
  let orderId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ JOBS_POLL_MS: '500' });
    const user = await createTestUser(ctx.database);
    orderId = await newOrder(ctx.database.db, user.id);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  const deps = () => ({ db: ctx.app.db, log, publicUrl: 'http://shop.test' });

  it('an event written in a rolled-back transaction is never stored, queued or delivered', async () => {
    const seen = counting('test.rolled-back');
    let eventId = 0;
    await expect(
      ctx.app.db.transaction(async (tx) => {
        eventId = await recordOrderEvent(tx, { orderId, type: 'proof_ready', data: { uploadId: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(eventId).toBeGreaterThan(0);
    expect(await ctx.app.db.select().from(orderEvents).where(eq(orderEvents.id, eventId))).toEqual([]);
    expect(await eventJobs(ctx.app.db, eventId)).toEqual([]);
    expect(await dispatchOrderEvent(deps(), eventId)).toEqual({ delivered: [], skipped: [], failed: [] });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(seen).toEqual([]);
  });

  it('a committed event reaches each handler once, even with dispatchers running at the same time', async () => {
    const first = counting('test.first');
    const second = counting('test.second');
    const eventId = await ctx.app.db.transaction((tx) =>
      recordOrderEvent(tx, { orderId, type: 'proof_ready', data: { uploadId: 2 } }),
    );
    // The app's own worker is woken by the commit; two more dispatchers race it.
    const results = await Promise.all([
      dispatchOrderEvent(deps(), eventId),
      dispatchOrderEvent(deps(), eventId),
    ]);
    await until(async () =>
      (await eventJobs(ctx.app.db, eventId))[0]?.state === 'completed' ? true : undefined,
    );
    expect(first).toEqual([eventId]);
    expect(second).toEqual([eventId]);
    expect(results.flatMap((r) => r.failed)).toEqual([]);
    const deliveries = await ctx.app.db
      .select({ handler: orderEventDeliveries.handler })
      .from(orderEventDeliveries)
      .where(eq(orderEventDeliveries.eventId, eventId));
    // The app's own handlers of the type (webhooks) have their markers too; this test watches its own.
    expect(ours(deliveries.map((d) => d.handler)).sort()).toEqual(['test.first', 'test.second']);
  });

  it('a failing handler is retried alone: the others are not run again', async () => {
    let down = true;
    const steady = counting('test.steady');
    const flaky = counting('test.flaky', () => down);
    const eventId = await ctx.app.db.transaction((tx) =>
      recordOrderEvent(tx, { orderId, type: 'proof_ready', data: { uploadId: 3 } }),
    );
    // The worker's attempt fails for the flaky handler: its job waits for a retry with backoff.
    const job = await until(async () =>
      (await eventJobs(ctx.app.db, eventId)).find((j) => j.state === 'retry'),
    );
    // The queue's backoff: 15 s and more before the next attempt (jobs/queue.ts).
    expect(job.wait_seconds).toBeGreaterThan(10);
    expect(steady).toEqual([eventId]);
    expect(flaky).toEqual([]);

    down = false;
    // The retry (here run at once rather than after its 15 s backoff) runs only what is owed.
    const retried = await dispatchOrderEvent(deps(), eventId);
    expect({
      delivered: ours(retried.delivered),
      skipped: ours(retried.skipped),
      failed: retried.failed,
    }).toEqual({
      delivered: ['test.flaky'],
      skipped: ['test.steady'],
      failed: [],
    });
    expect(steady).toEqual([eventId]);
    expect(flaky).toEqual([eventId]);
  });
});

describe('order events across a restart', () => {
  let first: TestContext;
  let second: { app: FastifyInstance; database: Database } | undefined;
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
  });

  it('delivers on the next start an event committed by a process that stopped before dispatching it', async () => {
    const seen = counting('test.after-restart');
    first = await createTestApp({ JOBS_WORKER: 'false', JOBS_POLL_MS: '500' });
    const user = await createTestUser(first.database);
    const orderId = await newOrder(first.database.db, user.id);
    const eventId = await first.app.db.transaction((tx) =>
      recordOrderEvent(tx, { orderId, type: 'proof_ready', data: { uploadId: 4 } }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(seen).toEqual([]);
    await first.app.close();

    const database = first.database.pglite
      ? await openDatabase({
          pglite: await PGlite.create({ loadDataDir: await first.database.pglite.dumpDataDir() }),
        })
      : await openDatabase({ databaseUrl: first.database.url, poolSize: 2 });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: first.dataDir,
      JOBS_POLL_MS: '500',
    });
    const app = await buildApp({ env, database, logger: false });
    second = { app, database };
    await app.ready();
    await until(async () => (seen.length > 0 ? true : undefined));
    expect(seen).toEqual([eventId]);
  });
});
