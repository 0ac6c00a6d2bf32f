import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * Every staff write, appended in the transaction of the write itself (so a rolled-back write
 * leaves no row and a committed one always has its row): who, what, when, before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial().primaryKey(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Null for writes from the command line (staff:create) or of a deleted account. */
    actorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** A verb: create, update, delete, accept, reject, advance, replace_sections, handled, upload… */
    action: text().notNull(),
    /** What was written: category, service, product, order, coupon, shipping_rate, country… */
    entity: text().notNull(),
    /** The row's id, or its key where it has no number (a shipping region, an image key). */
    entityId: text().notNull(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.at), index('audit_log_at_idx').on(t.at)],
);

export type AuditRow = typeof auditLog.$inferSelect;
