import net from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { loadEnv } from '../../config/env';
import { type Database, type Db, openDatabase } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/mail';
import { enqueueMail } from './mail-jobs';
import { toDrizzleSql } from './queue';

type JobRow = { id: string; state: string; retry_count: number; retry_delay: number; retry_backoff: boolean };

async function jobsTo(db: Db, to: string): Promise<JobRow[]> {
  const result = (await db.execute(
    sql`select id, state, retry_count, retry_delay, retry_backoff from pgboss.job
        where name = 'mail' and data->>'to' = ${to} order by created_on`,
  )) as unknown as { rows: JobRow[] };
  return result.rows;
}

async function until<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const mail = (to: string, subject = 'Your order') => ({
  to,
  subject,
  text: `Hello ${to}`,
  html: '<p>Hello</p>',
});

describe('toDrizzleSql', () => {
  it('turns $n placeholders into parameters, repeating a reused one and sending objects as JSON', () => {
    const query = toDrizzleSql('select $1::jsonb, $2, right($2, 1), $$x$$', [{ a: 1 }, 'v']);
    const chunks = query.queryChunks.filter((c) => typeof c === 'object' && c !== null && 'value' in c);
    expect(chunks.map((c) => (c as { value: unknown }).value)).toEqual(['{"a":1}', 'v', 'v']);
    expect(() => toDrizzleSql('select $3', [1])).toThrow(/\$3/);
  });
});

describe('mail jobs', () => {
  let smtp: TestSmtp;
  let ctx: TestContext;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    ctx = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_MS: '500' });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('sends a job committed with the caller’s transaction, then deletes it', async () => {
    const to = 'committed@example.com';
    const id = await ctx.app.db.transaction(async (tx) => {
      const jobId = await enqueueMail(tx, mail(to, 'Order BP-1'));
      // Inside the transaction the job is there, not yet visible to the worker's connection.
      expect((await jobsTo(tx, to)).map((j) => j.id)).toEqual([jobId]);
      return jobId;
    });
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const received = await smtp.waitFor(to);
    expect(received.subject).toBe('Order BP-1');
    expect(received.text).toContain(`Hello ${to}`);
    expect(received.html).toContain('<p>Hello</p>');
    await until(async () => ((await jobsTo(ctx.app.db, to)).length === 0 ? true : undefined));
  });

  it('leaves no job and sends nothing when the transaction rolls back', async () => {
    const to = 'rolled-back@example.com';
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await enqueueMail(tx, mail(to));
        expect(await jobsTo(tx, to)).toHaveLength(1);
        throw new Error('order refused');
      }),
    ).rejects.toThrow('order refused');
    expect(await jobsTo(ctx.app.db, to)).toHaveLength(0);
    // A later mail is delivered, the rolled-back one never is.
    await ctx.app.jobs.enqueueMail(ctx.app.db, mail('after-rollback@example.com'));
    await smtp.waitFor('after-rollback@example.com');
    expect(smtp.to(to)).toHaveLength(0);
  });

  it('uses the queue’s retry policy: 10 retries with exponential backoff', async () => {
    const queue = await ctx.app.jobs.boss.getQueue('mail');
    expect(queue).toMatchObject({ retryLimit: 10, retryDelay: 15, retryBackoff: true });
  });

  it('answers the contact form with an error, storing nothing, when the mail cannot be queued', async () => {
    const { app } = ctx;
    const count = async () => {
      const r = (await app.db.execute(sql`select count(*)::int as n from contact_messages`)) as unknown as {
        rows: { n: number }[];
      };
      return Number(r.rows[0]?.n);
    };
    const before = await count();
    // Without the queue pg-boss inserts nothing: enqueueMail must refuse, not pretend.
    await app.db.execute(sql`alter table pgboss.queue rename to queue_gone`);
    try {
      await expect(app.jobs.enqueueMail(app.db, mail('nobody@example.com'))).rejects.toThrow();
      const res = await app.inject({
        method: 'POST',
        url: '/api/contacts',
        payload: {
          name: 'Ana',
          phone: '+34 600 111 222',
          email: 'ana@example.com',
          message: 'Hello there, a banner?',
        },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: false, code: 'unavailable' });
      expect(res.json().message).toMatch(/could not queue the e-mail/);
      expect(await count()).toBe(before);
    } finally {
      await app.db.execute(sql`alter table pgboss.queue_gone rename to queue`);
    }
  });
});

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

describe('an SMTP server that is down at first', () => {
  let ctx: TestContext;
  let smtp: TestSmtp | undefined;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_POLL_MS: '500' });
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });

  it('gets the mail later: the job is retried with backoff until the server is up', async () => {
    const to = 'patient@example.com';
    await ctx.app.db.transaction((tx) => enqueueMail(tx, mail(to), { retryDelay: 1 }));
    // The first attempt fails (connection refused) and the job waits for its retry.
    const failed = await until(async () => (await jobsTo(ctx.app.db, to)).find((j) => j.state === 'retry'));
    const failedAt = Date.now();
    expect(failed).toMatchObject({ retry_delay: 1, retry_backoff: true });

    smtp = await startTestSmtp(port);
    const received = await smtp.waitFor(to, 1, 15_000);
    expect(received.subject).toBe('Your order');
    // Backoff: the first retry waits at least retryDelay (1 s here), at most twice that.
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(900);
    await until(async () => ((await jobsTo(ctx.app.db, to)).length === 0 ? true : undefined));
  });
});

describe('a restart', () => {
  let smtp: TestSmtp;
  let first: TestContext;
  let second: { app: FastifyInstance; database: Database } | undefined;

  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
    await first?.close();
    await smtp?.close();
  });

  it('sends on the next start a job queued by a process without a worker', async () => {
    const to = 'after-restart@example.com';
    first = await createTestApp({ SMTP_URL: smtp.url, JOBS_WORKER: 'false', JOBS_POLL_MS: '500' });
    expect(first.app.jobs.worker).toBe(false);
    await first.app.db.transaction((tx) => enqueueMail(tx, mail(to)));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(smtp.to(to)).toHaveLength(0);
    expect(await jobsTo(first.app.db, to)).toMatchObject([{ state: 'created' }]);
    await first.app.close();

    // The same data opened again by a new process (PGlite: its files; a server: a new pool).
    const database = first.database.pglite
      ? await openDatabase({
          pglite: await PGlite.create({ loadDataDir: await first.database.pglite.dumpDataDir() }),
        })
      : await openDatabase({ databaseUrl: first.database.url, poolSize: 2 });
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: first.dataDir,
      SMTP_URL: smtp.url,
    });
    const app = await buildApp({ env, database, logger: false });
    second = { app, database };
    await app.ready();
    expect(app.jobs.worker).toBe(true);
    const received = await smtp.waitFor(to, 1, 10_000);
    expect(received.subject).toBe('Your order');
  });
});
