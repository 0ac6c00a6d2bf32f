import { LANGS, type Lang } from '@shop/shared';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    /** Stored lower-cased; unique. */
    email: text().notNull(),
    phone: text().notNull().default(''),
    /** argon2id; null for accounts that only sign in with Google or Facebook. */
    passwordHash: text(),
    role: text({ enum: ['customer', 'staff'] })
      .notNull()
      .default('customer'),
    /** Upload key of the profile picture; null shows the placeholder. */
    image: text(),
    preferredLang: text({ enum: LANGS }).notNull().default('en'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    googleSubject: text(),
    facebookId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    uniqueIndex('users_facebook_id_unique').on(t.facebookId),
  ],
);

/** Bearer tokens: only a SHA-256 hash is stored, so a database leak gives no sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * When the session was last used, written at most once a minute (plugins/auth.ts): staff
     * sessions end after STAFF_SESSION_IDLE_HOURS without use (docs/decisions/027-account-takeover.md).
     */
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its holder last proved the password (sign-in or re-authentication): money actions need it recent. */
    authenticatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_tokens_hash_unique').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * E-mailed six-digit codes: registration, password reset and e-mail change; and the undo
 * links of e-mail changes (`undo_email`: a 256-bit token sent to the old address, which
 * the row's `email` holds).
 */
export type PendingSignUp = { passwordHash: string; name: string; phone: string; lang: Lang };

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial().primaryKey(),
    email: text().notNull(),
    purpose: text({ enum: ['register', 'reset', 'change_email', 'undo_email'] }).notNull(),
    codeHash: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    /** Hash of the short-lived reset token handed out once a reset code is verified. */
    resetTokenHash: text(),
    /**
     * A sign-up code carries the sign-up it confirms: entering it activates this password
     * (and name, phone, language), never one registered later by someone else.
     */
    pending: jsonb().$type<PendingSignUp>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('one_time_codes_email_purpose_idx').on(t.email, t.purpose)],
);

/**
 * Fixed-window counters for throttling logins and code attempts. Kept in the database so
 * several API processes share them.
 */
export const throttleCounters = pgTable('throttle_counters', {
  key: text().primaryKey(),
  hits: integer().notNull().default(0),
  windowEndsAt: timestamp({ withTimezone: true }).notNull(),
});
