/**
 * The staff back-office API (docs/admin-api.md), one plugin per domain, each next to the
 * tables it edits (`modules/<domain>/admin-routes.ts` + `admin-service.ts`); the order desk
 * lives in modules/orders/staff-routes.ts. Every route runs `app.requireStaff`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountsAdminRoutes } from './accounts/admin-routes';
import { auditRoutes } from './audit/routes';
import { catalogAdminRoutes } from './catalog/admin-routes';
import { contentAdminRoutes } from './content/admin-routes';
import { couponsAdminRoutes } from './coupons/admin-routes';
import { mailAdminRoutes } from './jobs/admin-routes';
import { mediaAdminRoutes } from './media/routes';
import { shippingAdminRoutes } from './shipping/admin-routes';

export const adminRoutes: FastifyPluginAsync<{ uploadDir: string }> = async (app, { uploadDir }) => {
  await app.register(catalogAdminRoutes);
  await app.register(mediaAdminRoutes, { uploadDir });
  await app.register(couponsAdminRoutes);
  await app.register(shippingAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(accountsAdminRoutes);
  await app.register(auditRoutes);
  await app.register(mailAdminRoutes);
};
