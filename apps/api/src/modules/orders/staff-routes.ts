import { eurosToCents, formatEuros } from '@shop/shared';
import {
  AcceptOrderBodySchema as AcceptBodySchema,
  AdminOrderListQuerySchema,
  AdvanceOrderBodySchema,
  CancelOrderBodySchema,
  RefundOrderBodySchema,
  RejectOrderBodySchema as RejectBodySchema,
} from '@shop/shared/admin-schemas';
import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { unavailableAs } from '../../lib/worker-pool';
import { requireRecentAuth } from '../../plugins/auth';
import { ParcelLabelEnvelopeSchema, readLogo } from '../brand';
import { idempotencyKeyOf, type PaymentGateway } from '../payments';
import type { VatNumberChecker } from '../tax';
import { getDashboard } from './dashboard';
import { cancelOrderByStaff, refundOrder } from './refunds';
import { DashboardEnvelopeSchema, StaffOrderEnvelopeSchema, StaffOrderPageEnvelopeSchema } from './schema';
import {
  acceptOrder,
  advanceOrder,
  getOrderForStaff,
  listOrdersForStaff,
  ordersCsv,
  rejectOrder,
} from './staff';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export type StaffOrderRoutesOptions = {
  publicUrl: string;
  /** Where brand logos are kept (the packing list and label of a reseller's blind parcel). */
  uploadDir: string;
  /** Where refunds go (the paying gateway). */
  gateway: PaymentGateway;
  vatChecker: VatNumberChecker;
};

/** Staff's order desk: every order, and the moves of the state machine (role staff only). */
export const staffOrderRoutes: FastifyPluginAsyncZod<StaffOrderRoutesOptions> = async (
  app,
  { publicUrl, gateway, vatChecker, uploadDir },
) => {
  const deps = { db: app.db, publicUrl, vatChecker };
  const refundDeps = { db: app.db, gateway, log: app.log };
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  app.get(
    '/admin/dashboard',
    {
      schema: {
        ...secured,
        summary:
          'Orders waiting for approval, waiting for payment and in production; revenue today, this month and per day (30 days, Madrid)',
        response: { 200: DashboardEnvelopeSchema, ...failures(401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async () => ({ status: true as const, data: await getDashboard(app.db) }),
  );

  app.get(
    '/admin/orders',
    {
      schema: {
        ...secured,
        summary:
          'Orders of every customer by status, type, customer, text (code, name, e-mail) and dates (Madrid days), sorted, a page at a time',
        querystring: AdminOrderListQuerySchema,
        response: { 200: StaffOrderPageEnvelopeSchema, ...failures(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const { page, per_page, customer_id, ...filters } = request.query;
      return {
        status: true as const,
        data: await listOrdersForStaff(app.db, request.lang, {
          ...filters,
          customerId: customer_id,
          page,
          perPage: per_page,
        }),
      };
    },
  );

  app.get(
    '/admin/orders.csv',
    {
      schema: {
        ...secured,
        summary:
          'The filtered order list as CSV (same filters and sort as the list, no paging; at most 10,000 rows)',
        querystring: AdminOrderListQuerySchema,
        produces: ['text/csv'],
        response: failures(400, 401, 403),
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const { page: _page, per_page: _perPage, customer_id, ...filters } = request.query;
      const csv = await ordersCsv(app.db, request.lang, { ...filters, customerId: customer_id });
      const raw: FastifyReply = reply;
      const day = new Date().toISOString().slice(0, 10);
      return raw
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  );

  app.get(
    '/admin/orders/:id',
    {
      schema: {
        ...secured,
        summary:
          'An order with its customer, details, files (with preflight), lines, amounts, history and payments',
        params: IdParamSchema,
        response: { 200: StaffOrderEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      status: true as const,
      data: await getOrderForStaff(app.db, request.params.id, request.lang),
    }),
  );

  app.get(
    '/admin/orders/:id/packing-list.pdf',
    {
      schema: {
        ...secured,
        summary:
          'A printable packing list of an order (PDF, request language): items, sizes, options, quantities, file names, the delivery address, and the blind-shipping and delivery-note banners (a blind one names no shop)',
        params: IdParamSchema,
        produces: ['application/pdf'],
        response: failures(400, 401, 403, 404),
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const { loadPackingList } = await import('./packing-list');
      const list = await loadPackingList(app.db, request.params.id, request.lang);
      list.logo = await readLogo(uploadDir, list.sender.logoKey);
      const pdf = await app.workers
        .run('packingListPdf', list, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="packing-list-${list.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/admin/orders/:id/label',
    {
      schema: {
        ...secured,
        summary:
          "The parcel label's data: ship-from (the shop; under blind shipping the reseller's brand kept on the order, or nobody) and ship-to blocks, parcels and tracking numbers",
        params: IdParamSchema,
        response: { 200: ParcelLabelEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const [{ loadPackingList }, { parcelLabelOf }] = await Promise.all([
        import('./packing-list'),
        import('./parcel-label'),
      ]);
      const list = await loadPackingList(app.db, request.params.id, request.lang);
      return { status: true as const, data: parcelLabelOf(list, list.trackingNumbers) };
    },
  );

  app.get(
    '/admin/orders/:id/label.pdf',
    {
      schema: {
        ...secured,
        summary:
          'A printable parcel label (PDF, request language): a 105 × 148 mm box with the same ship-from and ship-to as GET /api/admin/orders/{id}/label, the order code and tracking numbers',
        params: IdParamSchema,
        produces: ['application/pdf'],
        response: failures(400, 401, 403, 404),
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const [{ loadPackingList }, { parcelLabelOf }] = await Promise.all([
        import('./packing-list'),
        import('./parcel-label'),
      ]);
      const list = await loadPackingList(app.db, request.params.id, request.lang);
      const label = parcelLabelOf(list, list.trackingNumbers);
      const logo = await readLogo(uploadDir, list.sender.logoKey);
      const pdf = await app.workers
        .run('parcelLabelPdf', { lang: request.lang, label, logo }, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      const raw: FastifyReply = reply;
      return raw
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="label-${list.code}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  const moveSchema = (summary: string, body?: z.ZodType) => ({
    ...secured,
    summary,
    params: IdParamSchema,
    ...(body ? { body } : {}),
    response: { 200: StaffOrderEnvelopeSchema, ...failures(400, 401, 403, 404, 409, 422) },
  });

  app.post(
    '/admin/orders/:id/accept',
    {
      schema: moveSchema(
        'Accepts a quote with its net fee (euros) and a message: 1 → 3; the VAT comes from the customer’s VAT decision (`tax` is ignored); the customer is mailed',
        AcceptBodySchema,
      ),
      onRequest: app.requireStaff,
      // The fees set here are what the customer is charged: a recent password (decision 027).
      preHandler: requireRecentAuth,
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
      onRequest: app.requireStaff,
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
        'Moves a paid order to its next production status (4 → 5 → … → 8); the customer is mailed. `from` is the status the caller saw: 409 and nothing changes when the order is no longer there. `note` is internal unless `note_shown` (then on the tracking page and in the mail). 6 → 7 (handed to the courier) needs `carrier_id` (an active carrier) and `tracking_numbers` (one or more): 422 otherwise',
        AdvanceOrderBodySchema,
      ),
      onRequest: app.requireStaff,
    },
    async (request) => {
      const body = AdvanceOrderBodySchema.parse(request.body);
      const order = await advanceOrder(
        deps,
        { orderId: request.params.id, staffUserId: request.user!.id },
        body.from,
        {
          note: body.note,
          noteShown: body.note_shown,
          carrierId: body.carrier_id,
          trackingNumbers: body.tracking_numbers,
        },
      );
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

  app.post(
    '/admin/orders/:id/cancel',
    {
      schema: moveSchema(
        'Cancels an order up to 5 (designed) with a reason → 9; what was paid is refunded in full through the gateway with a credit note; the customer is mailed. Any later status → 409',
        CancelOrderBodySchema,
      ),
      onRequest: app.requireStaff,
      // Money goes back: a recent password, like accepting fees (decision 027).
      preHandler: requireRecentAuth,
    },
    async (request) => {
      const { order } = await cancelOrderByStaff(refundDeps, {
        orderId: request.params.id,
        staffUserId: request.user!.id,
        reason: CancelOrderBodySchema.parse(request.body).reason,
        lang: request.lang,
      });
      return {
        status: true as const,
        message: translate('orders.cancelledByStaff', request.lang, { code: order.code }),
        data: await getOrderForStaff(app.db, order.id, request.lang),
      };
    },
  );

  app.post(
    '/admin/orders/:id/refunds',
    {
      schema: moveSchema(
        'A partial refund from 6 (manufactured) on, status unchanged: `amount` (euros, VAT included) and `reason`, with an Idempotency-Key header (the same key answers the same refund). Never more than paid minus earlier refunds (409); a credit note is issued and the customer mailed when the bank confirms',
        RefundOrderBodySchema,
      ),
      onRequest: app.requireStaff,
      preHandler: requireRecentAuth,
    },
    async (request) => {
      const key = idempotencyKeyOf(request.headers['idempotency-key']);
      if (!key) throw new AppError('bad_request', 'orders.refundKeyRequired');
      const body = RefundOrderBodySchema.parse(request.body);
      const refund = await refundOrder(refundDeps, {
        orderId: request.params.id,
        staffUserId: request.user!.id,
        amountCents: eurosToCents(body.amount),
        reason: body.reason,
        idempotencyKey: key,
        lang: request.lang,
      });
      const order = await getOrderForStaff(app.db, request.params.id, request.lang);
      return {
        status: true as const,
        message: translate('orders.refundSent', request.lang, {
          amount: formatEuros(eurosToCents(body.amount), request.lang),
          code: order.code,
          state: translate(`orders.refundState.${refund?.status ?? 'pending'}`, request.lang),
        }),
        data: order,
      };
    },
  );
};
