import { ErrorBodySchema, IdSchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unavailableAs } from '../../lib/worker-pool';
import { listInvoices, loadOwnInvoice } from './service';

const ListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.number(),
      number: z.string(),
      order_id: z.number(),
      order_code: z.string(),
      issued_at: z.string(),
      total: z.number(),
    }),
  ),
});
const PdfParamSchema = z.object({ id: IdSchema });

/** The customer's invoices ("My Invoices") and their PDFs; only ever their own. */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      schema: {
        tags: ['invoices'],
        summary: 'Own invoices, newest first',
        security: [{ bearer: [] }],
        response: { 200: ListResponseSchema, 401: ErrorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({ status: true as const, data: await listInvoices(app.db, request.user!.id) }),
  );

  app.get(
    '/invoices/:id.pdf',
    {
      schema: {
        tags: ['invoices'],
        summary: 'An own invoice as PDF, in the request language',
        security: [{ bearer: [] }],
        params: PdfParamSchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const invoice = await loadOwnInvoice(app.db, request.user!.id, request.params.id, request.lang);
      // Rendered on a worker thread (pdfkit and its fonts load there on the first one).
      const pdf = await app.workers
        .run('invoicePdf', invoice.document, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      // A PDF, not the JSON the error schemas describe: sent through the untyped reply.
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
