import {
  AdminCategoryListQuerySchema,
  AdminItemListQuerySchema,
  CategoryBodySchema,
  PageQuerySchema,
  ProductBodySchema,
  SectionsBodySchema,
  ServiceBodySchema,
} from '@shop/shared/admin-schemas';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminEnvelopeSchema, AdminPageEnvelopeSchema, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import {
  createCategory,
  createProduct,
  createService,
  deactivateProduct,
  deactivateService,
  deleteCategory,
  getCategory,
  getProduct,
  getService,
  listCategories,
  listProducts,
  listServices,
  replaceSections,
  updateCategory,
  updateProduct,
  updateService,
} from './admin-service';

/** The catalogue in the back-office: categories, services, products and option trees (staff only). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = adminDoc('catalogue');
  const guard = { onRequest: app.requireStaff };
  const read = { 200: AdminEnvelopeSchema, ...failures(400, 401, 403, 404) };
  const write = { 200: AdminEnvelopeSchema, ...failures(400, 401, 403, 404, 409, 422) };
  const created = { 201: AdminEnvelopeSchema, ...failures(400, 401, 403, 409, 422) };

  // Categories --------------------------------------------------------------------------
  app.get(
    '/admin/categories',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Categories of services (owner_type 1) and products (2), with their item counts',
        querystring: AdminCategoryListQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: AdminPageEnvelopeSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listCategories(app.db, {
          ownerType: request.query.owner_type,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
  app.get(
    '/admin/categories/:id',
    { ...guard, schema: { ...doc, summary: 'A category', params: IdParamSchema, response: read } },
    async (request) => ok(await getCategory(app.db, request.params.id)),
  );
  app.post(
    '/admin/categories',
    {
      ...guard,
      schema: { ...doc, summary: 'Creates a category', body: CategoryBodySchema, response: created },
    },
    async (request, reply) => {
      const data = await createCategory(app.db, { actorUserId: request.user!.id }, request.body);
      reply.status(201);
      return ok(data, translate('admin.created', request.lang));
    },
  );
  app.put(
    '/admin/categories/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Replaces a category (owner_type only changes while it is empty)',
        params: IdParamSchema,
        body: CategoryBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await updateCategory(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
  app.delete(
    '/admin/categories/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Deletes an empty category (409 while it holds services or products)',
        params: IdParamSchema,
        response: write,
      },
    },
    async (request) => {
      await deleteCategory(app.db, { actorUserId: request.user!.id }, request.params.id);
      return ok({ id: request.params.id, deleted: true }, translate('admin.deleted', request.lang));
    },
  );

  // Services ----------------------------------------------------------------------------
  app.get(
    '/admin/services',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Services (active and hidden), by category and text, a page at a time',
        querystring: AdminItemListQuerySchema,
        response: { 200: AdminPageEnvelopeSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listServices(app.db, {
          categoryId: request.query.category_id,
          q: request.query.q,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
  app.get(
    '/admin/services/:id',
    { ...guard, schema: { ...doc, summary: 'A service', params: IdParamSchema, response: read } },
    async (request) => ok(await getService(app.db, request.params.id)),
  );
  app.post(
    '/admin/services',
    {
      ...guard,
      schema: { ...doc, summary: 'Creates a service', body: ServiceBodySchema, response: created },
    },
    async (request, reply) => {
      const data = await createService(app.db, { actorUserId: request.user!.id }, request.body);
      reply.status(201);
      return ok(data, translate('admin.created', request.lang));
    },
  );
  app.put(
    '/admin/services/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Replaces a service',
        params: IdParamSchema,
        body: ServiceBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await updateService(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
  app.delete(
    '/admin/services/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Hides a service (orders refer to it, so it is deactivated, not removed)',
        params: IdParamSchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await deactivateService(app.db, { actorUserId: request.user!.id }, request.params.id),
        translate('admin.deactivated', request.lang),
      ),
  );

  // Products ----------------------------------------------------------------------------
  app.get(
    '/admin/products',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Products (active and hidden), by category and text, a page at a time',
        querystring: AdminItemListQuerySchema,
        response: { 200: AdminPageEnvelopeSchema, ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listProducts(app.db, {
          categoryId: request.query.category_id,
          q: request.query.q,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
  app.get(
    '/admin/products/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'A product with its option tree (sections)',
        params: IdParamSchema,
        response: read,
      },
    },
    async (request) => ok(await getProduct(app.db, request.params.id)),
  );
  app.post(
    '/admin/products',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Creates a product (its options come with PUT …/sections)',
        body: ProductBodySchema,
        response: created,
      },
    },
    async (request, reply) => {
      const data = await createProduct(app.db, { actorUserId: request.user!.id }, request.body);
      reply.status(201);
      return ok(data, translate('admin.created', request.lang));
    },
  );
  app.put(
    '/admin/products/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Replaces a product: texts, prices, limits (orders already placed keep their prices)',
        params: IdParamSchema,
        body: ProductBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await updateProduct(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
  app.delete(
    '/admin/products/:id',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Hides a product (orders keep their snapshot; carts refer to it)',
        params: IdParamSchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await deactivateProduct(app.db, { actorUserId: request.user!.id }, request.params.id),
        translate('admin.deactivated', request.lang),
      ),
  );
  app.put(
    '/admin/products/:id/sections',
    {
      ...guard,
      schema: {
        ...doc,
        summary:
          'Replaces the whole option tree (≤ 3 levels): rows with an id are kept and updated, new rows created, missing rows deleted',
        params: IdParamSchema,
        body: SectionsBodySchema,
        response: write,
      },
    },
    async (request) =>
      ok(
        await replaceSections(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
};
