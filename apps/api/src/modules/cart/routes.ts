import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env';
import { translate } from '../../lib/messages';
import { collectOptionParams } from '../../lib/option-params';
import { sendJson } from '../../lib/send-json';
import { accountLimits } from '../storage';
import { readArtworkForm } from '../uploads';
import { assertCartRoom } from './room';
import {
  AddCartLineBodySchema,
  CartLineResponseSchema,
  CartMetaResponseSchema,
  CartResponseSchema,
  UpdateCartLineBodySchema,
} from './schema';
import { addCartLine, removeCartLine, updateCartLineQuantity, viewCart } from './service';

const failures = (...statuses: (400 | 401 | 404 | 413 | 415 | 422)[]) =>
  Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema]));

/** Multipart fields (repeated keys as arrays) as one plain object for the body schema. */
function fieldsToBody(fields: Record<string, string[]>) {
  const first = (key: string) => fields[key]?.[0];
  return {
    product_id: first('product_id'),
    quantity: first('quantity'),
    width: first('width'),
    height: first('height'),
    name: first('name'),
    options: collectOptionParams(fields),
    accept_risk: first('accept_risk'),
  };
}

/** The spec's `/api/card`: the signed-in user's cart, priced by the server. */
export const cartRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const limits = accountLimits(env);
  const deps = { uploadDir: env.uploadDir, maxCartLines: limits.maxCartLines };

  app.get(
    '/card',
    {
      schema: {
        tags: ['cart'],
        summary:
          'The cart: lines priced now (VAT excluded) and, in meta, count, subtotal, coupon and country',
        security: [{ bearer: [] }],
        response: { 200: CartResponseSchema, ...failures(401) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const view = await viewCart(app.db, request.user!.id, request.lang);
      return sendJson(reply, 200, {
        status: true,
        data: view.lines.map(({ totalCents: _t, ...line }) => line),
        meta: view.meta,
      });
    },
  );

  app.post(
    '/card',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Adds a configured product: multipart product_id, quantity, width, height, name, options[n], files[n] (≤ 10 design files, checked by content and preflighted), accept_risk (required true when a file has a blocker at the ordered size, else 422); JSON without files also works',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data', 'application/json'],
        response: { 201: CartLineResponseSchema, ...failures(400, 401, 404, 413, 415, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      // A full cart is refused before any file is received. A JSON body carries no file, and
      // the adding transaction counts the lines again, so it skips this round trip (on the
      // embedded database each one may queue behind a payment: docs/decisions/040-payment-finish-cost.md).
      if (request.isMultipart()) await assertCartRoom(app.db, userId, limits.maxCartLines);
      const { input, files } = await readArtworkForm(request, AddCartLineBodySchema, {
        uploadDir: env.uploadDir,
        quota: { db: app.db, bytes: limits.uploadQuotaBytes },
        fromFields: fieldsToBody,
        fromJson: (body: Record<string, unknown>) => ({
          ...body,
          options: Array.isArray(body.options) ? body.options : collectOptionParams(body),
        }),
      });
      const { lineId, rows } = await addCartLine(app.db, deps, userId, request.lang, input, files);
      const view = await viewCart(app.db, userId, request.lang, new Date(), rows);
      const line = view.lines.find((l) => l.id === lineId);
      const { totalCents: _t, ...data } = line!;
      return sendJson(reply, 201, {
        status: true,
        message: translate('cart.added', request.lang),
        data,
        meta: view.meta,
      });
    },
  );

  app.patch(
    '/card/:id',
    {
      schema: {
        tags: ['cart'],
        summary:
          'Changes the quantity of an own cart line (re-priced; out of range → 422; files with blockers not yet accepted need accept_risk: true → else 422)',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        body: UpdateCartLineBodySchema,
        response: { 200: CartLineResponseSchema, ...failures(400, 401, 404, 422) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await updateCartLineQuantity(
        app.db,
        userId,
        request.lang,
        request.params.id,
        request.body.quantity,
        request.body.accept_risk,
      );
      const view = await viewCart(app.db, userId, request.lang);
      const { totalCents: _t, ...data } = view.lines.find((l) => l.id === request.params.id)!;
      return sendJson(reply, 200, {
        status: true,
        message: translate('cart.updated', request.lang),
        data,
        meta: view.meta,
      });
    },
  );

  app.delete(
    '/card/:id',
    {
      schema: {
        tags: ['cart'],
        summary: 'Removes an own cart line and its design files',
        security: [{ bearer: [] }],
        params: IdParamSchema,
        response: { 200: CartMetaResponseSchema, ...failures(400, 401, 404) },
      },
      onRequest: app.authenticate,
    },
    async (request, reply) => {
      const userId = request.user!.id;
      await removeCartLine(app.db, deps, userId, request.params.id);
      const view = await viewCart(app.db, userId, request.lang);
      return sendJson(reply, 200, {
        status: true,
        message: translate('cart.removed', request.lang),
        meta: view.meta,
      });
    },
  );
};
