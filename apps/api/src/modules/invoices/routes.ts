import { ReissueInvoiceBodySchema } from '@shop/shared/admin-schemas';
import { ErrorBodySchema, IdParamSchema, IdSchema } from '@shop/shared/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, failures } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { unavailableAs } from '../../lib/worker-pool';
import { requireRecentAuth } from '../../plugins/auth';
import { loadCreditNoteForStaff, loadOwnCreditNote } from './credit-notes';
import type { InvoiceDocument } from './pdf';
import { reissueInvoice } from './reissue';
import { listInvoices, loadInvoiceForStaff, loadOwnInvoice, type OrderCodes } from './service';

const ListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(
    z.object({
      id: z.number(),
      kind: z.enum(['invoice', 'credit_note']),
      number: z.string(),
      /** A credit note's corrected invoice; null for an invoice. */
      corrected_number: z.string().nullable(),
      order_id: z.number(),
      order_code: z.string(),
      issued_at: z.string(),
      total: z.number(),
      /** Set when staff annulled the invoice (it was issued by mistake and replaced). */
      annulled_at: z.string().nullable(),
    }),
  ),
});
const ReissuedSchema = z.object({
  annulled: z.object({ id: z.number(), number: z.string(), annulled_at: z.string() }),
  invoice: z.object({ id: z.number(), number: z.string(), invoice_type: z.enum(['F1', 'F2']) }),
  order_id: z.number(),
});
const PdfParamSchema = z.object({ id: IdSchema });
/**
 * `lang=es`: the Spanish copy, which the tax agency reads. Any other value (the storefront's
 * own `?lang=`, which the lang plugin reads) leaves the invoice in the language it was issued in.
 */
const PdfQuerySchema = z.object({ lang: z.string().optional() });
const copyLang = (query: { lang?: string | undefined }) => (query.lang === 'es' ? ('es' as const) : null);

type LoadedInvoice = { number: string; document: InvoiceDocument };

async function sendInvoicePdf(
  app: FastifyInstance,
  reply: FastifyReply,
  invoice: LoadedInvoice,
  prefix = 'invoice',
) {
  // Rendered on a worker thread (pdfkit and its fonts load there on the first one).
  const pdf = await app.workers
    .run('invoicePdf', invoice.document, 'render')
    .catch(unavailableAs('error.renderUnavailable'));
  return reply
    .type('application/pdf')
    .header(
      'content-disposition',
      `attachment; filename="${prefix}-${invoice.number}${invoice.document.lang === 'es' ? '-es' : ''}.pdf"`,
    )
    .header('cache-control', 'private, no-store')
    .send(pdf);
}

/**
 * The customer's invoices ("My Invoices") and their PDFs, only ever their own; and staff's
 * download of any customer's invoice, which lives here so orders need not reach into invoices.
 */
export type InvoicesRoutesOptions = { orderCodes: OrderCodes };

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (app, { orderCodes }) => {
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
    async (request) => ({
      status: true as const,
      data: await listInvoices(app.db, orderCodes, request.user!.id),
    }),
  );

  app.get(
    '/invoices/:id.pdf',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'An own invoice as PDF, in the language it was issued in (the customer’s at payment); `?lang=es` the Spanish copy',
        security: [{ bearer: [] }],
        params: PdfParamSchema,
        querystring: PdfQuerySchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      sendInvoicePdf(
        app,
        reply,
        await loadOwnInvoice(
          app.db,
          orderCodes,
          request.user!.id,
          request.params.id,
          copyLang(request.query),
        ),
      ),
  );

  app.get(
    '/admin/invoices/:id.pdf',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Any customer’s invoice as PDF (by invoice id), in the language it was issued in; `?lang=es` the Spanish copy',
        params: IdParamSchema,
        querystring: PdfQuerySchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      sendInvoicePdf(
        app,
        reply,
        await loadInvoiceForStaff(app.db, orderCodes, request.params.id, copyLang(request.query)),
      ),
  );

  app.get(
    '/credit-notes/:id.pdf',
    {
      schema: {
        tags: ['invoices'],
        summary:
          'An own credit note (factura rectificativa) as PDF, in the language it was issued in (?lang=es: the Spanish copy)',
        security: [{ bearer: [] }],
        params: PdfParamSchema,
        querystring: PdfQuerySchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) =>
      sendInvoicePdf(
        app,
        reply,
        await loadOwnCreditNote(
          app.db,
          orderCodes,
          request.user!.id,
          request.params.id,
          copyLang(request.query),
        ),
        'credit-note',
      ),
  );

  app.get(
    '/admin/credit-notes/:id.pdf',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Any customer’s credit note as PDF (by credit-note id), as issued (?lang=es: the Spanish copy)',
        params: IdParamSchema,
        querystring: PdfQuerySchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 404: ErrorBodySchema },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) =>
      sendInvoicePdf(
        app,
        reply,
        await loadCreditNoteForStaff(app.db, orderCodes, request.params.id, copyLang(request.query)),
        'credit-note',
      ),
  );

  app.post(
    '/admin/invoices/:id/reissue',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Annuls an invoice issued by mistake and issues a new one in its place (next number, F1 if the customer now has company and tax ID details), with its VERI*FACTU cancellation and registration records; the order then shows the new invoice. `{ reason }`, recent password. 409 when the invoice has credit notes or is already annulled',
        params: IdParamSchema,
        body: ReissueInvoiceBodySchema,
        response: { 200: adminAnswer(ReissuedSchema), ...failures(400, 401, 403, 404, 409) },
      },
      onRequest: app.requireStaff,
      // A tax document is withdrawn: a recent password, like the money actions (decision 027).
      preHandler: requireRecentAuth,
    },
    async (request) => {
      const reissued = await reissueInvoice(app.db, {
        invoiceId: request.params.id,
        staffUserId: request.user!.id,
        reason: request.body.reason,
      });
      return {
        status: true as const,
        message: translate('invoices.reissued', request.lang, {
          old: reissued.annulled.number,
          new: reissued.invoice.number,
          type: reissued.invoice.invoice_type,
        }),
        data: reissued,
      };
    },
  );
};
