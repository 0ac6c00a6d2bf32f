import { formatCivilDate, madridWallClock } from '@shop/shared/pricing';
import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeOptionsQuery } from '../../lib/option-params';
import { readCacheGeneration } from '../../lib/read-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { unavailableAs } from '../../lib/worker-pool';
import { consume, type Limit } from '../accounts';
import { ConfigurationQuoteQuerySchema, quoteConfiguration } from '../checkout';
import { quoteDocument } from './document';

/**
 * Quote PDFs per address: a visitor comparing configurations downloads a few, a script
 * rendering them by the hundred is refused (issue 22, finding 3). Counted in the database, so
 * every API process shares the window.
 */
export const quotePdfLimit = (ip: string): Limit => ({
  key: `quote-pdf:ip:${ip}`,
  max: 20,
  windowSeconds: 600,
});
/** A rendered quote is kept this long, and at most this many (a quote is ~30-60 KB). */
const QUOTE_CACHE_MS = 10 * 60_000;
const QUOTE_CACHE_ENTRIES = 100;

/** A printable quote of a configured product, priced again on the server (never the client's figures). */
export const quotesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Keyed by the document itself (configuration, language, prices, dates): a staff write moves
  // the read caches' generation and empties it, and a new day gives new keys.
  const rendered = new TtlCache<string, Buffer>(
    QUOTE_CACHE_MS,
    Date.now,
    readCacheGeneration,
    QUOTE_CACHE_ENTRIES,
  );

  app.get(
    '/quotes/pdf',
    {
      preValidation: normalizeOptionsQuery,
      schema: {
        tags: ['checkout'],
        summary:
          "An A4 quote (PDF, in the request language) of a configured product: options with their prices, quantity, subtotal, IVA, total, delivery to `country_id` (Spain when omitted), delivered-by date, validity and the shop's details. Bad configurations are 400/404/422; at most 20 quotes per address in 10 minutes (429); 503 when the PDF cannot be rendered now",
        querystring: ConfigurationQuoteQuerySchema,
        produces: ['application/pdf'],
        response: {
          400: ErrorBodySchema,
          404: ErrorBodySchema,
          422: ErrorBodySchema,
          429: ErrorBodySchema,
          503: ErrorBodySchema,
        },
      },
    },
    async (request, reply) => {
      await consume(app.db, [quotePdfLimit(request.ip)]);
      const { product_id, options, width, height, quantity, country_id } = request.query;
      const now = new Date();
      const quote = await quoteConfiguration(
        app.db,
        request.lang,
        { productId: product_id, optionIds: options, width, height, quantity, countryId: country_id },
        now,
      );
      const document = quoteDocument(quote, request.lang, now);
      // The PDF shows the day it was issued, not the time: the same day's quote is the same file.
      const key = JSON.stringify({ ...document, issuedAt: formatCivilDate(madridWallClock(now)) });
      const pdf = await rendered
        .get(key, () => app.workers.run('invoicePdf', document, 'render'))
        .catch(unavailableAs('error.renderUnavailable'));
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="quote-${quote.product.slug}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
