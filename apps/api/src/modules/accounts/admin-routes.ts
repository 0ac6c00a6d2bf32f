import { centsToEuros } from '@shop/shared';
import { AdminCustomerListQuerySchema } from '@shop/shared/admin-schemas';
import { MessageBodySchema } from '@shop/shared/schemas';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import {
  AdminPageEnvelopeSchema,
  adminDoc,
  containsPattern,
  failures,
  ok,
  type Paging,
  pageOf,
} from '../../lib/admin';
import { translate } from '../../lib/messages';
import { reauthenticate } from './service';
import { users } from './table';

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
