import type { PGlite } from '@electric-sql/pglite';
import { type SQL, type SQLChunk, sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';

/** pg-boss keeps its tables in this schema (its own migrations; not in apps/api/drizzle). */
export const JOBS_SCHEMA = 'pgboss';

/** The queue of outgoing e-mails. */
export const MAIL_QUEUE = 'mail';

/**
 * Where pg-boss moves a mail that failed its last retry (its `deadLetter` queue option, in the
 * same statement that fails it). No worker takes from it: staff see it in the back-office
 * and queue it again (dead-letters.ts).
 */
export const MAIL_DEAD_LETTER_QUEUE = 'mail_dead_letter';

/**
 * The daily storage sweep (modules/storage/sweep.ts): pg-boss's cron puts one job a day in
 * this queue, whichever processes run the schedule, and one worker takes it.
 */
export const STORAGE_SWEEP_QUEUE = 'storage_sweep';
/** 03:17 in Madrid: the shop's quietest hour, off the round hour other cron jobs favour. */
export const STORAGE_SWEEP_CRON = '17 3 * * *';
export const STORAGE_SWEEP_TZ = 'Europe/Madrid';

/**
 * LISTEN/NOTIFY channel raised when a job (a mail, an order event) commits, so the workers
 * fetch it at once. Named when it carried mail only; kept so processes of the previous
 * version, during a rolling upgrade, still hear each other.
 */
export const JOBS_CHANNEL = 'shop_mail_jobs';

/**
 * The order events outbox (modules/events): one job per committed event, whose worker runs
 * each registered handler once. Retried like mail (a handler usually fails because what it
 * calls is down); a dispatch that hangs 5 minutes is failed and tried again.
 */
export const ORDER_EVENTS_QUEUE = 'order_events';
export const ORDER_EVENTS_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 15,
  retryBackoff: true,
  expireInSeconds: 300,
  retentionMinutes: 30 * 24 * 60,
} as const;

/**
 * Reminders of proofs left unanswered (orders/proofs.ts): one job per proof, due 24 hours after
 * it was sent; the worker mails only a proof still pending and not yet reminded.
 */
export const PROOF_REMINDER_QUEUE = 'proof_reminders';

/**
 * Webhook deliveries (modules/webhooks): one job per attempt. The retry schedule over about a
 * day is the webhooks module's own (each failed attempt queues the next with `startAfter`, so
 * the log can say when); pg-boss's retries only cover a worker that died or threw mid-attempt.
 */
export const WEBHOOK_DELIVERIES_QUEUE = 'webhook_deliveries';
export const WEBHOOK_DELIVERIES_QUEUE_OPTIONS = {
  retryLimit: 3,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 120,
  retentionMinutes: 3 * 24 * 60,
} as const;

/**
 * The payments' reconcile job (docs/decisions/035-payments-state-machine.md): every minute one
 * worker asks the gateway about payments left pending and refunds charges without an order.
 */
export const PAYMENT_RECONCILE_QUEUE = 'payment_reconcile';
export const PAYMENT_RECONCILE_CRON = '* * * * *';

/**
 * Retries of a mail whose SMTP server refuses or cannot be reached: 10 more attempts with
 * exponential backoff (pg-boss waits `retryDelay * 2^n` to twice that before attempt n+1),
 * so 15 s gives roughly 15 s, 30 s, 1 min … 2-4 h: about 4-8 hours of outage are absorbed.
 */
export const MAIL_QUEUE_OPTIONS = {
  retryLimit: 10,
  retryDelay: 15,
  retryBackoff: true,
  /** A send that hangs longer than this is failed and retried. */
  expireInSeconds: 120,
  deadLetter: MAIL_DEAD_LETTER_QUEUE,
  /**
   * How long a mail may wait unsent (no worker running) before pg-boss archives it; a dead
   * letter is kept about twice as long from the mail's creation (pg-boss's rule), so about
   * 60 days on the staff list instead of 28 with the 14-day default.
   */
  retentionMinutes: 30 * 24 * 60,
} as const;

/** Arbitrary constant: the session lock under which one process at a time installs pg-boss. */
const JOBS_INSTALL_LOCK_ID = 7_401_123;

type Executor = PgBoss.Db;
type Rows = { rows: Record<string, unknown>[] };

/**
 * pg-boss's `db` option over PGlite. A call with parameters is one statement (`query`); a call
 * without is pg-boss's DDL or maintenance text, several statements wrapped in
 * `BEGIN … COMMIT`, which needs `exec`. That runs inside PGlite's own transaction lock, so
 * no other query of the process slips in between, and a failure is rolled back instead of
 * leaving the single connection in an aborted transaction.
 */
export function pgliteExecutor(client: PGlite): Executor {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values.map(toDriverValue));
        return { rows: result.rows };
      }
      const results = await client.transaction((tx) => tx.exec(text));
      const withRows = results.filter((r) => r.fields.length > 0);
      return { rows: (withRows.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
  };
}

/** pg-boss's `db` option over one plain connection (used while holding the install lock). */
function clientExecutor(client: pg.Client): Executor {
  return {
    async executeSql(text: string, values?: unknown[]): Promise<Rows> {
      const result = await client.query(text, values);
      // A multi-statement text answers an array of results; pg-boss only reads single ones.
      return Array.isArray(result) ? { rows: [] } : { rows: result.rows };
    },
  };
}

/**
 * pg-boss's `db` option over a drizzle database or transaction: the job's INSERT runs on the
 * caller's connection, inside its transaction, so the business rows and the job commit (or
 * roll back) together. pg-boss's `$1..$n` text becomes a drizzle `sql` object with the same
 * values as bound parameters.
 */
export function drizzleExecutor(tx: Db): Executor {
  return {
    async executeSql(text: string, values: unknown[] = []): Promise<Rows> {
      const result = (await tx.execute(toDrizzleSql(text, values))) as unknown as Rows;
      return { rows: result.rows };
    },
  };
}

/**
 * `select $1, $2` with values → drizzle SQL with the values as parameters. A placeholder used
 * twice becomes two parameters with the same value; PostgreSQL infers each one's type from
 * its own position (see enqueue options: relative `startAfter` numbers are not accepted).
 */
export function toDrizzleSql(text: string, values: unknown[]): SQL {
  const chunks: SQLChunk[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= values.length) throw new Error(`SQL refers to $${index + 1} without a value`);
    chunks.push(sql.raw(text.slice(last, match.index)), sql.param(toDriverValue(values[index])));
    last = match.index + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks);
}

/** Objects (a job's data) are sent as JSON text, which both drivers pass through unchanged. */
function toDriverValue(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (
    typeof value === 'object' &&
    !(value instanceof Date) &&
    !Array.isArray(value) &&
    !Buffer.isBuffer(value)
  ) {
    return JSON.stringify(value);
  }
  return value;
}

export type BossOptions = {
  /** How often an idle worker looks for due jobs (at least 500 ms, pg-boss's minimum). */
  pollingIntervalMs?: number;
  /** Run pg-boss's maintenance (expire stuck jobs, archive, drop) in this process. */
  supervise?: boolean;
  /** Run pg-boss's cron (the storage sweep's schedule) in this process. */
  schedule?: boolean;
};

/**
 * A PgBoss for the configured database. With a connection string (a server, or the embedded
 * database's socket) it opens its own small pool; an in-process PGlite (tests) runs it
 * through the instance.
 * The schema is expected to exist (see installJobs); cron runs only where `schedule` is set
 * (processes with a worker), checked every 30 s.
 */
export function createBoss(database: Database, options: BossOptions = {}): PgBoss {
  const common = {
    schema: JOBS_SCHEMA,
    migrate: false,
    schedule: options.schedule ?? false,
    cronMonitorIntervalSeconds: 30,
    cronWorkerIntervalSeconds: 30,
    supervise: options.supervise ?? true,
    pollingIntervalSeconds: Math.max(500, options.pollingIntervalMs ?? 1000) / 1000,
  };
  if (database.url) {
    // Embedded: one backend serves every connection in turn, so one is enough.
    const max = database.kind === 'pglite' ? 1 : 3;
    return new PgBoss({ ...common, connectionString: database.url, max, application_name: 'shop-jobs' });
  }
  if (!database.pglite) throw new Error('jobs: the PGlite database has no instance');
  return new PgBoss({ ...common, db: pgliteExecutor(database.pglite) });
}

/**
 * Installs or upgrades pg-boss's schema and creates the queues (mail, order events, webhook
 * deliveries, storage sweep), idempotently. On a
 * server several processes may start at once: this runs under a session advisory lock on
 * one connection, so the second process finds everything in place (pg-boss's own
 * `create` race handling would leave that connection in an aborted transaction).
 */
export async function installJobs(database: Database): Promise<void> {
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url, application_name: 'shop-jobs-install' });
    await client.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [JOBS_INSTALL_LOCK_ID]);
      await installWith(clientExecutor(client));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [JOBS_INSTALL_LOCK_ID]).catch(() => {});
      await client.end();
    }
    return;
  }
  if (!database.pglite) throw new Error('jobs: the PGlite database has no instance');
  await installWith(pgliteExecutor(database.pglite));
}

async function installWith(db: Executor): Promise<void> {
  const boss = new PgBoss({ db, schema: JOBS_SCHEMA, migrate: true, schedule: false, supervise: false });
  boss.on('error', () => {});
  await boss.start();
  try {
    // The dead-letter queue first: a queue's deadLetter must name an existing queue.
    await boss.createQueue(MAIL_DEAD_LETTER_QUEUE, { name: MAIL_DEAD_LETTER_QUEUE });
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_QUEUE_OPTIONS });
    // createQueue keeps an existing queue as it is; bring its settings to this version's.
    await boss.updateQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...MAIL_QUEUE_OPTIONS });
    await boss.createQueue(ORDER_EVENTS_QUEUE, { name: ORDER_EVENTS_QUEUE, ...ORDER_EVENTS_QUEUE_OPTIONS });
    await boss.createQueue(PROOF_REMINDER_QUEUE, {
      name: PROOF_REMINDER_QUEUE,
      retryLimit: 10,
      retryDelay: 60,
      retryBackoff: true,
      retentionMinutes: 30 * 24 * 60,
    });
    await boss.createQueue(WEBHOOK_DELIVERIES_QUEUE, {
      name: WEBHOOK_DELIVERIES_QUEUE,
      ...WEBHOOK_DELIVERIES_QUEUE_OPTIONS,
    });
    // A sweep that fails is tried again the next day; one that hangs an hour is stopped.
    await boss.createQueue(STORAGE_SWEEP_QUEUE, {
      name: STORAGE_SWEEP_QUEUE,
      retryLimit: 0,
      expireInSeconds: 3600,
    });
    await boss.schedule(STORAGE_SWEEP_QUEUE, STORAGE_SWEEP_CRON, {}, { tz: STORAGE_SWEEP_TZ });
    // A run that fails is simply the next minute's; one that hangs five minutes is stopped.
    await boss.createQueue(PAYMENT_RECONCILE_QUEUE, {
      name: PAYMENT_RECONCILE_QUEUE,
      retryLimit: 0,
      expireInSeconds: 300,
    });
    await boss.schedule(PAYMENT_RECONCILE_QUEUE, PAYMENT_RECONCILE_CRON, {});
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
}
