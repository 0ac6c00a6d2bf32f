import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { COUNT_DEAD_LETTERS_PARAMS, COUNT_DEAD_LETTERS_SQL, JOBS_SCHEMA, MAIL_QUEUE } from '../jobs';

const PartSchema = z.object({ ok: z.boolean(), latencyMs: z.number() });

const HealthSchema = z.object({
  status: z.boolean(),
  data: z.object({
    database: PartSchema.extend({ kind: z.enum(['pglite', 'postgres']) }),
    /**
     * The mail queue's table answers and its queue exists (mail can be queued);
     * `deadLetters`: mails that failed every retry and wait for staff (back-office).
     */
    mailQueue: PartSchema.extend({ deadLetters: z.number() }),
    /** The upload directory takes a new file (not full, not read-only). */
    uploads: PartSchema,
    /**
     * Cross-process cache invalidation (decision 010): `listening` on a server, `reconnecting`
     * while its connection is lost (caches then expire by TTL; health stays 200), `single-process`
     * on the embedded database, where no listener is needed.
     */
    invalidation: z.enum(['listening', 'reconnecting', 'single-process']),
    uptimeSeconds: z.number(),
    /**
     * `down` (503): a part above fails. `degraded` (still 200: this process serves, so a load
     * balancer keeps it): something needs a person, named in `degraded`.
     */
    state: z.enum(['ok', 'degraded', 'down']),
    degraded: z.array(z.enum(['mail_dead_letters'])),
  }),
});

const PROBE_REUSE_MS = 1000;

type Part = { ok: boolean; latencyMs: number };
type QueuePart = Part & { deadLetters: number };

async function timed(check: () => Promise<unknown>): Promise<Part> {
  const started = performance.now();
  const ok = await check().then(
    () => true,
    () => false,
  );
  return { ok, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
}

/**
 * GET /api/health: 200 when the database, the mail queue and the upload storage all work;
 * 503 naming the part that failed otherwise (for load balancers and monitoring). Mail that
 * failed every retry keeps 200 but says `state: 'degraded'` (monitoring, not rotation).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ uploadDir: string }> = async (app, { uploadDir }) => {
  const probeFile = path.join(uploadDir, `.health-${process.pid}`);
  // The queue and storage probes (a query and a file write) are shared for a second, so a
  // monitor polling every few milliseconds does not turn health into load.
  let sharedProbes: { at: number; result: Promise<[QueuePart, Part]> } | null = null;
  const probes = () => {
    const now = Date.now();
    if (!sharedProbes || now - sharedProbes.at > PROBE_REUSE_MS) {
      sharedProbes = {
        at: now,
        result: Promise.all([
          (async () => {
            let deadLetters = 0;
            const part = await timed(async () => {
              const rows = await app.database.probe(`select 1 from ${JOBS_SCHEMA}.queue where name = $1`, [
                MAIL_QUEUE,
              ]);
              if (rows.length === 0) throw new Error('mail queue missing');
              const [counted] = (await app.database.probe(
                COUNT_DEAD_LETTERS_SQL,
                COUNT_DEAD_LETTERS_PARAMS,
              )) as {
                n: number;
              }[];
              deadLetters = counted?.n ?? 0;
            });
            return { ...part, deadLetters };
          })(),
          timed(async () => {
            await fs.mkdir(uploadDir, { recursive: true });
            await fs.writeFile(probeFile, 'ok');
            await fs.rm(probeFile, { force: true });
          }),
        ]),
      };
    }
    return sharedProbes.result;
  };
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Process state: database, mail queue and upload storage',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const [database, [mailQueue, uploads]] = await Promise.all([
        timed(() => app.database.ping()),
        probes(),
      ]);
      const ok = database.ok && mailQueue.ok && uploads.ok;
      const degraded = mailQueue.deadLetters > 0 ? (['mail_dead_letters'] as const) : [];
      return reply.status(ok ? 200 : 503).send({
        status: ok,
        data: {
          database: { kind: app.database.kind, ...database },
          mailQueue,
          uploads,
          invalidation:
            app.database.kind !== 'postgres'
              ? ('single-process' as const)
              : app.invalidation.listening
                ? ('listening' as const)
                : ('reconnecting' as const),
          uptimeSeconds: Math.round(process.uptime()),
          state: !ok ? ('down' as const) : degraded.length > 0 ? ('degraded' as const) : ('ok' as const),
          degraded: [...degraded],
        },
      });
    },
  );
};
