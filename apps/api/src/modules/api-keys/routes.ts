import { API_SCOPES, ApiKeyListSchema, CreatedApiKeySchema } from '@shop/shared/api/api-keys';
import { ErrorBodySchema, IdParamSchema, MessageBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translate } from '../../lib/messages';
import { createKey, listKeys, revokeKey } from './service';

const failures = (...statuses: (400 | 401 | 403 | 404 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

export const CreateApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1).max(80).describe('Your name for the key, e.g. "Web shop"'),
    scopes: z
      .array(z.enum(API_SCOPES))
      .min(1)
      .max(API_SCOPES.length)
      .describe('What the key may do: catalogue:read, quotes:write, orders:write, orders:read'),
  })
  .meta({
    example: { name: 'Web shop', scopes: ['catalogue:read', 'quotes:write', 'orders:write', 'orders:read'] },
  });

const keysDoc = {
  tags: ['api keys'],
  security: [{ bearer: [] }, { cookie: [] }] as Record<string, string[]>[],
};

/**
 * A trade account's API keys, managed from the profile with the session only: an API key on
 * these routes is refused (plugins/auth.ts), so a leaked key cannot make more keys.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api-keys',
    {
      onRequest: app.authenticate,
      schema: {
        ...keysDoc,
        summary: "The account's active API keys (trade accounts only; the secrets are never shown again)",
        response: {
          200: z.object({ status: z.literal(true), data: ApiKeyListSchema }),
          ...failures(401, 403),
        },
      },
    },
    async (request) => ({ status: true as const, data: await listKeys(app.db, request.user!.id) }),
  );

  app.post(
    '/api-keys',
    {
      onRequest: app.authenticate,
      schema: {
        ...keysDoc,
        summary: 'Creates an API key with a name and scopes; the answer holds its secret, shown this once',
        body: CreateApiKeyBodySchema,
        response: {
          201: z.object({ status: z.literal(true), message: z.string(), data: CreatedApiKeySchema }),
          ...failures(400, 401, 403, 422),
        },
      },
    },
    async (request, reply) => {
      const data = await createKey(app.db, request.user!.id, request.body);
      reply.status(201);
      return { status: true as const, message: translate('apiKeys.created', request.lang), data };
    },
  );

  app.delete(
    '/api-keys/:id',
    {
      onRequest: app.authenticate,
      schema: {
        ...keysDoc,
        summary: 'Revokes an API key at once (its requests answer 401 from then on)',
        params: IdParamSchema,
        response: { 200: MessageBodySchema, ...failures(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await revokeKey(app.db, request.user!.id, request.params.id);
      return { status: true as const, message: translate('apiKeys.revoked', request.lang) };
    },
  );
};
