import type { Lang } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type ShippingRates, ShippingRatesResponseSchema } from './rates-schema';
import { listShippingRates } from './rates-service';

export const shippingRatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = app.readCache<Lang, ShippingRates>();
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
      reply.header('cache-control', 'public, max-age=60');
      reply.header('vary', 'lang');
      return {
        status: true as const,
        data: await cache.get(request.lang, () => listShippingRates(app.db, request.lang)),
      };
    },
  );
};
