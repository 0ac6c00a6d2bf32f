import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, type ApiKey, type ApiScope, type CreatedApiKey } from '@shop/shared/api/api-keys';
import { and, count, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { hashToken, safeEqual } from '../../lib/tokens';
import { users } from '../accounts';
import { companyDetails } from '../tax';
import { apiAccessSuspensions, apiKeys } from './table';

/** Active keys one account may hold: enough for a shop, a staging copy and a rotation. */
export const MAX_ACTIVE_KEYS = 10;
/** Characters of the key shown in the list after `bp_live_`. */
const VISIBLE_CHARS = 6;
/** A key's last use is written at most this often. */
export const LAST_USE_WRITE_MS = 60_000;

type KeyRow = typeof apiKeys.$inferSelect;

function keyAnswer(row: KeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes as ApiScope[],
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}

/** A trade account is one with company details (PUT /api/users/{id}/company). */
export async function isTradeAccount(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyDetails.userId })
    .from(companyDetails)
    .where(eq(companyDetails.userId, userId))
    .limit(1);
  return row !== undefined;
}

export async function assertTradeAccount(db: Db, userId: number): Promise<void> {
  if (!(await isTradeAccount(db, userId))) throw new AppError('forbidden', 'apiKeys.tradeOnly');
}

/** The reason staff gave when they suspended the account's API access, or null. */
export async function suspensionOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ reason: apiAccessSuspensions.reason })
    .from(apiAccessSuspensions)
    .where(eq(apiAccessSuspensions.userId, userId))
    .limit(1);
  return row ? row.reason : null;
}

export async function listKeys(db: Db, userId: number) {
  await assertTradeAccount(db, userId);
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return { suspended: await suspensionOf(db, userId), keys: rows.map(keyAnswer) };
}

/**
 * A new key: 32 random bytes (base64url) after `bp_live_`; only the SHA-256 of the whole key
 * is stored, which is enough for a secret this long (no password hash needed: nothing to
 * guess). The secret is in this answer only.
 */
export async function createKey(
  db: Db,
  userId: number,
  input: { name: string; scopes: ApiScope[] },
): Promise<CreatedApiKey> {
  await assertTradeAccount(db, userId);
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await db.transaction(async (tx) => {
    // The account's row lock: two parallel creations cannot both pass the count.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS) {
      throw new AppError('business_rule', 'apiKeys.tooMany', { max: MAX_ACTIVE_KEYS });
    }
    const [inserted] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + VISIBLE_CHARS),
        secretHash: hashToken(secret),
        scopes: [...new Set(input.scopes)],
      })
      .returning();
    return inserted!;
  });
  return { ...keyAnswer(row), secret };
}

/** Revokes one of the caller's keys at once; someone else's key is 404. */
export async function revokeKey(db: Db, userId: number, keyId: number): Promise<void> {
  await assertTradeAccount(db, userId);
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw new AppError('not_found', 'apiKeys.notFound');
}

export type KeyHolder = {
  keyId: number;
  userId: number;
  lang: (typeof users.$inferSelect)['preferredLang'];
  scopes: ApiScope[];
  /** Null when in good standing; else staff's reason. */
  suspended: string | null;
  /** The account still has company details. */
  trade: boolean;
};

/**
 * The holder of a presented key, or null for an unknown or revoked one. The lookup is by the
 * hash (an index), then compared in constant time; the last use is written at most once a
 * minute (the conditional update makes parallel calls write once).
 */
export async function findKeyHolder(db: Db, secret: string): Promise<KeyHolder | null> {
  if (!secret.startsWith(API_KEY_PREFIX) || secret.length > 100) return null;
  const secretHash = hashToken(secret);
  const [row] = await db
    .select({
      keyId: apiKeys.id,
      userId: apiKeys.userId,
      secretHash: apiKeys.secretHash,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      lang: users.preferredLang,
      role: users.role,
      suspended: apiAccessSuspensions.reason,
      company: companyDetails.userId,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .leftJoin(apiAccessSuspensions, eq(apiAccessSuspensions.userId, apiKeys.userId))
    .leftJoin(companyDetails, eq(companyDetails.userId, apiKeys.userId))
    .where(and(eq(apiKeys.secretHash, secretHash), isNull(apiKeys.revokedAt)))
    .limit(1);
  if (!row || !safeEqual(row.secretHash, secretHash) || row.role !== 'customer') return null;
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() >= LAST_USE_WRITE_MS) {
    await db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(
        and(
          eq(apiKeys.id, row.keyId),
          or(
            isNull(apiKeys.lastUsedAt),
            lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USE_WRITE_MS / 1000})`),
          ),
        ),
      );
  }
  return {
    keyId: row.keyId,
    userId: row.userId,
    lang: row.lang,
    scopes: row.scopes as ApiScope[],
    suspended: row.suspended,
    trade: row.company !== null,
  };
}

/** Staff suspend (with a reason) or restore an account's API access; answers the new state. */
export async function setApiAccess(
  db: Db,
  staffId: number,
  customerId: number,
  input: { suspended: boolean; reason?: string | undefined },
  audit: (tx: Db, entry: { before: unknown; after: unknown }) => Promise<void>,
): Promise<{ suspended: boolean; reason: string | null }> {
  return db.transaction(async (tx) => {
    const [customer] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, customerId), eq(users.role, 'customer')))
      .limit(1);
    if (!customer) throw new AppError('not_found', 'apiKeys.customerNotFound');
    const before = await suspensionOf(tx, customerId);
    if (input.suspended) {
      const reason = (input.reason ?? '').trim();
      await tx
        .insert(apiAccessSuspensions)
        .values({ userId: customerId, reason, suspendedBy: staffId })
        .onConflictDoUpdate({
          target: apiAccessSuspensions.userId,
          set: { reason, suspendedBy: staffId, suspendedAt: sql`now()` },
        });
      await audit(tx, { before: { suspended: before }, after: { suspended: reason } });
      return { suspended: true, reason };
    }
    await tx.delete(apiAccessSuspensions).where(eq(apiAccessSuspensions.userId, customerId));
    await audit(tx, { before: { suspended: before }, after: { suspended: null } });
    return { suspended: false, reason: null };
  });
}

/** The back-office view of a customer's API access. */
export async function apiAccessOf(db: Db, customerId: number) {
  const [customer] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, customerId), eq(users.role, 'customer')))
    .limit(1);
  if (!customer) throw new AppError('not_found', 'apiKeys.customerNotFound');
  const [active] = await db
    .select({ n: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, customerId), isNull(apiKeys.revokedAt)));
  const reason = await suspensionOf(db, customerId);
  return { suspended: reason !== null, reason, active_keys: active?.n ?? 0 };
}
