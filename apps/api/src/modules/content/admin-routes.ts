import { AdminMessageListQuerySchema, MessageHandledBodySchema } from '@shop/shared/admin-schemas';
import { AdminMessageSchema, adminPageSchema } from '@shop/shared/api/admin';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { listContactMessages, setMessageHandled } from './admin-service';

/** The contact-form inbox in the back-office (staff only). */
export const contentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = adminDoc('messages');
  app.get(
    '/admin/messages',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary: 'Contact-form messages, newest first; handled=false shows the open ones',
        querystring: AdminMessageListQuerySchema,
        response: { 200: adminAnswer(adminPageSchema(AdminMessageSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listContactMessages(app.db, {
          handled: request.query.handled,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
  app.post(
    '/admin/messages/:id/handled',
    {
      onRequest: app.requireStaff,
      schema: {
        ...doc,
        summary: 'Marks a message handled (or open again with handled: false)',
        params: IdParamSchema,
        body: MessageHandledBodySchema,
        response: { 200: adminAnswer(AdminMessageSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const data = await setMessageHandled(
        app.db,
        { actorUserId: request.user!.id },
        request.params.id,
        request.body.handled,
      );
      return ok(data, translate(data.handled ? 'admin.messageHandled' : 'admin.messageOpen', request.lang));
    },
  );
};
