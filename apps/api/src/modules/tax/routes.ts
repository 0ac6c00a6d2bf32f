import { ErrorBodySchema, IdParamSchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { getCompany, removeCompany, saveCompany } from './company';
import { CompanyBodySchema, CompanyEnvelopeSchema } from './schema';
import type { VatNumberChecker } from './vat-checker';

const failures = (...statuses: (400 | 401 | 403 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

function ownId(request: FastifyRequest<{ Params: { id: number } }>): number {
  const caller = request.user!;
  if (caller.id !== request.params.id) throw new AppError('forbidden', 'error.forbidden');
  return caller.id;
}

/**
 * A trade customer's company details on the profile (issue 13): company name, tax id and
 * invoice address, printed on every invoice issued afterwards. Only one's own (403 otherwise,
 * as for GET /api/users/{id}).
 */
export const companyRoutes: FastifyPluginAsyncZod<{ vatChecker: VatNumberChecker }> = async (
  app,
  { vatChecker },
) => {
  app.get(
    '/users/:id/company',
    {
      schema: {
        tags: ['accounts'],
        summary:
          'Own company details (null when none); vat_checker says whether VIES or only the format checks',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: CompanyEnvelopeSchema, ...failures(400, 401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await getCompany(app.db, vatChecker, ownId(request), request.lang),
    }),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/users/:id/company',
    schema: {
      tags: ['accounts'],
      summary:
        'Saves own company details: company_name, tax_id (Spanish NIF / NIE / CIF or EU VAT number ' +
        'with prefix), invoice address street, postcode, city, province, country (ISO)',
      security: [{ bearer: [] }],
      params: IdParamSchema,
      body: CompanyBodySchema,
      response: { 200: CompanyEnvelopeSchema, ...failures(400, 401, 403, 422) },
    },
    onRequest: app.authenticate,
    handler: async (request) => {
      const userId = ownId(request);
      const data = await saveCompany(app.db, vatChecker, userId, request.body, request.lang);
      return { status: true as const, message: translate('tax.companySaved', request.lang), data };
    },
  });

  app.delete(
    '/users/:id/company',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Removes own company details (issued invoices keep theirs)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 403) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      await removeCompany(app.db, ownId(request));
      return { status: true as const, message: translate('tax.companyRemoved', request.lang) };
    },
  );
};
