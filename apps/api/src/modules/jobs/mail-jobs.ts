import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { isDemoAddress } from '../../lib/demo';
import type { Mailer, MailMessage } from '../mail';
import { type EnqueueJobOptions, enqueueJob } from './enqueue';
import { MAIL_QUEUE } from './queue';

export type EnqueueMailOptions = EnqueueJobOptions;

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
): Promise<string | null> {
  if (isDemoAddress(message.to)) return null;
  const data: MailMessage = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
  };
  return enqueueJob(tx, MAIL_QUEUE, data, options);
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
