import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../accounts';
import { auditLog } from './table';

export type AuditEntry = {
  /** Null when the write did not come from a signed-in staff member (the command line). */
  actorUserId: number | null;
  action: string;
  entity: string;
  entityId: number | string;
  before?: unknown;
  after?: unknown;
};

/** Turns a row into plain JSON (dates to ISO strings, undefined dropped) for the jsonb columns. */
function snapshot(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON.parse(JSON.stringify(value)) as unknown;
}

/**
 * Appends one audit row. Call it with the transaction of the write it records, so that the
 * row and the write commit or roll back together.
 */
export async function recordAudit(tx: Db, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorUserId: entry.actorUserId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}

export type AuditFilter = {
  entity?: string | undefined;
  entityId?: string | undefined;
  actorUserId?: number | undefined;
  page: number;
  perPage: number;
};

function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * What an order entry's snapshots say about the order: its code and statuses (the order rows
 * the orders module records). Read from the snapshots, so the audit module needs no order table.
 */
function orderSubject(entity: string, entityId: string, before: unknown, after: unknown) {
  if (entity !== 'order') return null;
  const code = field(after, 'code') ?? field(before, 'code');
  const id = Number(entityId);
  if (typeof code !== 'string' || !Number.isInteger(id)) return null;
  const status = (value: unknown) => {
    const s = field(value, 'status');
    return typeof s === 'number' ? s : null;
  };
  return { id, code, from_status: status(before), to_status: status(after) };
}

/** The audit log, newest first, a page at a time, with the actor's name and e-mail. */
export async function listAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(auditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorUserId !== undefined) conditions.push(eq(auditLog.actorUserId, filter.actorUserId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(auditLog).where(where),
  ]);
  return {
    items: rows.map(({ entry, actor }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor: actor?.id == null ? null : { id: actor.id, name: actor.name, email: actor.email },
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      before: entry.before ?? null,
      after: entry.after ?? null,
      order: orderSubject(entry.entity, entry.entityId, entry.before, entry.after),
    })),
    page: filter.page,
    per_page: filter.perPage,
    total: total?.value ?? 0,
  };
}
