import fp from 'fastify-plugin';
import { WEBHOOK_DELIVERIES_QUEUE } from '../jobs';
import { attemptDelivery, DeliveryJobSchema } from './deliver';
import type { WebhookSettings } from './settings';

/**
 * The webhook sender: a worker of the webhook_deliveries queue in processes that run workers
 * (JOBS_WORKER), woken by commits like the mail worker. Register after the jobs plugin.
 */
export const webhooksPlugin = fp<{ settings: WebhookSettings }>(
  async (app, { settings }) => {
    if (settings.allowPrivate) {
      app.log.warn('WEBHOOKS_ALLOW_PRIVATE is on: webhooks may go to http and private addresses');
    }
    await app.jobs.work(WEBHOOK_DELIVERIES_QUEUE, async (job) => {
      const parsed = DeliveryJobSchema.safeParse(job.data);
      if (!parsed.success) {
        app.log.error({ jobId: job.id }, 'webhook delivery job with invalid data dropped');
        return;
      }
      await attemptDelivery({ db: app.db, log: app.log, settings }, parsed.data);
    });
  },
  { name: 'webhooks', dependencies: ['jobs'] },
);
