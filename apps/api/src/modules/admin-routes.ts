/**
 * The staff back-office API (docs/admin-api.md), one plugin per domain, each next to the
 * tables it edits (`modules/<domain>/admin-routes.ts` + `admin-service.ts`); the order desk
 * lives in modules/orders/staff-routes.ts. Every route runs `app.requireStaff`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { accountsAdminRoutes } from './accounts';
import { apiAccessAdminRoutes } from './api-keys';
import { auditRoutes, recordAudit } from './audit';
import { catalogAdminRoutes } from './catalog';
import { contentAdminRoutes } from './content';
import { couponsAdminRoutes } from './coupons';
import { creditAdminRoutes, creditLedgerAdminRoutes } from './credit';
import { customersDetailRoutes } from './customers';
import { mailAdminRoutes } from './jobs';
import { mediaAdminRoutes } from './media';
import { customersAdminRoutes, floorRoutes, orderPromiseRoutes } from './orders';
import { productionRoutes } from './production';
import { shippingAdminRoutes } from './shipping';
import { verifactuAdminRoutes } from './verifactu';

export const adminRoutes: FastifyPluginAsync<{ uploadDir: string; verifactuSending: boolean }> = async (
  app,
  { uploadDir, verifactuSending },
) => {
  await app.register(catalogAdminRoutes);
  await app.register(mediaAdminRoutes, { uploadDir });
  await app.register(couponsAdminRoutes);
  await app.register(shippingAdminRoutes);
  await app.register(contentAdminRoutes);
  await app.register(customersAdminRoutes);
  await app.register(customersDetailRoutes);
  await app.register(apiAccessAdminRoutes, { recordAudit });
  await app.register(creditAdminRoutes);
  await app.register(creditLedgerAdminRoutes);
  await app.register(floorRoutes, { uploadDir });
  await app.register(orderPromiseRoutes);
  await app.register(productionRoutes);
  await app.register(accountsAdminRoutes);
  await app.register(auditRoutes);
  await app.register(mailAdminRoutes, { recordAudit });
  await app.register(verifactuAdminRoutes, { sending: verifactuSending, recordAudit });
};
