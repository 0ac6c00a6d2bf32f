import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEncoded, varyOf } from '../../lib/encoded-body';
import { normalizeOptionsQuery } from '../../lib/option-params';
import type { CachedJson } from './cache';
import {
  CategoriesFilterBodySchema,
  CategoriesQuerySchema,
  CategoriesResponseSchema,
  CategoryQuerySchema,
  CategoryResponseSchema,
  IdParamSchema,
  ProductResponseSchema,
  SearchQuerySchema,
  SearchResponseSchema,
  ServiceResponseSchema,
  SummaryQuerySchema,
  SummaryResponseSchema,
} from './schema';
import {
  getCategory,
  getProduct,
  getService,
  listCategories,
  searchCatalogJson,
  summarizeLine,
} from './service';

/**
 * Sends an already serialised envelope (once per catalogue snapshot for the cached reads),
 * compressed once per encoding. Browsers revalidate with the ETag; answers depend on the
 * `lang` header, hence Vary. The response schemas still document these routes, and the tests
 * parse real answers with them.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedJson) {
  reply.header('cache-control', 'no-cache');
  if (cached.etag) {
    reply.header('etag', cached.etag);
    if (request.headers['if-none-match'] === cached.etag) {
      return reply.header('vary', varyOf(cached.body, 'lang')).status(304).send();
    }
  }
  return sendEncoded(reply.type('application/json; charset=utf-8'), cached.body, cached.encoded, 'lang');
}

const errors = { 400: ErrorBodySchema, 404: ErrorBodySchema };

/** The OpenAPI part every catalogue route shares. */
function catalogSchema<T extends object>(summary: string, parts: T) {
  // Public; an API key may be sent too (it then needs catalogue:read).
  return {
    tags: ['catalog'],
    summary,
    security: [{}, { apiKey: [] }] as Record<string, string[]>[],
    ...parts,
  };
}

/** The single-item pages: one id in the path, one cached answer. */
const itemRoutes = [
  {
    url: '/services/:id',
    summary: 'A service: name, images, description paragraphs and meta fields',
    response: ServiceResponseSchema,
    load: getService,
  },
  {
    url: '/products/:id',
    summary: 'A product with headers, option sections (three levels), size and quantity limits',
    response: ProductResponseSchema,
    load: getProduct,
  },
];

/** An API key reaching the catalogue needs this scope (modules/api-keys); visitors need nothing. */
const CATALOGUE_READ = { apiScope: 'catalogue:read' as const };

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const categoriesSchema = { response: { 200: CategoriesResponseSchema, 400: ErrorBodySchema } };

  app.get(
    '/categories',
    {
      config: CATALOGUE_READ,
      schema: catalogSchema(
        'Service (owner_type=1) or product (owner_type=2) categories with their item count',
        { querystring: CategoriesQuerySchema, ...categoriesSchema },
      ),
    },
    async (request, reply) =>
      sendCached(request, reply, await listCategories(app.db, request.lang, request.query)),
  );

  app.post(
    '/categories',
    {
      config: CATALOGUE_READ,
      schema: catalogSchema(
        'The search-filter path: the category list filtered by the posted owner_type and name',
        { body: CategoriesFilterBodySchema, ...categoriesSchema },
      ),
    },
    async (request, reply) =>
      sendCached(request, reply, await listCategories(app.db, request.lang, request.body ?? {})),
  );

  app.get(
    '/categories/:id',
    {
      config: CATALOGUE_READ,
      schema: catalogSchema('A category with its services or products', {
        params: IdParamSchema,
        querystring: CategoryQuerySchema,
        response: { 200: CategoryResponseSchema, ...errors },
      }),
    },
    async (request, reply) =>
      sendCached(request, reply, await getCategory(app.db, request.lang, request.params.id, request.query)),
  );

  for (const { url, summary, response, load } of itemRoutes) {
    app.get(
      url,
      {
        config: CATALOGUE_READ,
        schema: catalogSchema(summary, { params: IdParamSchema, response: { 200: response, ...errors } }),
      },
      async (request, reply) =>
        sendCached(request, reply, await load(app.db, request.lang, request.params.id)),
    );
  }

  app.get(
    '/search',
    {
      config: CATALOGUE_READ,
      schema: catalogSchema(
        'Products and services by name, then by description, in English and Arabic (case, accents and Arabic variants folded); 5 results unless `limit` says otherwise',
        { querystring: SearchQuerySchema, response: { 200: SearchResponseSchema, 400: ErrorBodySchema } },
      ),
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await searchCatalogJson(app.db, request.lang, request.query.text, request.query.limit),
      ),
  );

  app.get(
    '/summary',
    {
      preValidation: normalizeOptionsQuery,
      config: CATALOGUE_READ,
      schema: catalogSchema('Prices a configured product line (the authoritative price; VAT excluded)', {
        querystring: SummaryQuerySchema,
        response: { 200: SummaryResponseSchema, ...errors, 422: ErrorBodySchema },
      }),
    },
    async (request, reply) => {
      const { product_id, options, width, height, quantity } = request.query;
      const data = await summarizeLine(app.db, request.lang, {
        productId: product_id,
        optionIds: options,
        width,
        height,
        quantity,
      });
      // Built by our own code from the typed SummaryAnswer: serialised directly (hot path).
      // Typed as a plain reply, since it skips the schema serializer.
      return (reply as FastifyReply)
        .header('vary', 'lang')
        .header('cache-control', 'no-cache')
        .type('application/json; charset=utf-8')
        .send(JSON.stringify({ status: true, data }));
    },
  );
};
