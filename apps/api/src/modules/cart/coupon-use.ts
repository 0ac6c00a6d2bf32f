import { asc, eq } from 'drizzle-orm';
import { registerCouponUse } from '../coupons';
import { carts } from './table';

// Deleting a coupon locks the carts holding it (by id, as every locker of several carts must:
// docs/decisions/028-cross-site-gets-and-floor-races.md), then takes it off them.
registerCouponUse({
  lock: (tx, couponId, { noWait }) => {
    const holders = tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.couponId, couponId))
      .orderBy(asc(carts.id));
    return noWait ? holders.for('update', { noWait: true }) : holders.for('update');
  },
  release: (tx, couponId) => tx.update(carts).set({ couponId: null }).where(eq(carts.couponId, couponId)),
});
