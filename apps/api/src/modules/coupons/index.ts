/** The public face of the coupons module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { couponsAdminRoutes } from './admin-routes';
export { coupons } from './table';
