import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { translate } from '../../lib/messages';
import { sendJson } from '../../lib/send-json';
import type { PaymentFlow, PaymentGateway } from '../payments';
import { idempotencyKeyOf } from '../payments';
import { accountLimits } from '../storage';
import type { VatNumberChecker } from '../tax';
import { readArtworkForm } from '../uploads';
import { assertQuoteRoom } from './quote-room';
import { withdrawOwnOrder } from './refunds';
import {
  BuyServiceBodySchema,
  ListQuerySchema,
  OrderCardsEnvelopeSchema,
  OrderDetailEnvelopeSchema,
  ResendBodySchema,
  ServiceOrderBodySchema,
  ServicePaymentEnvelopeSchema,
  ServicePaymentStartedEnvelopeSchema,
  SubServiceBodySchema,
  SubServiceEnvelopeSchema,
} from './schema';
import { getOwnOrder, listOwnOrders } from './service';
import { createServiceOrder, loadSubService, resendServiceOrder } from './service-orders';
import { payServiceOrder } from './service-payment';

const failures = (...statuses: (400 | 401 | 402 | 404 | 409 | 413 | 415 | 422 | 429)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export type ServiceOrderRoutesOptions = {
  env: Env;
  gateway: PaymentGateway;
  flow: PaymentFlow;
  /** The VAT of the fees is decided as a cart's, VAT number check included. */
  vatChecker: VatNumberChecker;
};

/**
 * Service orders (quotes) of docs/product.md#screens-and-routes, docs/product.md#order-statuses and
 * docs/product.md#api-calls: request, resend, pay; only ever one's own.
 */
export const serviceOrderRoutes: FastifyPluginAsyncZod<ServiceOrderRoutesOptions> = async (
  app,
  { env, gateway, flow, vatChecker },
) => {
  const limits = accountLimits(env);
  const deps = {
    db: app.db,
    uploadDir: env.uploadDir,
    publicUrl: env.PUBLIC_URL,
    maxOpenQuotes: limits.maxOpenQuotes,
  };
  const quota = { db: app.db, bytes: limits.uploadQuotaBytes };
  const secured = { tags: ['service orders'], security: [{ bearer: [] }] };

  for (const url of ['/orders', '/service/request']) {
    app.post(
      url,
      {
        schema: {
          ...secured,
          summary:
            'Requests a quote: multipart service_id, details (required), files[] (≤ 10 design files, checked by content). The order starts at status 1, waiting for approval',
          consumes: ['multipart/form-data', 'application/json'],
          response: { 201: OrderDetailEnvelopeSchema, ...failures(400, 401, 404, 413, 415, 422) },
        },
        onRequest: app.authenticate,
      },
      async (request, reply) => {
        // Refused before any file is received; checked again, under a lock, when it is written.
        await assertQuoteRoom(app.db, request.user!.id, limits.maxOpenQuotes);
        const { input, files } = await readArtworkForm(request, ServiceOrderBodySchema, {
          uploadDir: env.uploadDir,
          quota,
        });
        const order = await createServiceOrder(
          deps,
          request.user!.id,
          request.lang,
          { serviceId: input.service_id, details: input.details },
          files,
        );
        return sendJson(reply, 201, {
          status: true,
          message: translate('orders.created', request.lang, { code: order.code }),
          data: order,
        });
      },
    );
  }

  app.get(
    '/orders',
    {
      schema: {
        ...secured,
        summary: 'Own service orders: status=1 current (1–7), status=2 finished (8)',
        querystring: ListQuerySchema,
        response: { 200: OrderCardsEnvelopeSchema, ...failures(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await listOwnOrders(app.db, request.user!.id, request.lang, 'service', request.query.status),
    }),
  );

  app.get(
    '/all/order/services',
    {
      schema: {
        ...secured,
        summary: 'All own service orders, newest first',
        response: { 200: OrderCardsEnvelopeSchema, ...failures(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await listOwnOrders(app.db, request.user!.id, request.lang, 'service', 'all'),
    }),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        ...secured,
        summary:
          'An own service order: image, code, message, fees {service, tax}, status, price, service, files, history',
        params: IdParamSchema,
        response: { 200: OrderDetailEnvelopeSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await getOwnOrder(app.db, request.user!.id, request.params.id, 'service', request.lang),
    }),
  );

  const resend = {
    schema: {
      ...secured,
      summary:
        'Sends a rejected request again (2 → 1): multipart _method=put, details, files[]. Any other status → 409',
      params: IdParamSchema,
      consumes: ['multipart/form-data', 'application/json'],
      response: { 200: OrderDetailEnvelopeSchema, ...failures(400, 401, 404, 409, 413, 415, 422) },
    },
    onRequest: app.authenticate,
  };
  const resendHandler = async (request: FastifyRequest<{ Params: { id: number } }>) => {
    const { input, files } = await readArtworkForm(request, ResendBodySchema, {
      uploadDir: env.uploadDir,
      quota,
    });
    const order = await resendServiceOrder(
      deps,
      request.user!.id,
      request.lang,
      request.params.id,
      { details: input.details },
      files,
    );
    return { status: true as const, message: translate('orders.resent', request.lang), data: order };
  };
  app.post('/orders/:id', resend, resendHandler);
  app.put('/orders/:id', resend, resendHandler);

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        ...secured,
        summary:
          'Withdraws an own service order while nothing is paid (1, 2 or 3 → 9 cancelled); the customer is mailed. Any other status → 409',
        params: IdParamSchema,
        response: { 200: OrderDetailEnvelopeSchema, ...failures(400, 401, 404, 409) },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const order = await withdrawOwnOrder(app.db, request.user!.id, request.params.id);
      return {
        status: true as const,
        message: translate('orders.withdrawn', request.lang, { code: order.code }),
        data: await getOwnOrder(app.db, request.user!.id, order.id, 'service', request.lang),
      };
    },
  );

  app.post(
    '/buy/service',
    {
      // po_number has its own rule and answers 422 (orders/purchase-order.ts), not the guard's 400.
      config: { ownTextCheck: ['po_number'] },
      schema: {
        ...secured,
        summary:
          'Pays an accepted service order (3 → 4): the fees set by staff are charged (`total_amount` must be the total the customer saw, else 409 price_changed with the breakdown; `service_price` is ignored). Same answers as POST /api/payment: 201 charged, 200 redirect, 202 pending, 402, 409 payment_in_progress, 429. Other statuses → 409',
        body: BuyServiceBodySchema,
        response: {
          201: ServicePaymentEnvelopeSchema,
          200: ServicePaymentStartedEnvelopeSchema,
          202: ServicePaymentStartedEnvelopeSchema,
          ...failures(400, 401, 402, 404, 409, 422, 429),
        },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const outcome = await payServiceOrder(
        { db: app.db, gateway, flow, vatChecker, simplifiedInvoiceMaxEur: env.SIMPLIFIED_INVOICE_MAX_EUR },
        request.user!.id,
        request.lang,
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      );
      if (outcome.replayed) reply.header('idempotent-replayed', 'true');
      return sendJson(reply, outcome.statusCode, outcome.body);
    },
  );

  app.post(
    '/one/sub/service',
    {
      schema: {
        tags: ['service orders'],
        summary:
          'The sub-service a purchase page (/services/{id1}/{id2}/{id3}) loads: id, category, name, images and description paragraphs in the request language',
        body: SubServiceBodySchema,
        response: { 200: SubServiceEnvelopeSchema, ...failures(400, 404) },
      },
    },
    async (request) => ({
      status: true as const,
      data: await loadSubService(app.db, request.lang, request.body.subServiceId),
    }),
  );
};
