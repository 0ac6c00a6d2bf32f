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
} from '@shop/shared/api/admin';
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminAnswer, adminDoc, failures, ok } from '../../lib/admin';
import { type AdminResource, adminResourceRoutes } from '../../lib/admin-resource';
import { translate } from '../../lib/messages';
import {
  createItem,
  deactivateItem,
  getItem,
  type ItemKind,
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

// biome-ignore lint/suspicious/noExplicitAny: the kind's own types are checked where it is written (admin-items.ts)
type AnyItemKind = ItemKind<any, any, any>;

/**
 * Services and products as one admin resource each, from the same code path (admin-items.ts):
 * what differs is their kind, form, answers and texts.
 */
function itemResource<Body extends z.ZodType<{ slug: string; category_id: number }>>(
  path: string,
  // biome-ignore lint/suspicious/noExplicitAny: the kind's row and answer types stay its own
  kind: ItemKind<any, z.output<Body>, any>,
  body: Body,
  answers: { row: z.ZodType; detail: z.ZodType },
  summaries: Record<'list' | 'get' | 'create' | 'update' | 'remove', string>,
): AdminResource<Body, typeof AdminItemListQuerySchema> {
  return {
    path: `/admin/${path}`,
    tag: 'catalogue',
    answer: answers.detail,
    row: answers.row,
    body,
    refusals: [409, 422],
    list: {
      summary: summaries.list,
      query: AdminItemListQuerySchema,
      run: (db, q) =>
        listItems(db, kind, { categoryId: q.category_id, q: q.q, page: q.page, perPage: q.per_page }),
    },
    get: { summary: summaries.get, run: (db, id) => getItem(db, kind, id) },
    create: {
      summary: summaries.create,
      run: (db, actor, input) => createItem(db, kind as AnyItemKind, actor, input),
    },
    update: {
      summary: summaries.update,
      run: (db, actor, id, input) => updateItem(db, kind as AnyItemKind, actor, id, input),
    },
    remove: {
      summary: summaries.remove,
      answer: answers.row,
      run: async (db, actor, id) => ({
        data: await deactivateItem(db, kind, actor, id),
        message: 'admin.deactivated',
      }),
    },
  };
}

/** The catalogue in the back-office: categories, services, products and option trees (staff only). */
export const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  adminResourceRoutes(app, {
    path: '/admin/categories',
    tag: 'catalogue',
    answer: AdminCategorySchema,
    body: CategoryBodySchema,
    refusals: [409, 422],
    list: {
      summary: 'Categories of services (owner_type 1) and products (2), with their item counts',
      query: AdminCategoryListQuerySchema.extend(PageQuerySchema.shape),
      run: (db, query) =>
        listCategories(db, { ownerType: query.owner_type, page: query.page, perPage: query.per_page }),
    },
    get: { summary: 'A category', run: getCategory },
    create: { summary: 'Creates a category', run: createCategory },
    update: {
      summary: 'Replaces a category (owner_type only changes while it is empty)',
      run: updateCategory,
    },
    remove: {
      summary: 'Deletes an empty category (409 while it holds services or products)',
      answer: z.object({ id: z.number(), deleted: z.literal(true) }),
      run: async (db, actor, id) => {
        await deleteCategory(db, actor, id);
        return { data: { id, deleted: true }, message: 'admin.deleted' };
      },
    },
  });
  adminResourceRoutes(
    app,
    itemResource(
      'services',
      SERVICE_ITEMS,
      ServiceBodySchema,
      { row: AdminServiceSchema, detail: AdminServiceSchema },
      {
        list: 'Services (active and hidden), by category and text, a page at a time',
        get: 'A service',
        create: 'Creates a service',
        update: 'Replaces a service',
        remove: 'Hides a service (orders refer to it, so it is deactivated, not removed)',
      },
    ),
  );
  adminResourceRoutes(
    app,
    itemResource(
      'products',
      PRODUCT_ITEMS,
      ProductBodySchema,
      { row: AdminProductRowSchema, detail: AdminProductSchema },
      {
        list: 'Products (active and hidden), by category and text, a page at a time',
        get: 'A product with its option tree (sections)',
        create: 'Creates a product (its options come with PUT …/sections)',
        update: 'Replaces a product: texts, prices, limits (orders already placed keep their prices)',
        remove: 'Hides a product (orders keep their snapshot; carts refer to it)',
      },
    ),
  );

  app.put(
    '/admin/products/:id/sections',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('catalogue'),
        summary:
          'Replaces the whole option tree (≤ 3 levels): rows with an id are kept and updated, new rows created, missing rows deleted',
        params: IdParamSchema,
        body: SectionsBodySchema,
        response: {
          200: adminAnswer(z.array(AdminSectionSchema)),
          ...failures(400, 401, 403, 404, 409, 422),
        },
      },
    },
    async (request) =>
      ok(
        await replaceSections(app.db, { actorUserId: request.user!.id }, request.params.id, request.body),
        translate('admin.saved', request.lang),
      ),
  );
};
