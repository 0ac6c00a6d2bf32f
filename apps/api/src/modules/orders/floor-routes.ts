import { ORDER_STATUS } from '@shop/shared';
import { CarrierBodySchema } from '@shop/shared/admin-schemas';
import { CarrierSchema, OrderByCodeSchema } from '@shop/shared/api/orders';
import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { madridDay } from '../../lib/madrid-time';
import { unavailableAs } from '../../lib/worker-pool';
import { createCarrier, listCarriers, updateCarrier } from './carriers';
import { loadJobTickets } from './job-ticket';
import { orders } from './table';

const failures = (...statuses: (400 | 401 | 403 | 404 | 409 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));
const answer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

/** An order code as staff type or scan it: P or S and six digits (any case, spaces around). */
const ORDER_CODE = /^[PS]\d{6}$/;

/** The order a scanned code names; 400 for what is not a code, 404 (naming it) for an unknown one. */
export async function orderByCode(db: Db, raw: string) {
  const code = raw.trim().toUpperCase();
  if (!ORDER_CODE.test(code)) throw new AppError('bad_request', 'orders.codeMalformed');
  const [order] = await db
    .select({ id: orders.id, code: orders.code, status: orders.status })
    .from(orders)
    .where(eq(orders.code, code))
    .limit(1);
  if (!order) throw new AppError('not_found', 'orders.codeUnknown', { code });
  return order;
}

/**
 * The orders whose tickets a day's print holds: those in production (4-7) due for dispatch that
 * Madrid day (`orders.dispatch_by`, stored at payment), oldest promise first, then by id.
 */
async function ticketOrderIds(db: Db, day: string): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        gte(orders.status, ORDER_STATUS.received),
        lte(orders.status, ORDER_STATUS.processed),
        eq(orders.dispatchBy, day),
      ),
    )
    .orderBy(asc(orders.paidAt), asc(orders.id));
  return rows.map((r) => r.id);
}

export type FloorRoutesOptions = { uploadDir: string };

/** The production floor's staff routes: scanning a code, job tickets, the carriers list. */
export const floorRoutes: FastifyPluginAsyncZod<FloorRoutesOptions> = async (app, { uploadDir }) => {
  const secured = { tags: ['staff'], security: [{ bearer: [] }] };

  const sendPdf = (reply: FastifyReply, pdf: Uint8Array, name: string) =>
    reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'private, no-store')
      .send(Buffer.from(pdf));

  app.get(
    '/admin/orders/by-code/:code',
    {
      schema: {
        ...secured,
        summary:
          'The order a scanned or typed code names (P or S and six digits): 400 for a malformed code, 404 for an unknown one',
        params: z.object({ code: z.string().max(64) }),
        response: { 200: answer(OrderByCodeSchema), ...failures(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({ status: true as const, data: await orderByCode(app.db, request.params.code) }),
  );

  app.get(
    '/admin/orders/:id/ticket.pdf',
    {
      schema: {
        ...secured,
        summary:
          'The A4 job ticket of an order (PDF, request language): the code as a large QR and text, customer, dispatch and delivered-by dates, lines with size, quantity, options, label and artwork (thumbnails, page counts, preflight), proof, blind-shipping flag, PO number and address',
        params: IdParamSchema,
        produces: ['application/pdf'],
        response: failures(400, 401, 403, 404),
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const set = await loadJobTickets(app.db, [request.params.id], request.lang, uploadDir);
      const pdf = await app.workers
        .run('jobTicketsPdf', set, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      return sendPdf(reply, pdf, `ticket-${set.tickets[0]!.code}.pdf`);
    },
  );

  app.get(
    '/admin/production/tickets.pdf',
    {
      schema: {
        ...secured,
        summary:
          'A day’s job tickets in one PDF, one page per order in production (4-7) due for dispatch that Madrid day (`dispatch`: YYYY-MM-DD or today); 404 when none',
        querystring: z.object({ dispatch: z.union([z.literal('today'), z.iso.date()]).default('today') }),
        produces: ['application/pdf'],
        response: failures(400, 401, 403, 404),
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const day = request.query.dispatch === 'today' ? madridDay(new Date()) : request.query.dispatch;
      const ids = await ticketOrderIds(app.db, day);
      if (ids.length === 0) throw new AppError('not_found', 'orders.noTickets', { day });
      const set = await loadJobTickets(app.db, ids, request.lang, uploadDir);
      const pdf = await app.workers
        .run('jobTicketsPdf', set, 'render')
        .catch(unavailableAs('error.renderUnavailable'));
      return sendPdf(reply, pdf, `tickets-${day}.pdf`);
    },
  );

  app.get(
    '/admin/carriers',
    {
      schema: {
        ...secured,
        summary: 'The carriers (active first): name, tracking URL pattern with {tracking}, active',
        response: { 200: answer(z.array(CarrierSchema)), ...failures(401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async () => ({ status: true as const, data: await listCarriers(app.db) }),
  );

  app.post(
    '/admin/carriers',
    {
      schema: {
        ...secured,
        summary: 'Adds a carrier (audited)',
        body: CarrierBodySchema,
        response: { 201: answer(CarrierSchema), ...failures(400, 401, 403) },
      },
      onRequest: app.requireStaff,
    },
    async (request, reply) => {
      const data = await createCarrier(app.db, request.user!.id, request.body);
      reply.code(201);
      return { status: true as const, data };
    },
  );

  app.put(
    '/admin/carriers/:id',
    {
      schema: {
        ...secured,
        summary: 'Changes a carrier (name, tracking URL pattern, active; audited)',
        params: IdParamSchema,
        body: CarrierBodySchema,
        response: { 200: answer(CarrierSchema), ...failures(400, 401, 403, 404) },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      status: true as const,
      data: await updateCarrier(app.db, request.user!.id, request.params.id, request.body),
    }),
  );
};
