import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { drizzleExecutor, JOBS_CHANNEL, JOBS_SCHEMA } from './queue';

export type EnqueueJobOptions = {
  /** Attempts after the first (default: the queue's). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled for each further one (default: the queue's). */
  retryDelay?: number;
  retryBackoff?: boolean;
  /** Not before this moment (a Date: pg-boss's relative forms are not supported here). */
  startAfter?: Date;
};

/**
 * Only builds pg-boss's SQL and checks the arguments: every enqueue passes the caller's
 * transaction as `db`, so this instance is never started and never connects.
 */
const sender = new PgBoss({
  schema: JOBS_SCHEMA,
  db: {
    executeSql: () => Promise.reject(new Error('jobs: enqueue needs the caller’s transaction')),
  },
  migrate: false,
  schedule: false,
  supervise: false,
});

/**
 * Writes a job of `queue` (one created by installJobs) inside the caller's drizzle
 * transaction, so it commits or rolls back with the caller's rows, and wakes the workers when
 * that transaction commits. Resolves with the job id. A job that cannot be written fails the
 * whole transaction with a 503 the caller can show: nothing is saved and nobody is told "done"
 * (the message speaks of e-mail because mail is what every queued effect ends in today).
 */
export async function enqueueJob(
  tx: Db,
  queue: string,
  data: object,
  options: EnqueueJobOptions = {},
): Promise<string> {
  let id: string | null;
  try {
    id = await sender.send(queue, data, { ...options, db: drizzleExecutor(tx) });
  } catch (error) {
    throw Object.assign(new AppError('unavailable', 'error.mailQueue'), { cause: error });
  }
  if (!id) throw new AppError('unavailable', 'error.mailQueue');
  // Delivered to listening workers only when (and if) the transaction commits.
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
  return id;
}

/**
 * Writes several jobs of `queue` in one statement and wakes the workers once, inside the
 * caller's transaction (a payment's finish records two order events: one round trip, not
 * four, while it holds the connection; docs/decisions/040-payment-finish-cost.md).
 */
export async function enqueueJobs(tx: Db, queue: string, data: object[]): Promise<void> {
  if (data.length === 0) return;
  try {
    // pg-boss's batch insert answers nothing: the queue exists (installJobs), as for enqueueJob.
    await sender.insert(
      data.map((d) => ({ name: queue, data: d })),
      { db: drizzleExecutor(tx) },
    );
  } catch (error) {
    throw Object.assign(new AppError('unavailable', 'error.mailQueue'), { cause: error });
  }
  await tx.execute(sql`select pg_notify(${JOBS_CHANNEL}, '')`);
}
