import { MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoc, failures } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { reauthenticate } from './service';

/** The staff member's password again, before money actions (staff only). */
export const accountsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/admin/reauth',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('session'),
        summary:
          'The password again: money actions (answered 403 reauth_required otherwise) work for the next 15 minutes',
        body: z.object({ password: z.string().min(1).max(128) }),
        response: { 200: MessageBodySchema, ...failures(400, 401, 403, 422) },
      },
    },
    async (request) => {
      await reauthenticate({ db: app.db }, request.user!, request.body.password, {
        lang: request.lang,
        ip: request.ip,
      });
      return { status: true as const, message: translate('accounts.reauthDone', request.lang) };
    },
  );
};
