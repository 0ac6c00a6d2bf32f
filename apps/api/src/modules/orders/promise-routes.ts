import { MovePromiseBodySchema } from '@shop/shared/admin-schemas';
import { ErrorBodySchema, IdParamSchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translate } from '../../lib/messages';
import { movePromiseByStaff } from './promise';
import { StaffOrderEnvelopeSchema } from './schema';
import { getOrderForStaff } from './staff';

/** Staff move an order's delivery promise (docs/admin-api.md). */
export const orderPromiseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/admin/orders/:id/promise',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Moves the promised dispatch date of an order in production (4-7) with the reason the customer reads (422 without one): delivered-by is recomputed from the region’s courier days; audited and kept in the order’s promise_changes',
        params: IdParamSchema,
        body: MovePromiseBodySchema,
        response: {
          200: StaffOrderEnvelopeSchema,
          ...Object.fromEntries([400, 401, 403, 404, 409, 422].map((s) => [s, ErrorBodySchema])),
        },
      },
      onRequest: app.requireStaff,
    },
    async (request) => {
      const body = MovePromiseBodySchema.parse(request.body);
      const order = await movePromiseByStaff(app.db, {
        orderId: request.params.id,
        staffUserId: request.user!.id,
        dispatchBy: body.dispatch_by,
        reason: body.reason,
      });
      return {
        status: true as const,
        message: translate('orders.promiseMoved', request.lang, {
          code: order.code,
          date: order.dispatchBy ?? '',
        }),
        data: await getOrderForStaff(app.db, order.id, request.lang),
      };
    },
  );
};
