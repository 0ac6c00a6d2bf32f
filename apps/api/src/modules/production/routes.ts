import { ProductionQuerySchema } from '@shop/shared/admin-schemas';
import { ProductionBoardSchema } from '@shop/shared/api/production';
import { ErrorBodySchema } from '@shop/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listProductionBoard } from './service';

/**
 * The production board (staff only). Advancing a card is the order desk's
 * POST /api/admin/orders/{id}/advance with `from`, the status the card showed: two staff
 * advancing the same order get one 200 and one 409 (docs/decisions/028-cross-site-gets-and-floor-races.md).
 */
/** The answer's shape is the shared one (docs/decisions/031-shared-answer-types.md). */
const BoardEnvelopeSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: ProductionBoardSchema,
});

export const productionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/production',
    {
      schema: {
        tags: ['staff'],
        security: [{ bearer: [] }],
        summary:
          'Every line of every order in production (statuses 4-7) as cards in columns by stage, sorted by dispatch date then order; filters by category, material (product) and dispatch day (today, overdue, YYYY-MM-DD); at most `limit` cards per column from `offset` (`stage` for one column)',
        querystring: ProductionQuerySchema,
        response: {
          200: BoardEnvelopeSchema,
          ...Object.fromEntries([400, 401, 403].map((s) => [s, ErrorBodySchema])),
        },
      },
      onRequest: app.requireStaff,
    },
    async (request) => ({
      status: true as const,
      data: await listProductionBoard(app.db, ProductionQuerySchema.parse(request.query), request.lang),
    }),
  );
};
