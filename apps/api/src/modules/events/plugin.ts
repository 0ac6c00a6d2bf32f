import fp from 'fastify-plugin';
import { z } from 'zod';
import { ORDER_EVENTS_QUEUE } from '../jobs';
import { dispatchOrderEvent } from './dispatch';

const EventJobSchema = z.object({ eventId: z.number().int().positive() });

/**
 * The dispatcher: a worker of the order events queue (in processes that run workers,
 * JOBS_WORKER) that delivers each committed event to its handlers. A job whose handlers did not
 * all succeed is failed, so pg-boss retries it with the queue's backoff; the retry runs only the
 * handlers still owed. Register after the jobs plugin.
 */
export const orderEventsPlugin = fp<{ publicUrl: string }>(
  async (app, { publicUrl }) => {
    await app.jobs.work(ORDER_EVENTS_QUEUE, async (job) => {
      const parsed = EventJobSchema.safeParse(job.data);
      if (!parsed.success) {
        app.log.error({ jobId: job.id }, 'order event job with invalid data dropped');
        return;
      }
      const { eventId } = parsed.data;
      const { failed } = await dispatchOrderEvent({ db: app.db, log: app.log, publicUrl }, eventId);
      if (failed.length === 0) return;
      const last = job.retryCount >= job.retryLimit;
      app.log[last ? 'error' : 'warn'](
        { eventId, failed, attempt: job.retryCount + 1 },
        last ? 'order event handlers gave up after the last retry' : 'order event handlers will retry',
      );
      throw new Error(`order event ${eventId}: ${failed.join(', ')} failed`);
    });
  },
  { name: 'order-events', dependencies: ['jobs'] },
);
