/**
 * Mails that failed every retry: pg-boss copies each one into MAIL_DEAD_LETTER_QUEUE (data
 * and last error) when it fails it for the last time. Staff list them and queue one again;
 * health reports a non-empty list as degraded (modules/health).
 * docs/decisions/029-storage-sweep-quotas-dead-letters.md.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Paging, pageOf } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import type { MailMessage } from '../mail';
import { enqueueMail } from './mail-jobs';
import { JOBS_SCHEMA, MAIL_DEAD_LETTER_QUEUE } from './queue';

/**
 * The staff member retrying, and the audit log's writer: handed in by the back-office routes,
 * since the audit module sits above the queue (docs/decisions/030-module-walls.md).
 */
export type DeadLetterActor = {
  actorUserId: number;
  recordAudit: (
    tx: Db,
    entry: {
      actorUserId: number;
      action: string;
      entity: string;
      entityId: string;
      before: unknown;
      after: unknown;
    },
  ) => Promise<void>;
};

export type DeadLetter = {
  id: string;
  to: string;
  subject: string;
  /** The last attempt's error message (the SMTP server's answer, a timeout …). */
  last_error: string;
  failed_at: string;
};

type Row = {
  id: string;
  to: string | null;
  subject: string | null;
  error: string | null;
  failed_at: Date | string;
};

const rows = (result: unknown) => (result as { rows: Row[] }).rows;

/** pg-boss stores a thrown Error serialised, a timeout as `{ value: … }`. */
const LAST_ERROR = sql`coalesce(output->>'message', output->'value'->>'message', output->>'value', '')`;

/** The SQL text health runs on its own connection: how many dead letters wait. */
export const COUNT_DEAD_LETTERS_SQL = `select count(*)::int as n from ${JOBS_SCHEMA}.job where name = $1 and state = 'created'`;
export const COUNT_DEAD_LETTERS_PARAMS = [MAIL_DEAD_LETTER_QUEUE];

function answer(row: Row): DeadLetter {
  return {
    id: row.id,
    to: row.to ?? '',
    subject: row.subject ?? '',
    last_error: (row.error ?? '').slice(0, 500),
    failed_at: new Date(row.failed_at).toISOString(),
  };
}

/**
 * Undelivered mails, the most recent failure first. Bodies are not shown (they may hold a code).
 * The page and its total come from one statement, so they see the same moment: two queries on
 * two pooled connections could count a letter that arrived after the page was read.
 */
export async function listDeadLetters(db: Db, paging: Paging) {
  const result = await db.execute(sql`
    with letters as (
      select id, data->>'to' as "to", data->>'subject' as subject, ${LAST_ERROR} as error, created_on as failed_at
      from ${sql.raw(JOBS_SCHEMA)}.job
      where name = ${MAIL_DEAD_LETTER_QUEUE} and state = 'created'
    ), page as (
      select * from letters
      order by failed_at desc, id
      limit ${paging.perPage} offset ${(paging.page - 1) * paging.perPage}
    )
    select (select count(*)::int from letters) as total,
      coalesce((select json_agg(page order by page.failed_at desc, page.id) from page), '[]'::json) as items`);
  const [first] = (result as unknown as { rows: { total: number; items: Row[] | string }[] }).rows;
  // The driver hands json back parsed; a string is parsed here in case it does not.
  const items = typeof first?.items === 'string' ? (JSON.parse(first.items) as Row[]) : (first?.items ?? []);
  return pageOf(items.map(answer), paging, first?.total ?? 0);
}

/**
 * Queues a dead letter's mail again (with the mail queue's full retries) and takes it off the
 * list, in one transaction with its audit row: two staff clicking at once queue it once.
 */
export async function retryDeadLetter(db: Db, actor: DeadLetterActor, id: string) {
  return db.transaction(async (tx) => {
    const found = rows(
      await tx.execute(sql`
        select id, data->>'to' as "to", data->>'subject' as subject, ${LAST_ERROR} as error,
          created_on as failed_at, data
        from ${sql.raw(JOBS_SCHEMA)}.job
        where name = ${MAIL_DEAD_LETTER_QUEUE} and state = 'created' and id = ${id}
        for update skip locked`),
    ) as (Row & { data: MailMessage | string })[];
    const row = found[0];
    if (!row) throw new AppError('not_found', 'storage.deadLetterNotFound');
    const message = (typeof row.data === 'string' ? JSON.parse(row.data) : row.data) as MailMessage;
    const jobId = await enqueueMail(tx, message);
    await tx.execute(
      sql`delete from ${sql.raw(JOBS_SCHEMA)}.job where name = ${MAIL_DEAD_LETTER_QUEUE} and id = ${id}`,
    );
    const before = answer(row);
    await actor.recordAudit(tx, {
      actorUserId: actor.actorUserId,
      action: 'retry',
      entity: 'mail_dead_letter',
      entityId: id,
      before,
      after: { queued_as: jobId },
    });
    return { ...before, queued_as: jobId };
  });
}
