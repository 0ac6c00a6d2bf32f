import {
  ResellerOrderViewSchema,
  type ResellerPlacedOrder,
  ResellerPlacedOrderSchema,
  ResellerQuoteSchema,
  ResellerUploadsSchema,
} from '@shop/shared/api/reseller';
import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { validateOrThrow } from '../../lib/validate';
import { creditTermsOf, placeOrderOnAccount } from '../credit';
import { purchaseOrderNumber } from '../orders';
import { idempotencyKeyOf } from '../payments';
import { meterIncoming, openUploadBudget } from '../storage';
import type { VatNumberChecker } from '../tax';
import { checkPostal, destinationOf } from '../tax';
import { deleteStoredFiles, type ReceivedFile, receiveArtwork } from '../uploads';
import type { ArtworkFetchLimits } from './artwork-fetch';
import { priceLines } from './pricing';
import { ExternalRefQuerySchema, OrderBodySchema, QuoteBodySchema, UploadUrlBodySchema } from './schema';
import {
  attachArtwork,
  checkArtworkSources,
  createQuote,
  deliveryAddressOf,
  fetchArtwork,
  findByExternalRef,
  getResellerOrder,
  loadQuote,
  orderDraft,
  orderRequestHash,
  QUOTE_VALID_DAYS,
  recordResellerOrder,
  replayOrder,
  saveUploads,
} from './service';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const answer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

/** OpenAPI: an API key (or a trade account's session) with the scope named in the summary. */
const resellerDoc = (scope: string) => ({
  tags: ['reseller'],
  security: [{ apiKey: [scope] }, { bearer: [] }, { cookie: [] }] as Record<string, string[]>[],
});

const MAX_UPLOAD_FILES = 10;

export type ResellerRoutesOptions = {
  uploadDir: string;
  uploadQuotaBytes: number;
  vatChecker: VatNumberChecker;
  fetchLimits: ArtworkFetchLimits;
};

/**
 * The reseller API (docs/reseller-api.md, docs/decisions/052-api-keys-and-reseller-api.md):
 * quotes, artwork uploads and orders paid on account, for an API key with the route's scope
 * or a trade account's session.
 */
export const resellerRoutes: FastifyPluginAsyncZod<ResellerRoutesOptions> = async (app, options) => {
  const { uploadDir, vatChecker, fetchLimits } = options;

  app.post(
    '/reseller/quotes',
    {
      onRequest: app.requireReseller('quotes:write'),
      config: { apiScope: 'quotes:write' },
      schema: {
        ...resellerDoc('quotes:write'),
        summary: `Prices lines for a destination: per line and total, shipping, VAT and the dates if ordered now; the quote_id holds these prices ${QUOTE_VALID_DAYS} days (scope quotes:write)`,
        body: QuoteBodySchema,
        response: { 201: answer(ResellerQuoteSchema), ...failures(400, 401, 403, 404, 422, 429) },
      },
    },
    async (request, reply) => {
      const data = await createQuote(app.db, vatChecker, request.user!.id, request.lang, request.body);
      reply.status(201);
      return {
        status: true as const,
        message: translate('reseller.quoteSaved', request.lang, { date: data.valid_until.slice(0, 10) }),
        data,
      };
    },
  );

  app.post(
    '/reseller/uploads',
    {
      onRequest: app.requireReseller('orders:write'),
      config: { apiScope: 'orders:write' },
      schema: {
        ...resellerDoc('orders:write'),
        summary:
          'Stores artwork for a later order: multipart files (field "files", up to 10) or JSON {"url": "https://…"} fetched by the shop (size, type and time limited, public addresses only); answers the upload ids (scope orders:write)',
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: answer(ResellerUploadsSchema), ...failures(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      let files: ReceivedFile[];
      if (request.isMultipart()) {
        const budget = await openUploadBudget(app.db, userId, options.uploadQuotaBytes);
        try {
          ({ files } = await receiveArtwork(request, {
            ownerUserId: userId,
            uploadDir,
            maxFiles: MAX_UPLOAD_FILES,
            watchFile: (file) => meterIncoming(file, budget),
          }));
        } finally {
          budget.release();
        }
        if (files.length === 0) throw new AppError('business_rule', 'reseller.uploadNeedsFileOrUrl');
      } else {
        const body = request.body as Record<string, unknown> | undefined;
        if (!body || typeof body.url !== 'string') {
          throw new AppError('business_rule', 'reseller.uploadNeedsFileOrUrl');
        }
        const { url } = validateOrThrow(UploadUrlBodySchema, body);
        files = [await fetchArtwork(request, url, fetchLimits, uploadDir)];
      }
      const data = { uploads: await saveUploads(app.db, uploadDir, userId, files) };
      reply.status(201);
      return { status: true as const, data };
    },
  );

  app.post(
    '/reseller/orders',
    {
      onRequest: app.requireReseller('orders:write'),
      config: { apiScope: 'orders:write' },
      schema: {
        ...resellerDoc('orders:write'),
        summary:
          'Places an order paid on account: lines (or a quote_id), artwork per line (upload_id or https url), the end client’s delivery address, blind_shipping with your sender, external_ref unique per account, po_number. Idempotency-Key header required: a retry with the same key and body replays the answer (200); the same key or external_ref with another body is 409. 422 without credit terms (scope orders:write)',
        headers: z.object({
          'idempotency-key': z.string().optional().describe('Any unique string up to 200 characters'),
        }),
        body: OrderBodySchema,
        response: {
          200: answer(ResellerPlacedOrderSchema),
          201: answer(ResellerPlacedOrderSchema),
          ...failures(400, 401, 403, 404, 409, 413, 415, 422, 429),
        },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id;
      const { lang } = request;
      const body = request.body;
      const idempotencyKey = idempotencyKeyOf(request.headers['idempotency-key']);
      if (!idempotencyKey) throw new AppError('bad_request', 'reseller.idempotencyKeyRequired');
      const requestHash = orderRequestHash(body);
      const replay = await replayOrder(app.db, userId, idempotencyKey, body.external_ref, requestHash);
      if (replay) {
        reply.status(replay.statusCode).header('idempotent-replayed', 'true');
        return { status: true as const, data: replay.answer };
      }
      try {
        const poNumber = purchaseOrderNumber(body.po_number);
        if ((body.quote_id === undefined) === (body.lines === undefined)) {
          throw new AppError('business_rule', 'reseller.linesOrQuote');
        }
        // Paid on account only: never a card charge, never an order without terms.
        // (Checked again under the account's lock when placing, with the limit and overdue invoices.)
        if (!(await creditTermsOf(app.db, userId))) {
          throw new AppError('business_rule', 'reseller.noCreditTerms');
        }
        const address = await deliveryAddressOf(app.db, body);
        const priced = body.quote_id
          ? await loadQuote(app.db, userId, body.quote_id)
          : await priceLines(app.db, vatChecker, userId, lang, {
              lines: body.lines!,
              destination: {
                country: body.delivery_address.country,
                postcode: body.delivery_address.postcode,
              },
            });
        if (body.quote_id) {
          const country = await checkPostal(
            app.db,
            body.delivery_address.country,
            body.delivery_address.postcode,
          );
          const destination = await destinationOf(app.db, country.code, body.delivery_address.postcode);
          if ((destination ?? country).id !== priced.countryId) {
            throw new AppError('business_rule', 'reseller.addressCountryMismatch', {
              country: country.code,
              id: body.quote_id,
            });
          }
        }
        const sources = body.quote_id ? (body.artwork ?? []) : body.lines!.map((line) => line.artwork);
        if (sources.length !== priced.lines.length) {
          throw new AppError('business_rule', 'reseller.artworkPerLine', { count: priced.lines.length });
        }
        await checkArtworkSources(app.db, userId, sources);
        // Fetched before the placing transaction, never inside it.
        const fetched: (ReceivedFile | null)[] = [];
        try {
          for (const source of sources) {
            fetched.push(source.url ? await fetchArtwork(request, source.url, fetchLimits, uploadDir) : null);
          }
          const sender = body.sender
            ? { name: body.sender.name, addressLines: body.sender.address_lines }
            : null;
          const draft = await orderDraft(app.db, userId, priced, {
            address,
            blindShipping: body.blind_shipping,
            poNumber,
            sender,
            lang,
          });
          let answered: ResellerPlacedOrder | null = null;
          await placeOrderOnAccount(app.db, {
            userId,
            lang,
            order: draft,
            // A quote's total was shown to the reseller: any other is 409. Lines were not.
            shownTotalCents: body.quote_id ? priced.totals.totalCents : null,
            withOrder: (tx, order, lineIds) =>
              attachArtwork(tx, {
                userId,
                orderId: order.id,
                lineIds,
                uploadIds: sources.map((s) => s.upload_id ?? null),
                fetched,
              }),
            alongside: async (tx, placed) => {
              answered = await recordResellerOrder(tx, {
                userId,
                placed,
                externalRef: body.external_ref,
                idempotencyKey,
                requestHash,
                sender,
              });
            },
          });
          reply.status(201);
          return { status: true as const, data: answered! };
        } catch (error) {
          // Nothing placed: the files fetched for it go (the outer catch answers a twin's replay).
          await deleteStoredFiles(
            uploadDir,
            fetched.filter((f): f is ReceivedFile => f !== null).map((f) => f.storageKey),
          );
          throw error;
        }
      } catch (error) {
        // A parallel twin with the same key (or external_ref) may have placed the order while this
        // one was checking or placing (its upload now used, its reference taken, a unique index
        // refusing this one): answer as its retry would.
        const again = await replayOrder(app.db, userId, idempotencyKey, body.external_ref, requestHash);
        if (again) {
          reply.status(again.statusCode).header('idempotent-replayed', 'true');
          return { status: true as const, data: again.answer };
        }
        throw error;
      }
    },
  );

  app.get(
    '/reseller/orders',
    {
      onRequest: app.requireReseller('orders:read'),
      config: { apiScope: 'orders:read' },
      schema: {
        ...resellerDoc('orders:read'),
        summary:
          'The order placed with your external_ref: status, history, lines with artwork, shipment tracking, promised dates (scope orders:read)',
        querystring: ExternalRefQuerySchema,
        response: { 200: answer(ResellerOrderViewSchema), ...failures(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await findByExternalRef(app.db, request.user!.id, request.query.external_ref, request.lang),
    }),
  );

  app.get(
    '/reseller/orders/:id',
    {
      onRequest: app.requireReseller('orders:read'),
      config: { apiScope: 'orders:read' },
      schema: {
        ...resellerDoc('orders:read'),
        summary:
          'One of your product orders by id: status, history, lines with artwork, shipment tracking, promised dates (scope orders:read)',
        params: IdParamSchema,
        response: { 200: answer(ResellerOrderViewSchema), ...failures(400, 401, 403, 404, 429) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await getResellerOrder(app.db, request.user!.id, request.params.id, request.lang),
    }),
  );
};
