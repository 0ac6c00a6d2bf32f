/** The public face of the coupons module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { couponsAdminRoutes } from './admin-routes';
export { registerCouponUse } from './coupon-use';
export { coupons } from './table';
