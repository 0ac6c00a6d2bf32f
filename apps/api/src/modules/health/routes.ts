import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthSchema = z.object({
  status: z.boolean(),
  data: z.object({
    database: z.object({ kind: z.enum(['pglite', 'postgres']), ok: z.boolean(), latencyMs: z.number() }),
    uptimeSeconds: z.number(),
  }),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Process and database state',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const started = performance.now();
      const ok = await app.database.ping().then(
        () => true,
        () => false,
      );
      const body = {
        status: ok,
        data: {
          database: {
            kind: app.database.kind,
            ok,
            latencyMs: Math.round((performance.now() - started) * 10) / 10,
          },
          uptimeSeconds: Math.round(process.uptime()),
        },
      };
      return reply.status(ok ? 200 : 503).send(body);
    },
  );
};
