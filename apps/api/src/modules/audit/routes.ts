import { AdminAuditListQuerySchema } from '@shop/shared/admin-schemas';
import { AdminAuditEntrySchema, adminPageSchema } from '@shop/shared/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { listAudit } from './service';

/** The audit log viewer (staff only). */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('audit'),
        summary: 'Every staff write, newest first: who, what, when, before and after',
        querystring: AdminAuditListQuerySchema,
        response: { 200: adminAnswer(adminPageSchema(AdminAuditEntrySchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listAudit(app.db, {
          entity: request.query.entity,
          entityId: request.query.entity_id,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
};
