import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Mailer, MailMessage } from '../mail';
import { drizzleExecutor, JOBS_SCHEMA, MAIL_CHANNEL, MAIL_QUEUE } from './queue';

export type EnqueueMailOptions = {
  /** Attempts after the first (default: the queue's, 10). */
  retryLimit?: number;
  /** Seconds before the first retry; doubled for each further one (default: the queue's, 15). */
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
 * Queues an e-mail inside the caller's drizzle transaction (or on `db` itself, as one
 * statement): the mail job commits or rolls back with the caller's rows. Resolves with the
 * job id; rejects when the job could not be written, so the caller never answers "sent" for
 * a mail that is not queued. A worker (see plugin.ts) sends it after the commit, retrying
 * with backoff while the SMTP server is unreachable.
 *
 * ```ts
 * await app.db.transaction(async (tx) => {
 *   const order = await createOrder(tx, input);
 *   await enqueueMail(tx, orderMail(order));
 * });
 * ```
 */
export async function enqueueMail(
  tx: Db,
  message: MailMessage,
  options: EnqueueMailOptions = {},
): Promise<string> {
  const data: MailMessage = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
  };
  // A mail that cannot be queued fails the whole transaction with a 503 the caller can show:
  // nothing is saved and nobody is told "sent".
  let id: string | null;
  try {
    id = await sender.send(MAIL_QUEUE, data, { ...options, db: drizzleExecutor(tx) });
  } catch (error) {
    throw Object.assign(new AppError('unavailable', 'error.mailQueue'), { cause: error });
  }
  if (!id) throw new AppError('unavailable', 'error.mailQueue');
  // Delivered to listening workers only when (and if) the transaction commits.
  await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
  return id;
}

const MailJobSchema = z.object({
  to: z.string().min(3),
  subject: z.string(),
  text: z.string(),
  html: z.string().optional(),
  replyTo: z.string().optional(),
});

export type MailHandlerDeps = {
  boss: PgBoss;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** True once the app is closing: a job fetched then is failed (retried later), not sent. */
  isClosing: () => boolean;
};

/**
 * Sends one mail job. A failure throws, so pg-boss schedules the retry; after the last one
 * the job stays `failed` in the queue (logged). A sent job is deleted at once: its body may
 * hold a one-time code, which should not outlive the delivery in the database.
 */
export function mailJobHandler({ boss, mailer, log, isClosing }: MailHandlerDeps) {
  return async ([job]: PgBoss.JobWithMetadata<unknown>[]): Promise<void> => {
    if (!job) return;
    if (isClosing()) throw new Error('shutting down before sending');
    const parsed = MailJobSchema.safeParse(job.data);
    if (!parsed.success) {
      log.error({ jobId: job.id }, 'mail job with invalid data dropped');
      return;
    }
    const message = parsed.data;
    try {
      await mailer.send(message);
    } catch (err) {
      const last = job.retryCount >= job.retryLimit;
      log[last ? 'error' : 'warn'](
        { err, jobId: job.id, to: message.to, attempt: job.retryCount + 1 },
        last
          ? 'mail could not be sent; moved to the dead-letter list after the last retry'
          : 'mail could not be sent; will retry',
      );
      throw err;
    }
    await boss.deleteJob(MAIL_QUEUE, job.id).catch((err: unknown) => {
      // The mail went out: completing the job (pg-boss does it next) is enough.
      log.warn({ err, jobId: job.id }, 'sent mail job not deleted');
    });
  };
}
