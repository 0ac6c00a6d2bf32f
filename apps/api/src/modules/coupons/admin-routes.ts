import { CouponBodySchema, PageQuerySchema } from '@shop/shared/admin-schemas';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminEnvelopeSchema, AdminPageEnvelopeSchema, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import { requireRecentAuth } from '../../plugins/auth';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './admin-service';

/** Coupons in the back-office (staff only). */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = adminDoc('coupons');
  const guard = { onRequest: app.requireStaff };
  const write = { 200: AdminEnvelopeSchema, ...failures(400, 401, 403, 404, 409) };
  // A coupon's discount is money: its terms need a recent password (decision 027).
  const money = { ...guard, preHandler: requireRecentAuth };

  app.get(
    '/admin/coupons',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Coupons (active first, by code), with their uses so far',
        querystring: PageQuerySchema.extend({ q: z.string().trim().max(40).optional() }),
        response: { 200: AdminPageEnvelopeSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listCoupons(app.db, {
          q: request.query.q,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
  app.get(
    '/admin/coupons/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'A coupon',
        params: IdParamSchema,
        response: { 200: AdminEnvelopeSchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => ok(await getCoupon(app.db, request.params.id)),
  );
  app.post(
    '/admin/coupons',
    {
      ...money,
      schema: {
        ...doc,
        summary: 'Creates a coupon (a day as valid_from/valid_until means its start/end in Madrid)',
        body: CouponBodySchema,
        response: { 201: AdminEnvelopeSchema, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await createCoupon(app.db, { actorUserId: request.user!.id }, request.body);
      reply.status(201);
      return ok(data, translate('admin.created', request.lang));
    },
  );
  app.put(
    '/admin/coupons/:id',
    {
      ...money,
      schema: {
        ...doc,
        summary: 'Replaces a coupon’s terms (uses so far are kept)',
        params: IdParamSchema,
        body: CouponBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await updateCoupon(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
  app.delete(
    '/admin/coupons/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Deletes a coupon no order used; one used by orders is deactivated (data.deleted says which)',
        params: IdParamSchema,
        response: write,
      },
    },
    async (request) => {
      const result = await deleteCoupon(app.db, { actorUserId: request.user!.id }, request.params.id);
      return ok(result, translate(result.deleted ? 'admin.deleted' : 'admin.deactivated', request.lang));
    },
  );
};
