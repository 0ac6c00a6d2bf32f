/**
 * One back-office resource's routes (issue 26, item 5; docs/admin-api.md): a page of rows,
 * one row, create, replace and remove, each staff-only, each write audited by the service it
 * calls. A resource is data (its path, texts, schemas and service functions); the route
 * scaffolding the catalogue, coupons and shipping wrote each by hand is written here once.
 */
import { IdParamSchema } from '@shop/shared/schemas';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/client';
import { adminAnswer, adminDoc, type FailureStatus, failures, ok, type Page } from './admin';
import { type MessageKey, translate } from './messages';

type Actor = { actorUserId: number };
type App = Parameters<FastifyPluginAsyncZod>[0];

export type AdminResource<Body extends z.ZodType, Query extends z.ZodType> = {
  /** The collection's address, e.g. `/admin/coupons`; one row is `{path}/{id}`. */
  path: string;
  /** The OpenAPI tag after `admin: `. */
  tag: string;
  /** One row's answer (a read, a create, a replace). */
  answer: z.ZodType;
  /** A row in a list page, when it says less than `answer` (a product without its tree). */
  row?: z.ZodType;
  body: Body;
  /** What a write may refuse with besides 400, 401, 403 and 404 (409 a clash, 422 a rule). */
  refusals: FailureStatus[];
  /** Runs before a create or a replace, after the staff check (coupons: a recent password). */
  writeGuard?: preHandlerAsyncHookHandler;
  list?: {
    summary: string;
    query: Query;
    run: (db: Db, query: z.output<Query>) => Promise<Page<unknown>>;
  };
  get?: { summary: string; run: (db: Db, id: number) => Promise<unknown> };
  create?: { summary: string; run: (db: Db, actor: Actor, body: z.output<Body>) => Promise<unknown> };
  update?: {
    summary: string;
    run: (db: Db, actor: Actor, id: number, body: z.output<Body>) => Promise<unknown>;
  };
  /** DELETE: removes or hides the row; answers `data` with `message`. */
  remove?: {
    summary: string;
    answer: z.ZodType;
    run: (db: Db, actor: Actor, id: number) => Promise<{ data: unknown; message: MessageKey }>;
  };
};

const actorOf = (request: FastifyRequest): Actor => ({ actorUserId: request.user!.id });

/** Registers the routes of the parts `resource` has. */
export function adminResourceRoutes<Body extends z.ZodType, Query extends z.ZodType>(
  app: App,
  resource: AdminResource<Body, Query>,
): void {
  const doc = adminDoc(resource.tag);
  const one = `${resource.path}/:id`;
  const guard = { onRequest: app.requireStaff };
  const writeGuard = resource.writeGuard ? { ...guard, preHandler: resource.writeGuard } : guard;
  // Typed loosely on purpose: each resource's service functions type their own answers, and
  // the serializer checks them against these schemas at run time.
  const answers = (status: 200 | 201, data: z.ZodType): Record<number, z.ZodType> => ({
    [status]: adminAnswer(data),
    ...failures(400, 401, 403, ...(status === 200 ? [404 as const] : []), ...resource.refusals),
  });

  const { list, get, create, update, remove } = resource;
  if (list) {
    app.get(
      resource.path,
      {
        ...guard,
        schema: {
          ...doc,
          summary: list.summary,
          querystring: list.query,
          response: {
            200: adminAnswer(
              z.object({
                items: z.array(resource.row ?? resource.answer),
                page: z.number(),
                per_page: z.number(),
                total: z.number(),
              }),
            ),
            ...failures(400, 401, 403),
          },
        },
      },
      async (request) => ok(await list.run(app.db, request.query as z.output<Query>)),
    );
  }
  if (get) {
    app.get(
      one,
      {
        ...guard,
        schema: {
          ...doc,
          summary: get.summary,
          params: IdParamSchema,
          response: { 200: adminAnswer(resource.answer), ...failures(400, 401, 403, 404) },
        },
      },
      async (request) => ok(await get.run(app.db, request.params.id)),
    );
  }
  if (create) {
    app.post(
      resource.path,
      {
        ...writeGuard,
        schema: {
          ...doc,
          summary: create.summary,
          body: resource.body,
          response: answers(201, resource.answer),
        },
      },
      async (request, reply) => {
        const data = await create.run(app.db, actorOf(request), request.body as z.output<Body>);
        reply.status(201);
        return ok(data, translate('admin.created', request.lang));
      },
    );
  }
  if (update) {
    app.put(
      one,
      {
        ...writeGuard,
        schema: {
          ...doc,
          summary: update.summary,
          params: IdParamSchema,
          body: resource.body,
          response: answers(200, resource.answer),
        },
      },
      async (request) =>
        ok(
          await update.run(app.db, actorOf(request), request.params.id, request.body as z.output<Body>),
          translate('admin.saved', request.lang),
        ),
    );
  }
  if (remove) {
    app.delete(
      one,
      {
        ...guard,
        schema: {
          ...doc,
          summary: remove.summary,
          params: IdParamSchema,
          response: answers(200, remove.answer),
        },
      },
      async (request) => {
        const { data, message } = await remove.run(app.db, actorOf(request), request.params.id);
        return ok(data, translate(message, request.lang));
      },
    );
  }
}
