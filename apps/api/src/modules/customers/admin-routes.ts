import { AdminCustomerDetailSchema, AdminCustomerNoteSchema } from '@shop/shared/api/admin';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { addCustomerNote, getCustomerDetail } from './service';

/**
 * A customer's back-office page (staff only): GET the page's data, POST a staff note. The
 * note's length is the service's rule (422 in the caller's language), not the schema's, so an
 * empty or too long note reads as a sentence rather than a field error.
 */
export const customersDetailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers/:id',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('customers'),
        summary:
          "A customer's page: contact, company (tax id, VAT check), orders net of refunds, credit terms, staff notes",
        params: IdParamSchema,
        response: { 200: adminAnswer(AdminCustomerDetailSchema), ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await getCustomerDetail(app.db, request.params.id)),
  );

  app.post(
    '/admin/customers/:id/notes',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('customers'),
        summary: 'Adds a dated staff note to a customer (1 to 2,000 characters; audited)',
        params: IdParamSchema,
        // Bounded here only against abuse; the note's own limit answers 422 from the service.
        body: z.object({ body: z.string().max(100_000) }),
        response: { 201: adminAnswer(AdminCustomerNoteSchema), ...failures(400, 401, 403, 404, 422) },
      },
    },
    async (request, reply) => {
      const note = await addCustomerNote(app.db, request.user!.id, request.params.id, request.body.body);
      reply.status(201);
      return ok(note, translate('customers.noteAdded', request.lang));
    },
  );
};
