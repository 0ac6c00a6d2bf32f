import { CouponBodySchema, PageQuerySchema } from '@shop/shared/admin-schemas';
import { AdminCouponSchema } from '@shop/shared/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminResourceRoutes } from '../../lib/admin-resource';
import { requireRecentAuth } from '../../plugins/auth';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './admin-service';

/** Coupons in the back-office (staff only): a generic admin resource (lib/admin-resource.ts). */
export const couponsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminResourceRoutes(app, {
    path: '/admin/coupons',
    tag: 'coupons',
    answer: AdminCouponSchema,
    body: CouponBodySchema,
    refusals: [409],
    // A coupon's discount is money: its terms need a recent password (decision 027).
    writeGuard: requireRecentAuth,
    list: {
      summary: 'Coupons (active first, by code), with their uses so far',
      query: PageQuerySchema.extend({ q: z.string().trim().max(40).optional() }),
      run: (db, query) => listCoupons(db, { q: query.q, page: query.page, perPage: query.per_page }),
    },
    get: { summary: 'A coupon', run: getCoupon },
    create: {
      summary: 'Creates a coupon (a day as valid_from/valid_until means its start/end in Madrid)',
      run: createCoupon,
    },
    update: { summary: 'Replaces a coupon’s terms (uses so far are kept)', run: updateCoupon },
    remove: {
      summary: 'Deletes a coupon no order used; one used by orders is deactivated (data.deleted says which)',
      answer: z.object({ deleted: z.boolean() }).loose(),
      run: async (db, actor, id) => {
        const result = await deleteCoupon(db, actor, id);
        return { data: result, message: result.deleted ? 'admin.deleted' : 'admin.deactivated' };
      },
    },
  });
};
