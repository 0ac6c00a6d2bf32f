import {
  CountryBodySchema,
  ShippingRateBodySchema,
  ShippingRegionParamSchema,
} from '@shop/shared/admin-schemas';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEnvelopeSchema, adminDoc, failures, ok } from '../../lib/admin';
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
  const write = { 200: AdminEnvelopeSchema, ...failures(400, 401, 403, 404, 409) };

  app.get(
    '/admin/shipping',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Rates per region, countries, and the categories excluded from free delivery',
        response: { 200: AdminEnvelopeSchema, ...failures(401, 403) },
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
        response: write,
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
  app.post(
    '/admin/countries',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Adds a country (or sub-region such as ES-CN) to a shipping region',
        body: CountryBodySchema,
        response: { 201: AdminEnvelopeSchema, ...failures(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const data = await createCountry(app.db, { actorUserId: request.user!.id }, request.body);
      reply.status(201);
      return ok(data, translate('admin.created', request.lang));
    },
  );
  app.put(
    '/admin/countries/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Replaces a country',
        params: IdParamSchema,
        body: CountryBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await updateCountry(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
  app.delete(
    '/admin/countries/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Deletes a country no order or cart refers to (409 otherwise)',
        params: IdParamSchema,
        response: write,
      },
    },
    async (request) => {
      await deleteCountry(app.db, { actorUserId: request.user!.id }, request.params.id);
      return ok({ id: request.params.id, deleted: true }, translate('admin.deleted', request.lang));
    },
  );
};
