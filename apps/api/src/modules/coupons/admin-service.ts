import { centsToEuros, eurosToCents } from '@shop/shared';
import type { CouponBody } from '@shop/shared/admin-schemas';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, type Paging, pageOf, unlessTaken } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { validityInstant } from '../../lib/madrid-time';
import { invalidateReadCaches } from '../../lib/read-cache';
import { recordAudit } from '../audit';
import { countCouponUses, lockCouponHolders, releaseCoupon } from './coupon-use';
import { coupons } from './table';

type CouponRow = typeof coupons.$inferSelect;
type Actor = { actorUserId: number };

export function couponAnswer(row: CouponRow) {
  return {
    id: row.id,
    code: row.code,
    percent: row.percentOff,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_until: row.validUntil?.toISOString() ?? null,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    max_uses_per_customer: row.maxUsesPerCustomer,
    min_subtotal: centsToEuros(row.minSubtotalCents),
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}

function couponValues(body: CouponBody) {
  return {
    code: body.code,
    percentOff: body.percent,
    validFrom: validityInstant(body.valid_from, 'from'),
    validUntil: validityInstant(body.valid_until, 'until'),
    usageLimit: body.usage_limit,
    maxUsesPerCustomer: body.max_uses_per_customer,
    minSubtotalCents: eurosToCents(body.min_subtotal),
    active: body.active,
  };
}

const withCode = <T>(code: string, write: () => Promise<T>) =>
  unlessTaken('admin.codeTaken', { code }, write);

export async function listCoupons(db: Db, filter: Paging & { q?: string | undefined }) {
  const where = filter.q ? sql`${coupons.code} ilike ${containsPattern(filter.q)}` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.active), asc(coupons.code))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return pageOf(rows.map(couponAnswer), filter, total?.value ?? 0);
}

export async function getCoupon(db: Db, id: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'admin.notFound');
  return couponAnswer(row);
}

export async function createCoupon(db: Db, actor: Actor, body: CouponBody) {
  const created = await withCode(body.code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(coupons).values(couponValues(body)).returning();
      if (!row) throw new Error('coupon insert returned nothing');
      const after = couponAnswer(row);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'coupon', entityId: row.id, after });
      return after;
    }),
  );
  invalidateReadCaches(); // carts cache their coupon row
  return created;
}

/** Replaces a coupon's terms; `used_count` is kept (it counts real orders). */
export async function updateCoupon(db: Db, actor: Actor, id: number, body: CouponBody) {
  const updated = await withCode(body.code, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'admin.notFound');
      const [row] = await tx.update(coupons).set(couponValues(body)).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error('coupon vanished under lock');
      const after = couponAnswer(row);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'coupon',
        entityId: id,
        before: couponAnswer(before),
        after,
      });
      return after;
    }),
  );
  invalidateReadCaches();
  return updated;
}

/** PostgreSQL's lock_not_available (a NOWAIT lock held by someone else), wrapped or not. */
function isLockNotAvailable(error: unknown): boolean {
  for (let current = error, i = 0; i < 4 && current; i += 1) {
    if ((current as { code?: unknown }).code === '55P03') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Deletes a coupon no order used (taking it off any cart that holds it); one that orders
 * refer to is deactivated instead, so their history stays whole.
 *
 * Lock order: a cart before a coupon, everywhere (payment locks the cart, then its coupon:
 * docs/decisions/028-cross-site-gets-and-floor-races.md). Locking the coupon first and then
 * the carts deadlocked against a payment on a PostgreSQL server.
 */
export async function deleteCoupon(db: Db, actor: Actor, id: number) {
  const result = await db.transaction(async (tx) => {
    // A payment of one of these carts finishes first; its cart then no longer holds the coupon.
    await lockCouponHolders(tx, id);
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    if ((await countCouponUses(tx, id)) > 0 || before.usedCount > 0) {
      const [row] = await tx.update(coupons).set({ active: false }).where(eq(coupons.id, id)).returning();
      if (!row) throw new Error('coupon vanished under lock');
      const after = couponAnswer(row);
      await recordAudit(tx, {
        ...actor,
        action: 'deactivate',
        entity: 'coupon',
        entityId: id,
        before: couponAnswer(before),
        after,
      });
      return { deleted: false, coupon: after };
    }
    // A cart that took the coupon between the two locks above is not locked yet. Waiting for
    // it would break the lock order (its payment may be waiting for this coupon): NOWAIT, and
    // a 409 that asks to try again if someone holds it.
    try {
      await lockCouponHolders(tx, id, { noWait: true });
    } catch (error) {
      if (isLockNotAvailable(error)) throw new AppError('conflict', 'coupons.busy', { code: before.code });
      throw error;
    }
    await releaseCoupon(tx, id);
    await tx.delete(coupons).where(eq(coupons.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'coupon',
      entityId: id,
      before: couponAnswer(before),
    });
    return { deleted: true, coupon: couponAnswer(before) };
  });
  invalidateReadCaches();
  return result;
}
