import {
  CountryBodySchema,
  ShippingRateBodySchema,
  ShippingRegionParamSchema,
} from '@shop/shared/admin-schemas';
import { AdminCountrySchema, AdminShippingRateSchema, AdminShippingSchema } from '@shop/shared/api/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { adminResourceRoutes } from '../../lib/admin-resource';
import { translate } from '../../lib/messages';
import {
  createCountry,
  deleteCountry,
  getShippingSettings,
  updateCountry,
  updateShippingRate,
} from './admin-service';

/** Delivery rates and countries in the back-office (staff only). */
export const shippingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = adminDoc('shipping');
  const guard = { onRequest: app.requireStaff };

  app.get(
    '/admin/shipping',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Rates per region, countries, and the categories excluded from free delivery',
        response: { 200: adminAnswer(AdminShippingSchema), ...failures(401, 403) },
      },
    },
    async () => ok(await getShippingSettings(app.db)),
  );
  app.put(
    '/admin/shipping/rates/:region',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Sets a region’s rates: standard, large, free-delivery threshold, per kg, or no quote',
        params: ShippingRegionParamSchema,
        body: ShippingRateBodySchema,
        response: { 200: adminAnswer(AdminShippingRateSchema), ...failures(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await updateShippingRate(
          app.db,
          { actorUserId: request.user!.id },
          request.params.region,
          request.body,
        ),
        translate('admin.saved', request.lang),
      ),
  );
  // Countries: a generic admin resource (lib/admin-resource.ts) without a list of its own:
  // GET /admin/shipping answers them with the rates.
  adminResourceRoutes(app, {
    path: '/admin/countries',
    tag: 'shipping',
    answer: AdminCountrySchema,
    body: CountryBodySchema,
    refusals: [409],
    create: {
      summary: 'Adds a country (or sub-region such as ES-CN) to a shipping region',
      run: createCountry,
    },
    update: { summary: 'Replaces a country', run: updateCountry },
    remove: {
      summary: 'Deletes a country no order or cart refers to (409 otherwise)',
      answer: z.object({ id: z.number(), deleted: z.literal(true) }),
      run: async (db, actor, id) => {
        await deleteCountry(db, actor, id);
        return { data: { id, deleted: true }, message: 'admin.deleted' };
      },
    },
  });
};
