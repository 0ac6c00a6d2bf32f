import type { Lang } from '@shop/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type PreparedBody, preparedJson, sendEncoded } from '../../lib/encoded-body';
import { ShippingRatesResponseSchema } from './rates-schema';
import { listShippingRates } from './rates-service';

export const shippingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // The answer is serialised (through its schema) once per language and cache period, and
  // compressed once per encoding, like the catalogue's reads.
  const cache = app.readCache<Lang, PreparedBody>();
  app.get(
    '/shipping/rates',
    {
      schema: {
        tags: ['shipping'],
        summary: 'Delivery rates per region, with localised region and country names',
        response: { 200: ShippingRatesResponseSchema },
      },
    },
    async (request, reply) => {
      const rates = await cache.get(request.lang, async () => {
        const data = await listShippingRates(app.db, request.lang);
        const envelope = ShippingRatesResponseSchema.parse({ status: true, data });
        return preparedJson(JSON.stringify(envelope));
      });
      reply.header('cache-control', 'public, max-age=60');
      // A pre-serialised answer: typed as a plain reply, since it skips the schema serializer.
      return sendEncoded(
        (reply as FastifyReply).type('application/json; charset=utf-8'),
        rates.body,
        rates.encoded,
        'lang',
      );
    },
  );
};
