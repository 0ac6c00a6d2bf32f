import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeOptionsQuery } from '../catalog/routes';
import { quoteConfiguration } from '../checkout/configuration-quote';
import { ConfigurationQuoteQuerySchema } from '../checkout/schema';
import { quoteDocument } from './document';

/** A printable quote of a configured product, priced again on the server (never the client's figures). */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/pdf',
    {
      preValidation: normalizeOptionsQuery,
      schema: {
        tags: ['checkout'],
        summary:
          "An A4 quote (PDF, in the request language) of a configured product: options with their prices, quantity, subtotal, IVA, total, delivery to `country_id` (Spain when omitted), delivered-by date, validity and the shop's details. Bad configurations are 400/404/422",
        querystring: ConfigurationQuoteQuerySchema,
        produces: ['application/pdf'],
        response: { 400: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (request, reply) => {
      const { product_id, options, width, height, quantity, country_id } = request.query;
      const now = new Date();
      const quote = await quoteConfiguration(
        app.db,
        request.lang,
        { productId: product_id, optionIds: options, width, height, quantity, countryId: country_id },
        now,
      );
      const document = quoteDocument(quote, request.lang, now);
      // pdfkit and its fonts load on the first download, not at start-up.
      const { renderInvoicePdf } = await import('../invoices/pdf');
      const pdf = await renderInvoicePdf(document);
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="quote-${quote.product.slug}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
