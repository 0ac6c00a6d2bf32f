import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { unavailableAs } from '../../lib/worker-pool';
import { readLogo, senderBrandOf } from '../brand';
import type { VatNumberChecker } from '../tax';
import { listQuotes, madridDay, ownQuote, reopenQuote, savedQuoteAnswer, saveQuote } from './saved';
import { savedQuoteDocument } from './saved-document';
import {
  SavedQuoteEnvelopeSchema,
  SavedQuoteListEnvelopeSchema,
  SavedQuotePdfQuerySchema,
  SaveQuoteBodySchema,
} from './schema';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 422 | 503)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export type SavedQuotesRoutesOptions = {
  vatChecker: VatNumberChecker;
  uploadDir: string;
  maxCartLines: number;
  uploadQuotaBytes: number;
};

/**
 * Saved quotes of a cart (issue 25): save, list, read, a PDF for the reseller's end client and
 * reopen as a cart at the quoted prices. The caller's own only (others 404). `/quotes/pdf` (a
 * configuration's quote) is a static route and wins over `/quotes/:id`, whose id must be a number.
 */
export const savedQuotesRoutes: FastifyPluginAsyncZod<SavedQuotesRoutesOptions> = async (app, options) => {
  app.post(
    '/quotes',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Saves the caller's cart as a dated quote (Q-000123-2026, valid 30 days): its lines at the prices the cart shows now, delivery and VAT when a country was chosen. Optional markup_percent (0-100, the end client's PDF only), client_name, client_reference, lang",
        security: [{ bearer: [] }],
        body: SaveQuoteBodySchema,
        response: { 201: SavedQuoteEnvelopeSchema, ...failures(400, 401, 409, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const row = await saveQuote(
        app.db,
        {
          checker: options.vatChecker,
          uploadDir: options.uploadDir,
          uploadQuotaBytes: options.uploadQuotaBytes,
        },
        request.user!.id,
        request.lang,
        request.body,
      );
      reply.status(201);
      return {
        status: true as const,
        message: translate('savedQuote.saved', request.lang, {
          number: row.number,
          date: madridDay(row.validUntil),
        }),
        data: savedQuoteAnswer(row, request.lang),
      };
    },
  );

  app.get(
    '/quotes',
    {
      schema: {
        tags: ['checkout'],
        summary: "The caller's saved quotes, newest first",
        security: [{ bearer: [] }],
        response: { 200: SavedQuoteListEnvelopeSchema, ...failures(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const now = new Date();
      const rows = await listQuotes(app.db, request.user!.id);
      return { status: true as const, data: rows.map((row) => savedQuoteAnswer(row, request.lang, now)) };
    },
  );

  app.get(
    '/quotes/:id',
    {
      schema: {
        tags: ['checkout'],
        summary: 'One own saved quote (another account’s is 404)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: SavedQuoteEnvelopeSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const row = await ownQuote(app.db, request.user!.id, request.params.id);
      return { status: true as const, data: savedQuoteAnswer(row, request.lang) };
    },
  );

  app.get(
    '/quotes/:id/pdf',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "An own saved quote as an A4 PDF in the request's language for the end client: the account's brand (logo, name, return address) as the sender when it has one, else the shop; the end client named; every price raised by `markup` (0-100, the quote's own markup when omitted); the validity date",
        security: [{ bearer: [] }],
        params: IdParamSchema,
        querystring: SavedQuotePdfQuerySchema,
        produces: ['application/pdf'],
        response: failures(400, 401, 404, 503),
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const quote = await ownQuote(app.db, userId, request.params.id);
      const brand = await senderBrandOf(app.db, userId, request.lang);
      const sender = brand ? { ...brand, logo: await readLogo(options.uploadDir, brand.logoKey) } : null;
      const document = savedQuoteDocument(
        quote,
        request.lang,
        request.query.markup ?? quote.markupPercent,
        sender,
      );
      const pdf = await app.workers
        .run('invoicePdf', document, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${quote.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/quotes/:id/reopen',
    {
      schema: {
        tags: ['checkout'],
        summary:
          "Puts an own valid quote's lines back in the cart at the quoted prices (each line carries the quote's price and id until the quote expires; the cart, checkout and payment charge it). 409 when expired, or naming each line whose product or option is no longer sold",
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: SavedQuoteEnvelopeSchema, ...failures(400, 401, 404, 409, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const quote = await reopenQuote(
        app.db,
        {
          maxCartLines: options.maxCartLines,
          uploadDir: options.uploadDir,
          uploadQuotaBytes: options.uploadQuotaBytes,
        },
        request.user!.id,
        request.lang,
        request.params.id,
      );
      return {
        status: true as const,
        message: translate('savedQuote.reopened', request.lang, {
          number: quote.number,
          date: madridDay(quote.validUntil),
        }),
        data: savedQuoteAnswer(quote, request.lang),
      };
    },
  );
};
