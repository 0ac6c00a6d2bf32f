import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../../db/client';
import { enqueueMail, mailJobHandler } from './mail-jobs';
import {
  createBoss,
  installJobs,
  JOBS_CHANNEL,
  MAIL_QUEUE,
  PAYMENT_RECONCILE_QUEUE,
  STORAGE_SWEEP_QUEUE,
} from './queue';

export type Jobs = {
  /** The started pg-boss instance (queue sizes, job lookups; tests). */
  readonly boss: PgBoss;
  /** Whether this process sends queued mail (JOBS_WORKER). */
  readonly worker: boolean;
  /** Queues a mail inside the caller's transaction; see mail-jobs.ts. Same as the module function. */
  enqueueMail: typeof enqueueMail;
  /** Makes this process's workers (mail, storage sweep, …) look for due jobs now instead of at their next poll. */
  wake: () => void;
  /**
   * Takes jobs of `queue` (one created by installJobs) one at a time in this process, if it is
   * a worker (JOBS_WORKER; otherwise nothing), woken by commits like the mail worker. A handler
   * that throws has its job retried with the queue's backoff; one that starts while the app
   * closes is failed and retried later. For modules above jobs (modules/events).
   */
  work: (queue: string, handle: (job: PgBoss.JobWithMetadata<unknown>) => Promise<void>) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Durable background jobs (pg-boss, in the same database). Queue a mail inside your
     * transaction: `await app.db.transaction(async (tx) => { …; await app.jobs.enqueueMail(tx, mail) })`.
     * See modules/jobs/README.md.
     */
    jobs: Jobs;
  }
}

export type JobsPluginOptions = {
  /** Run the mail worker in this process (JOBS_WORKER); enqueueing works either way. */
  worker: boolean;
  /** How often an idle worker polls (JOBS_POLL_MS, at least 500). A commit also wakes it at once. */
  pollingIntervalMs: number;
  /**
   * The daily storage sweep (run by worker processes), handed in by app.ts: the storage module
   * uses the queue, so the queue cannot import it back (docs/decisions/030-module-walls.md).
   */
  sweep: (context: { db: Db; log: FastifyBaseLogger }) => Promise<unknown>;
  /**
   * The payments' reconcile step, handed in by app.ts like the sweep: run every minute by one
   * worker, and once as a worker process starts, so a payment a crash left between charge and
   * finish is settled as soon as the shop is back.
   */
  reconcile?: () => Promise<unknown>;
};

/**
 * Installs pg-boss's schema and the mail queue if needed, starts pg-boss and (unless
 * disabled) the mail worker, which sends through `app.mailer`. Stops on close, letting a
 * send in progress finish (a few seconds at most). Register after the db and mail plugins.
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, { worker, pollingIntervalMs, sweep, reconcile }) => {
    const database = app.database;
    await installJobs(database);
    const boss = createBoss(database, { pollingIntervalMs, schedule: worker });
    boss.on('error', (err) => app.log.error({ err }, 'job queue error'));
    await boss.start();

    let closing = false;
    let stopped = false;
    quietAfterStop(boss, () => stopped);
    let stopListening: () => Promise<void> = async () => {};
    const workerIds: string[] = [];
    let sweepWorkerId: string | undefined;
    let reconcileWorkerId: string | undefined;
    if (worker) {
      const workerId = await boss.work(
        MAIL_QUEUE,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: Math.max(500, pollingIntervalMs) / 1000,
        },
        mailJobHandler({ boss, mailer: app.mailer, log: app.log, isClosing: () => closing }),
      );
      // The daily job from the cron; a minute's delay in taking it does not matter.
      sweepWorkerId = await boss.work(
        STORAGE_SWEEP_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 60 },
        async () => {
          await sweep({ db: app.db, log: app.log });
        },
      );
      workerIds.push(workerId, sweepWorkerId);
      if (reconcile) {
        reconcileWorkerId = await boss.work(
          PAYMENT_RECONCILE_QUEUE,
          { batchSize: 1, pollingIntervalSeconds: 30 },
          async () => {
            await reconcile();
          },
        );
        workerIds.push(reconcileWorkerId);
        app.addHook('onReady', async () => {
          void reconcile().catch((err: unknown) =>
            app.log.error({ err }, 'payments: reconcile at start failed'),
          );
        });
      }
    }

    const wakeAll = () => {
      for (const id of workerIds) boss.notifyWorker(id);
    };
    // A commit wakes the queue workers, not the daily sweep's nor the minutely reconcile's.
    const wakeOnCommit = () => {
      for (const id of workerIds) if (id !== sweepWorkerId && id !== reconcileWorkerId) boss.notifyWorker(id);
    };
    if (worker) stopListening = await listenForNewJobs(database, wakeOnCommit, app.log, () => closing);
    const work: Jobs['work'] = async (queue, handle) => {
      if (!worker) return;
      const id = await boss.work(
        queue,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: Math.max(500, pollingIntervalMs) / 1000,
        },
        async ([job]: PgBoss.JobWithMetadata<unknown>[]) => {
          if (!job) return;
          if (closing) throw new Error('shutting down before handling');
          await handle(job);
        },
      );
      workerIds.push(id);
    };
    app.decorate('jobs', { boss, worker, enqueueMail, wake: wakeAll, work } satisfies Jobs);

    // preClose: before onClose hooks close the mailer and the caller closes the database.
    app.addHook('preClose', async () => {
      closing = true;
      await stopListening().catch(() => {});
      try {
        await boss.stop({ graceful: true, wait: true, timeout: 5000 });
      } catch (err) {
        app.log.error({ err }, 'job queue did not stop cleanly');
      } finally {
        stopped = true;
      }
    });
  },
  { name: 'jobs', dependencies: ['db', 'mailer'] },
);

/**
 * pg-boss completes and fails jobs without awaiting them, and a worker's fetch may still be
 * in flight when the app closes; once the database is gone those calls would reject with
 * nobody listening (an unhandled rejection). After stop they are left pending instead: the
 * job stays `active` and, if it was not sent, is retried after it expires.
 */
function quietAfterStop(boss: PgBoss, isStopped: () => boolean): void {
  const db = boss.getDb();
  const execute = db.executeSql.bind(db);
  db.executeSql = async (text, values) => {
    try {
      return await execute(text, values);
    } catch (error) {
      if (isStopped()) return new Promise<never>(() => {});
      throw error;
    }
  };
}

type Log = { warn: (obj: object, msg: string) => void };

/**
 * LISTEN on the jobs channel so a committed job is handled at once instead of at the next poll.
 * Polling stays the safety net: a lost notification (or listener connection) only delays.
 */
async function listenForNewJobs(
  database: Database,
  wake: () => void,
  log: Log,
  isClosing: () => boolean,
): Promise<() => Promise<void>> {
  if (database.pglite) {
    return database.pglite.listen(JOBS_CHANNEL, wake);
  }
  const url = database.url;
  if (!url) return async () => {};
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const reconnectLater = () => {
    if (!isClosing()) retry = setTimeout(() => void connect(), 5000);
  };
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: 'shop-jobs-listen' });
    next.on('notification', wake);
    next.on('error', (err) => {
      log.warn({ err }, 'job listener lost its connection; polling until it is back');
      if (client === next) client = undefined;
      next.end().catch(() => {});
      reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${JOBS_CHANNEL}`);
      client = next;
    } catch (err) {
      log.warn({ err }, 'job listener could not connect; polling until it can');
      next.end().catch(() => {});
      reconnectLater();
    }
  };
  await connect();
  return async () => {
    clearTimeout(retry);
    await client?.end();
  };
}
