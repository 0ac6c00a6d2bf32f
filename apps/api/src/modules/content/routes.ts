import type { Lang } from '@shop/shared';
import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { type PreparedBody, preparedJson, sendEncoded } from '../../lib/encoded-body';
import { translate } from '../../lib/messages';
import { consume, type Limit } from '../accounts';
import { readFormBody } from './form-body';
import { ContactBodySchema, ContactResponseSchema, type HomeData, HomeResponseSchema } from './schema';
import { sendContactMessage } from './send-contact';
import { getHomeData } from './service';

/**
 * At most this many contact messages per IP address and window (spam and mail-bombing
 * guard), counted in the database like the login limits, so every process shares them.
 */
export const contactLimit = (ip: string): Limit => ({
  key: `contact:ip:${ip}`,
  max: 5,
  windowSeconds: 15 * 60,
});

export type ContentRoutesOptions = { env: Env };

export const contentRoutes: FastifyPluginAsyncZod<ContentRoutesOptions> = async (app, { env }) => {
  // The serialised answer is cached, so a hit costs no JSON work (as the catalogue does), and
  // it is compressed once per encoding.
  const homeCache = app.readCache<Lang, PreparedBody>();

  app.get(
    '/home',
    {
      schema: {
        tags: ['content'],
        summary: 'Home page data: service and product categories, brands, clients and shop options',
        response: { 200: HomeResponseSchema },
      },
    },
    async (request, reply) => {
      const home = await homeCache.get(request.lang, async () => {
        const data: HomeData = await getHomeData(app.db, env, request.lang);
        return preparedJson(JSON.stringify(HomeResponseSchema.parse({ status: true, data })));
      });
      reply.header('cache-control', 'public, max-age=30');
      // A pre-serialised answer: typed as a plain reply, since it skips the schema serializer.
      return sendEncoded(
        (reply as FastifyReply).type('application/json; charset=utf-8'),
        home.body,
        home.encoded,
        'lang',
      );
    },
  );

  app.post(
    '/contacts',
    {
      preValidation: readFormBody,
      preHandler: async (request) => {
        await consume(app.db, [contactLimit(request.ip)]);
      },
      schema: {
        tags: ['content'],
        summary: 'Sends a message to the shop (JSON or multipart: name, phone, email, message)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ContactBodySchema,
        response: { 200: ContactResponseSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (request) => {
      const { name, phone, email, message: text } = request.body;
      await sendContactMessage(app, env, request, request.body);
      const message = translate('content.contactSent', request.lang);
      return { status: true as const, message, data: { name, phone, email, message: text } };
    },
  );
};
