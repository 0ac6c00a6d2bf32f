import { count, eq } from 'drizzle-orm';
import { registerCouponUse } from '../coupons';
import { orders } from './table';

// A coupon an order used is deactivated rather than deleted, so the order's history stays whole.
registerCouponUse({
  count: async (tx, couponId) => {
    const [used] = await tx.select({ value: count() }).from(orders).where(eq(orders.couponId, couponId));
    return used?.value ?? 0;
  },
});
