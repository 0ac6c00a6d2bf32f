import { PageQuerySchema } from '@shop/shared/admin-schemas';
import { AdminDeadLetterRetrySchema, AdminDeadLetterSchema, adminPageSchema } from '@shop/shared/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { type DeadLetterActor, listDeadLetters, retryDeadLetter } from './dead-letters';

const DeadLetterParamsSchema = z.object({ id: z.uuid() });

/** Undelivered mail in the back-office (staff only): the dead-letter list and its retry. */
export const mailAdminRoutes: FastifyPluginAsyncZod<Pick<DeadLetterActor, 'recordAudit'>> = async (
  app,
  { recordAudit },
) => {
  const doc = adminDoc('mail');
  app.get(
    '/admin/mail/dead-letters',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary:
          'E-mails that failed every retry, most recent first: id, to, subject, last_error, failed_at (no body)',
        querystring: PageQuerySchema,
        response: { 200: adminAnswer(adminPageSchema(AdminDeadLetterSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(await listDeadLetters(app.db, { page: request.query.page, perPage: request.query.per_page })),
  );
  app.post(
    '/admin/mail/dead-letters/:id/retry',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary: 'Queues an undelivered e-mail again (full retries) and takes it off the list; audited',
        params: DeadLetterParamsSchema,
        response: { 200: adminAnswer(AdminDeadLetterRetrySchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await retryDeadLetter(
        app.db,
        { actorUserId: request.user!.id, recordAudit },
        request.params.id,
      );
      return ok(data, translate('storage.deadLetterRetried', request.lang));
    },
  );
};
