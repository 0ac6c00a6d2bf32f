import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/**
 * A trade account's API keys (docs/decisions/052-api-keys-and-reseller-api.md). The secret
 * (`bp_live_` + 32 random bytes) is shown once; only its SHA-256 is kept, enough for a
 * high-entropy secret. `prefix` is the visible start of the key, shown in the list so the
 * holder can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    prefix: text().notNull(),
    secretHash: text().notNull(),
    scopes: text().array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Written at most once a minute (service.ts), so a busy key does not cost a write per call. */
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_unique').on(t.secretHash),
    index('api_keys_user_idx').on(t.userId),
  ],
);

/**
 * Staff's suspension of an account's API access (a row while suspended): its keys answer 403
 * with the reason, and so does the reseller API to its sessions.
 */
export const apiAccessSuspensions = pgTable('api_access_suspensions', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text().notNull().default(''),
  suspendedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  suspendedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
