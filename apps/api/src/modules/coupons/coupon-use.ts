import type { Db } from '../../db/client';

/**
 * What another module does about its rows that refer to a coupon when the coupon is deleted.
 * Cart and orders sit above coupons, so they register these rather than coupons importing
 * them (docs/decisions/030-module-walls.md).
 */
export type CouponUse = {
  /** Locks the rows holding the coupon (by id); NOWAIT when asked, failing with 55P03. */
  lock?: (tx: Db, couponId: number, options: { noWait: boolean }) => Promise<unknown>;
  /** How many rows used it for good (a coupon with any is deactivated, not deleted). */
  count?: (tx: Db, couponId: number) => Promise<number>;
  /** Lets go of it before the delete. */
  release?: (tx: Db, couponId: number) => Promise<unknown>;
};

const uses: CouponUse[] = [];

export function registerCouponUse(use: CouponUse): void {
  uses.push(use);
}

export async function lockCouponHolders(tx: Db, couponId: number, { noWait = false } = {}) {
  for (const use of uses) await use.lock?.(tx, couponId, { noWait });
}

export async function countCouponUses(tx: Db, couponId: number): Promise<number> {
  let total = 0;
  for (const use of uses) total += (await use.count?.(tx, couponId)) ?? 0;
  return total;
}

export async function releaseCoupon(tx: Db, couponId: number) {
  for (const use of uses) await use.release?.(tx, couponId);
}
