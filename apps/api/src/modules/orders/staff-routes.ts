import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import type { MailMessage } from '../mail/mailer';
import { AcceptBodySchema, OrderEnvelopeSchema, RejectBodySchema, StaffListQuerySchema } from './schema';
import { acceptOrder, advanceOrder, getOrderForStaff, listOrdersForStaff, rejectOrder } from './staff';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export type StaffOrderRoutesOptions = {
  publicUrl: string;
  enqueueMail: (tx: Db, message: MailMessage) => Promise<void>;
};

const PageEnvelopeSchema = z.object({
  status: z.literal(true),
  data: z.object({
    items: z.array(z.record(z.string(), z.unknown())),
    page: z.number(),
    per_page: z.number(),
    total: z.number(),
  }),
});

/** Staff's order desk: every order, and the moves of the state machine (role staff only). */
export const staffOrderRoutes: FastifyPluginAsyncZod<StaffOrderRoutesOptions> = async (
  app,
  { publicUrl, enqueueMail },
) => {
  const deps = { db: app.db, publicUrl, enqueueMail };
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  app.get(
    '/admin/orders',
    {
      schema: {
        ...secured,
        summary:
          'Orders of every customer, newest first, by status and type (service | product), a page at a time',
        querystring: StaffListQuerySchema,
        response: { 200: PageEnvelopeSchema, ...failures(400, 401, 403) },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({
      status: true as const,
      data: await listOrdersForStaff(app.db, request.lang, {
        status: request.query.status,
        type: request.query.type,
        page: request.query.page,
        perPage: request.query.per_page,
      }),
    }),
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        ...secured,
        summary: 'An order with its customer, details, files (with preflight), lines, amounts and history',
        params: IdParamSchema,
        response: { 200: OrderEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
      preHandler: app.requireStaff,
    },
    async (request) => ({
      status: true as const,
      data: await getOrderForStaff(app.db, request.params.id, request.lang),
    }),
  );

  const moveSchema = (summary: string, body?: z.ZodType) => ({
    ...secured,
    summary,
    params: IdParamSchema,
    ...(body ? { body } : {}),
    response: { 200: OrderEnvelopeSchema, ...failures(400, 401, 403, 404, 409) },
  });

  app.post(
    '/admin/orders/:id/accept',
    {
      schema: moveSchema(
        'Accepts a quote with fees (euros) and a message: 1 → 3; the customer is mailed',
        AcceptBodySchema,
      ),
      preHandler: app.requireStaff,
    },
    async (request) => {
      const order = await acceptOrder(
        deps,
        { orderId: request.params.id, staffUserId: request.user!.id },
        AcceptBodySchema.parse(request.body),
      );
      return {
        status: true as const,
        message: translate('orders.accepted', request.lang, { code: order.code }),
        data: await getOrderForStaff(app.db, order.id, request.lang),
      };
    },
  );

  app.post(
    '/admin/orders/:id/reject',
    {
      schema: moveSchema(
        'Rejects a quote with the reason: 1 → 2; the customer is mailed and may resend',
        RejectBodySchema,
      ),
      preHandler: app.requireStaff,
    },
    async (request) => {
      const order = await rejectOrder(
        deps,
        { orderId: request.params.id, staffUserId: request.user!.id },
        RejectBodySchema.parse(request.body),
      );
      return {
        status: true as const,
        message: translate('orders.rejectedByStaff', request.lang, { code: order.code }),
        data: await getOrderForStaff(app.db, order.id, request.lang),
      };
    },
  );

  app.post(
    '/admin/orders/:id/advance',
    {
      schema: moveSchema(
        'Moves a paid order to its next production status (4 → 5 → … → 8); the customer is mailed',
      ),
      preHandler: app.requireStaff,
    },
    async (request) => {
      const order = await advanceOrder(deps, { orderId: request.params.id, staffUserId: request.user!.id });
      return {
        status: true as const,
        message: translate('orders.advanced', request.lang, {
          code: order.code,
          status: translate(`orders.status.${order.status as 4}`, request.lang),
        }),
        data: await getOrderForStaff(app.db, order.id, request.lang),
      };
    },
  );
};
