import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { enqueueJob, WEBHOOK_DELIVERIES_QUEUE } from '../jobs';
import { resolveWebhookTarget } from './address-guard';
import { newJobToken } from './job-token';
import { openWebhookSecret, webhookSignature } from './secret';
import { postWebhook, type SendOutcome } from './send';
import type { WebhookSettings } from './settings';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './table';

export const DeliveryJobSchema = z.object({
  deliveryId: z.number().int().positive(),
  token: z.string().min(1),
  replay: z.boolean().default(false),
});

export type DeliveryJob = z.infer<typeof DeliveryJobSchema>;

export type DeliverDeps = { db: Db; log: FastifyBaseLogger; settings: WebhookSettings };

/**
 * One attempt of one delivery (a job of the webhook_deliveries queue). The POST happens outside
 * any transaction; afterwards one transaction logs the attempt and, for a failure, queues the
 * next attempt of the schedule with `startAfter` (or marks the delivery failed when the schedule
 * is spent). A job whose token is no longer the delivery's (a replay or a newer schedule took its
 * place, or it already ran) does nothing, so a late or repeated job never sends twice.
 */
export async function attemptDelivery(deps: DeliverDeps, job: DeliveryJob): Promise<'sent' | 'stale'> {
  const [row] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.deliveryId))
    .limit(1);
  if (!row || row.delivery.jobToken !== job.token) return 'stale';
  const { delivery, endpoint } = row;

  const startedAt = new Date();
  const clock = performance.now();
  let outcome: SendOutcome;
  if (!endpoint.enabled) {
    outcome = { statusCode: null, error: 'endpoint disabled' };
  } else {
    try {
      // Checked again at each attempt (DNS may have changed), and the connection goes to this address.
      const target = await resolveWebhookTarget(endpoint.url, deps.settings.allowPrivate);
      const timestamp = Math.floor(Date.now() / 1000);
      const secret = openWebhookSecret(endpoint.secret, deps.settings.secretKey);
      outcome = await postWebhook(
        target,
        delivery.body,
        {
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': webhookSignature(secret, timestamp, delivery.body),
        },
        deps.settings.timeoutMs,
      );
    } catch (error) {
      if (error instanceof AppError) {
        // The address check refused: logged in English, the log's language (as status codes are).
        outcome = { statusCode: null, error: translate(error.messageKey, 'en', error.params) };
      } else {
        // A secret sealed under a key this process lacks: an attempt that failed, not a lost job.
        deps.log.error({ err: error, deliveryId: delivery.id }, 'webhook could not be signed');
        outcome = { statusCode: null, error: 'the shop could not sign this delivery' };
      }
    }
  }
  const durationMs = Math.round(performance.now() - clock);
  const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;

  await deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id))
      .for('update');
    if (!current) return;
    const ours = current.jobToken === job.token;
    let next: { at: Date; token: string } | null = null;
    let status = current.status;
    let scheduledAttempts = current.scheduledAttempts;
    if (ours) {
      if (delivered) {
        status = 'delivered';
      } else if (current.status === 'pending' && endpoint.enabled) {
        // The schedule goes on: a replay of a pending delivery takes the place of its next attempt.
        scheduledAttempts += 1;
        const wait = deps.settings.retrySeconds[scheduledAttempts - 1];
        if (wait === undefined) status = 'failed';
        else next = { at: new Date(Date.now() + wait * 1000), token: newJobToken() };
      } else if (current.status === 'pending') {
        status = 'failed';
      }
      // A replay of a delivered or failed delivery that fails leaves its state as it was.
    }
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      startedAt,
      durationMs,
      statusCode: outcome.statusCode,
      error: outcome.error ?? (delivered ? null : `HTTP ${outcome.statusCode}`),
      nextAttemptAt: next?.at ?? null,
      replay: job.replay,
    });
    if (!ours) return;
    await tx
      .update(webhookDeliveries)
      .set({
        status,
        scheduledAttempts,
        jobToken: next?.token ?? null,
        nextAttemptAt: next?.at ?? null,
        updatedAt: new Date(),
      })
      .where(eq(webhookDeliveries.id, delivery.id));
    if (next) {
      await enqueueJob(
        tx,
        WEBHOOK_DELIVERIES_QUEUE,
        { deliveryId: delivery.id, token: next.token, replay: false } satisfies DeliveryJob,
        { startAfter: next.at },
      );
    }
  });
  deps.log.info(
    {
      deliveryId: delivery.id,
      endpointId: endpoint.id,
      statusCode: outcome.statusCode,
      durationMs,
      delivered,
    },
    'webhook attempt',
  );
  return 'sent';
}
