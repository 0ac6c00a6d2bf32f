import fp from 'fastify-plugin';
import type { Env } from '../config/env';
import { createWorkerPool, type WorkerPool } from '../lib/worker-pool';

declare module 'fastify' {
  interface FastifyInstance {
    /** File checks and PDF renders off the event loop (lib/worker-pool.ts). */
    workers: WorkerPool;
  }
}

/** Tasks that may wait for a thread; more are refused at once (a file is then "unchecked"). */
const MAX_QUEUE = 64;

export const workersPlugin = fp<{ env: Env }>(
  async (app, { env }) => {
    const workers = createWorkerPool({
      threads: env.WORKER_THREADS,
      memoryMb: env.WORKER_MEMORY_MB,
      checkTimeoutMs: env.FILE_CHECK_TIMEOUT_MS,
      renderTimeoutMs: env.PDF_RENDER_TIMEOUT_MS,
      maxQueue: MAX_QUEUE,
    });
    app.decorate('workers', workers);
    app.addHook('onClose', () => workers.close());
  },
  { name: 'workers' },
);
