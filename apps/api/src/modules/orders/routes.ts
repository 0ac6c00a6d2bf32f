import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages';
import type { AccountLimits } from '../storage';
import { OrderCardsEnvelopeSchema, OrderDetailEnvelopeSchema, ReorderEnvelopeSchema } from './schema';
import { getOwnOrder, listOwnOrders, trackOrder } from './service';
import { attachDeliveryNote, DELIVERY_NOTE_MAX_MB, reorder } from './trade';

const failures = (...statuses: (400 | 401 | 404 | 409 | 413 | 415 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const ListQuerySchema = z.object({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
});
const CodeParamSchema = z.object({ code: z.string().trim().min(1).max(20) });

/** The signed-in customer's product orders (docs/product.md#api-calls); only ever their own. */
export const ordersRoutes: FastifyPluginAsyncZod<{ uploadDir: string; limits: AccountLimits }> = async (
  app,
  { uploadDir, limits },
) => {
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get(
    '/product/orders',
    {
      schema: {
        ...secured,
        summary: 'Own product orders: status=1 current (4–7), status=2 finished (8)',
        querystring: ListQuerySchema,
        response: { 200: OrderCardsEnvelopeSchema, ...failures(400, 401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await listOwnOrders(app.db, request.user!.id, request.lang, 'product', request.query.status),
    }),
  );

  app.get(
    '/all/order/products/done',
    {
      schema: {
        ...secured,
        summary: 'Own delivered product orders (status 8)',
        response: { 200: OrderCardsEnvelopeSchema, ...failures(401) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await listOwnOrders(app.db, request.user!.id, request.lang, 'product', 2),
    }),
  );

  app.get(
    '/product/orders/:id',
    {
      schema: {
        ...secured,
        summary: 'An own product order with lines, files, amounts, address, status history and invoice',
        params: IdParamSchema,
        response: { 200: OrderDetailEnvelopeSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await getOwnOrder(app.db, request.user!.id, request.params.id, 'product', request.lang),
    }),
  );

  app.get(
    '/track/:code',
    {
      schema: {
        ...secured,
        summary: 'An own order by its code, with or without its first letter (the tracking page)',
        params: CodeParamSchema,
        response: { 200: OrderDetailEnvelopeSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await trackOrder(app.db, request.user!.id, request.params.code, request.lang),
    }),
  );

  app.post(
    '/product/orders/:id/delivery-note',
    {
      schema: {
        ...secured,
        summary: `Attaches the reseller's own delivery note to an own product order before production starts (multipart, one PDF in \`files\`, at most ${DELIVERY_NOTE_MAX_MB} MB; checked by content: anything else is 415). Replaces an earlier note`,
        params: IdParamSchema,
        consumes: ['multipart/form-data'],
        response: {
          200: OrderDetailEnvelopeSchema.extend({ message: z.string() }),
          ...failures(400, 401, 404, 409, 413, 415, 422),
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const order = await attachDeliveryNote(app.db, request, {
        uploadDir,
        userId: request.user!.id,
        orderId: request.params.id,
      });
      return {
        status: true as const,
        message: translate('orders.deliveryNoteSaved', request.lang, { code: order.code }),
        data: await getOwnOrder(app.db, request.user!.id, order.id, 'product', request.lang),
      };
    },
  );

  app.post(
    '/product/orders/:id/reorder',
    {
      schema: {
        ...secured,
        summary:
          'Order again: puts the lines of an own product order (product, size, options, quantity, copies of the files) back in the cart, priced today; answers old and new line totals and the difference. 409 lists the lines no longer sold so',
        params: IdParamSchema,
        response: {
          200: ReorderEnvelopeSchema,
          ...failures(400, 401, 404, 409, 422),
        },
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { order, answer } = await reorder(
        app.db,
        { uploadDir, maxCartLines: limits.maxCartLines, uploadQuotaBytes: limits.uploadQuotaBytes },
        request.user!.id,
        request.params.id,
        request.lang,
      );
      return {
        status: true as const,
        message: translate('orders.reordered', request.lang, { code: order.code }),
        data: answer,
      };
    },
  );
};
