import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getOwnOrder, listOwnOrders, trackOrder } from './service';

const failures = (...statuses: (400 | 401 | 404)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

const ListQuerySchema = z.object({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
});
const ListResponseSchema = z.object({
  status: z.literal(true),
  data: z.array(z.record(z.string(), z.unknown())),
});
const DetailResponseSchema = z.object({ status: z.literal(true), data: z.record(z.string(), z.unknown()) });
const CodeParamSchema = z.object({ code: z.string().trim().min(1).max(20) });

/** The signed-in customer's product orders (spec section 7); only ever their own. */
export const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  const secured = { tags: ['orders'], security: [{ bearer: [] }] };

  app.get(
    '/product/orders',
    {
      schema: {
        ...secured,
        summary: 'Own product orders: status=1 current (4–7), status=2 finished (8)',
        querystring: ListQuerySchema,
        response: { 200: ListResponseSchema, ...failures(400, 401) },
      },
      preHandler: app.authenticate,
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
        response: { 200: ListResponseSchema, ...failures(401) },
      },
      preHandler: app.authenticate,
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
        response: { 200: DetailResponseSchema, ...failures(400, 401, 404) },
      },
      preHandler: app.authenticate,
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
        response: { 200: DetailResponseSchema, ...failures(400, 401, 404) },
      },
      preHandler: app.authenticate,
    },
    async (request) => ({
      status: true as const,
      data: await trackOrder(app.db, request.user!.id, request.params.code, request.lang),
    }),
  );
};
