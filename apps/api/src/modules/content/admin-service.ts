import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Paging, pageOf } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { type ContactMessage, contactMessages } from './table';

export function messageAnswer(row: ContactMessage) {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    lang: row.lang,
    created_at: row.createdAt.toISOString(),
    handled: row.handledAt !== null,
    handled_at: row.handledAt?.toISOString() ?? null,
  };
}

/** The contact-form inbox, newest first; `handled` filters open (false) or done (true) messages. */
export async function listContactMessages(db: Db, filter: Paging & { handled?: boolean | undefined }) {
  const where =
    filter.handled === undefined
      ? undefined
      : filter.handled
        ? isNotNull(contactMessages.handledAt)
        : isNull(contactMessages.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(contactMessages).where(where),
  ]);
  return pageOf(rows.map(messageAnswer), filter, total?.value ?? 0);
}

/** Marks a message handled (or open again); the time it was first handled is kept. */
export async function setMessageHandled(
  db: Db,
  actor: { actorUserId: number },
  id: number,
  handled: boolean,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    const handledAt = handled ? (before.handledAt ?? new Date()) : null;
    const [row] = await tx
      .update(contactMessages)
      .set({ handledAt })
      .where(eq(contactMessages.id, id))
      .returning();
    if (!row) throw new Error('message vanished under lock');
    const after = messageAnswer(row);
    await recordAudit(tx, {
      ...actor,
      action: handled ? 'handled' : 'reopened',
      entity: 'contact_message',
      entityId: id,
      before: { handled_at: before.handledAt?.toISOString() ?? null },
      after: { handled_at: after.handled_at },
    });
    return after;
  });
}
