import {
  AdminCategoryListQuerySchema,
  AdminItemListQuerySchema,
  CategoryBodySchema,
  PageQuerySchema,
  ProductBodySchema,
  SectionsBodySchema,
  ServiceBodySchema,
} from '@shop/shared/admin-schemas';
import {
  AdminCategorySchema,
  AdminProductRowSchema,
  AdminProductSchema,
  AdminSectionSchema,
  AdminServiceSchema,
  adminPageSchema,
} from '@shop/shared/api/admin';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { translate } from '../../lib/messages';
import {
  createItem,
  deactivateItem,
  getItem,
  listItems,
  PRODUCT_ITEMS,
  SERVICE_ITEMS,
  updateItem,
} from './admin-items';
import {
  createCategory,
  deleteCategory,
  getCategory,
  listCategories,
  replaceSections,
  updateCategory,
} from './admin-service';

/** What the routes of services and products differ in: paths, texts, forms and answers. */
type ItemRoutes = {
  path: string;
  kind: typeof SERVICE_ITEMS | typeof PRODUCT_ITEMS;
  body: typeof ServiceBodySchema | typeof ProductBodySchema;
  /** The answer in lists and after hiding; `detail` after a read or a write (a product adds its tree). */
  row: z.ZodType;
  detail: z.ZodType;
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'remove', string>;
};

const ITEM_ROUTES: ItemRoutes[] = [
  {
    path: 'services',
    kind: SERVICE_ITEMS,
    body: ServiceBodySchema,
    row: AdminServiceSchema,
    detail: AdminServiceSchema,
    summaries: {
      list: 'Services (active and hidden), by category and text, a page at a time',
      get: 'A service',
      create: 'Creates a service',
      update: 'Replaces a service',
      remove: 'Hides a service (orders refer to it, so it is deactivated, not removed)',
    },
  },
  {
    path: 'products',
    kind: PRODUCT_ITEMS,
    body: ProductBodySchema,
    row: AdminProductRowSchema,
    detail: AdminProductSchema,
    summaries: {
      list: 'Products (active and hidden), by category and text, a page at a time',
      get: 'A product with its option tree (sections)',
      create: 'Creates a product (its options come with PUT …/sections)',
      update: 'Replaces a product: texts, prices, limits (orders already placed keep their prices)',
      remove: 'Hides a product (orders keep their snapshot; carts refer to it)',
    },
  },
];

const actorOf = (request: FastifyRequest) => ({ actorUserId: request.user!.id });

/** The catalogue in the back-office: categories, services, products and option trees (staff only). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const doc = adminDoc('catalogue');
  const guard = { onRequest: app.requireStaff };
  const read = <T extends z.ZodType>(data: T) => ({
    200: adminAnswer(data),
    ...failures(400, 401, 403, 404),
  });
  const write = <T extends z.ZodType>(data: T) => ({
    200: adminAnswer(data),
    ...failures(400, 401, 403, 404, 409, 422),
  });
  const created = <T extends z.ZodType>(data: T) => ({
    201: adminAnswer(data),
    ...failures(400, 401, 403, 409, 422),
  });

  // Categories --------------------------------------------------------------------------
  app.get(
    '/admin/categories',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Categories of services (owner_type 1) and products (2), with their item counts',
        querystring: AdminCategoryListQuerySchema.extend(PageQuerySchema.shape),
        response: { 200: adminAnswer(adminPageSchema(AdminCategorySchema)), ...failures(400, 401, 403) },
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
    {
      ...guard,
      schema: { ...doc, summary: 'A category', params: IdParamSchema, response: read(AdminCategorySchema) },
    },
    async (request) => ok(await getCategory(app.db, request.params.id)),
  );
  app.post(
    '/admin/categories',
    {
      ...guard,
      schema: {
        ...doc,
        summary: 'Creates a category',
        body: CategoryBodySchema,
        response: created(AdminCategorySchema),
      },
    },
    async (request, reply) => {
      const data = await createCategory(app.db, actorOf(request), request.body);
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
        response: write(AdminCategorySchema),
      },
    },
    async (request) =>
      ok(
        await updateCategory(app.db, actorOf(request), request.params.id, request.body),
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
        response: write(z.object({ id: z.number(), deleted: z.literal(true) })),
      },
    },
    async (request) => {
      await deleteCategory(app.db, actorOf(request), request.params.id);
      return ok({ id: request.params.id, deleted: true as const }, translate('admin.deleted', request.lang));
    },
  );

  // Services and products: one set of routes, their differences as data (admin-items.ts).
  for (const spec of ITEM_ROUTES) {
    const base = `/admin/${spec.path}`;
    const one = { ...doc, params: IdParamSchema };
    app.get(
      base,
      {
        ...guard,
        schema: {
          ...doc,
          summary: spec.summaries.list,
          querystring: AdminItemListQuerySchema,
          response: { 200: adminAnswer(adminPageSchema(spec.row)), ...failures(400, 401, 403) },
        },
      },
      async (request) =>
        ok(
          await listItems(app.db, spec.kind, {
            categoryId: request.query.category_id,
            q: request.query.q,
            page: request.query.page,
            perPage: request.query.per_page,
          }),
        ),
    );
    app.get(
      `${base}/:id`,
      {
        ...guard,
        schema: { ...one, summary: spec.summaries.get, response: read(spec.detail) },
      },
      async (request) => ok(await getItem(app.db, spec.kind, request.params.id)),
    );
    app.post(
      base,
      {
        ...guard,
        schema: { ...doc, summary: spec.summaries.create, body: spec.body, response: created(spec.detail) },
      },
      async (request, reply) => {
        const data = await createItem(app.db, spec.kind, actorOf(request), request.body);
        reply.status(201);
        return ok(data, translate('admin.created', request.lang));
      },
    );
    app.put(
      `${base}/:id`,
      {
        ...guard,
        schema: { ...one, summary: spec.summaries.update, body: spec.body, response: write(spec.detail) },
      },
      async (request) =>
        ok(
          await updateItem(app.db, spec.kind, actorOf(request), request.params.id, request.body),
          translate('admin.saved', request.lang),
        ),
    );
    app.delete(
      `${base}/:id`,
      { ...guard, schema: { ...one, summary: spec.summaries.remove, response: write(spec.row) } },
      async (request) =>
        ok(
          await deactivateItem(app.db, spec.kind, actorOf(request), request.params.id),
          translate('admin.deactivated', request.lang),
        ),
    );
  }

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
        response: write(z.array(AdminSectionSchema)),
      },
    },
    async (request) =>
      ok(
        await replaceSections(app.db, actorOf(request), request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
};
