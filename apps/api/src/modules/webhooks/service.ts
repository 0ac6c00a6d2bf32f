import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@shop/shared/api/webhooks';
import { and, count, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../accounts';
import { enqueueJob, WEBHOOK_DELIVERIES_QUEUE } from '../jobs';
import { orders } from '../orders';
import { loadCompany } from '../tax';
import { resolveWebhookTarget } from './address-guard';
import type { DeliveryJob } from './deliver';
import { newJobToken } from './job-token';
import type { CreateWebhookBody, UpdateWebhookBody } from './schema';
import { newWebhookSecret, sealWebhookSecret } from './secret';
import type { WebhookSettings } from './settings';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from './table';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** Webhooks are for trade accounts: an account with company details (PUT /api/users/{id}/company). */
async function assertTradeAccount(db: Db, userId: number): Promise<void> {
  if (!(await loadCompany(db, userId))) throw new AppError('forbidden', 'webhooks.tradeOnly');
}

/** An own endpoint; anyone else's (or none) is a 404 that does not say which. */
async function ownEndpoint(db: Db, userId: number, id: number): Promise<EndpointRow> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'webhooks.notFound');
  return row;
}

async function lastDeliveries(db: Db, endpointIds: number[]) {
  if (endpointIds.length === 0) return new Map<number, { status: WebhookDelivery['status']; at: Date }>();
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId], {
      endpointId: webhookDeliveries.endpointId,
      status: webhookDeliveries.status,
      at: webhookDeliveries.updatedAt,
    })
    .from(webhookDeliveries)
    .where(inArray(webhookDeliveries.endpointId, endpointIds))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  return new Map(rows.map((r) => [r.endpointId, { status: r.status, at: r.at }]));
}

function endpointAnswer(
  row: EndpointRow,
  last: { status: WebhookDelivery['status']; at: Date } | undefined,
): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    enabled: row.enabled,
    created_at: row.createdAt.toISOString(),
    last_delivery: last ? { status: last.status, at: last.at.toISOString() } : null,
  };
}

export async function listWebhooks(db: Db, userId: number): Promise<WebhookEndpoint[]> {
  await assertTradeAccount(db, userId);
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(webhookEndpoints.id);
  const last = await lastDeliveries(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => endpointAnswer(row, last.get(row.id)));
}

/**
 * A new endpoint and its signing secret, answered this once. The URL's host is looked up and
 * checked before the transaction (no outside call inside one); the count is checked under a
 * lock on the account's row, so two parallel creations cannot pass the limit together.
 */
export async function createWebhook(
  db: Db,
  settings: WebhookSettings,
  userId: number,
  body: CreateWebhookBody,
): Promise<WebhookEndpointWithSecret> {
  await assertTradeAccount(db, userId);
  const target = await resolveWebhookTarget(body.url, settings.allowPrivate);
  const secret = newWebhookSecret();
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.userId, userId));
    if ((existing?.n ?? 0) >= settings.maxEndpoints) {
      throw new AppError('business_rule', 'webhooks.tooMany', { max: settings.maxEndpoints });
    }
    const [inserted] = await tx
      .insert(webhookEndpoints)
      .values({
        userId,
        url: target.url.href,
        events: body.events,
        secret: sealWebhookSecret(secret, settings.secretKey),
      })
      .returning();
    if (!inserted) throw new Error('webhook endpoint insert returned nothing');
    return inserted;
  });
  return { ...endpointAnswer(row, undefined), secret };
}

export async function updateWebhook(
  db: Db,
  settings: WebhookSettings,
  userId: number,
  id: number,
  body: UpdateWebhookBody,
): Promise<WebhookEndpoint> {
  await assertTradeAccount(db, userId);
  await ownEndpoint(db, userId, id);
  const url =
    body.url === undefined
      ? undefined
      : (await resolveWebhookTarget(body.url, settings.allowPrivate)).url.href;
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(url === undefined ? {} : { url }),
      ...(body.events === undefined ? {} : { events: body.events }),
      ...(body.enabled === undefined ? {} : { enabled: body.enabled }),
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', 'webhooks.notFound');
  const last = await lastDeliveries(db, [row.id]);
  return endpointAnswer(row, last.get(row.id));
}

/** A new secret replaces the old one at once (answered this once); deliveries still waiting are signed with it. */
export async function rotateWebhookSecret(
  db: Db,
  settings: WebhookSettings,
  userId: number,
  id: number,
): Promise<WebhookEndpointWithSecret> {
  await assertTradeAccount(db, userId);
  await ownEndpoint(db, userId, id);
  const secret = newWebhookSecret();
  const [row] = await db
    .update(webhookEndpoints)
    .set({ secret: sealWebhookSecret(secret, settings.secretKey), updatedAt: new Date() })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning();
  if (!row) throw new AppError('not_found', 'webhooks.notFound');
  const last = await lastDeliveries(db, [row.id]);
  return { ...endpointAnswer(row, last.get(row.id)), secret };
}

/** Deletes an endpoint with its log; jobs still queued for it find nothing and stop. */
export async function deleteWebhook(db: Db, userId: number, id: number): Promise<void> {
  await assertTradeAccount(db, userId);
  const deleted = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, userId)))
    .returning({ id: webhookEndpoints.id });
  if (deleted.length === 0) throw new AppError('not_found', 'webhooks.notFound');
}

async function deliveryAnswers(
  db: Db,
  rows: (typeof webhookDeliveries.$inferSelect & { orderCode: string })[],
) {
  const attempts =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(webhookAttempts.id);
  return rows.map(
    (row): WebhookDelivery => ({
      id: row.id,
      event_id: row.eventId,
      type: row.type,
      order_code: row.orderCode,
      status: row.status,
      created_at: row.createdAt.toISOString(),
      next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
      attempts: attempts
        .filter((a) => a.deliveryId === row.id)
        .map((a) => ({
          at: a.startedAt.toISOString(),
          status_code: a.statusCode,
          duration_ms: a.durationMs,
          error: a.error,
          next_attempt_at: a.nextAttemptAt?.toISOString() ?? null,
          replay: a.replay,
        })),
    }),
  );
}

const deliveryColumns = { ...getTableColumns(webhookDeliveries), orderCode: orders.code };

/** An own endpoint's deliveries, newest first, with every attempt. */
export async function listDeliveries(
  db: Db,
  userId: number,
  endpointId: number,
  page: number,
  perPage: number,
) {
  await assertTradeAccount(db, userId);
  await ownEndpoint(db, userId, endpointId);
  const [total] = await db
    .select({ n: count() })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  const rows = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .innerJoin(orders, eq(orders.id, webhookDeliveries.orderId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { deliveries: await deliveryAnswers(db, rows), page, per_page: perPage, total: total?.n ?? 0 };
}

/**
 * Sends a delivery again now: the same event id and body, signed afresh at sending. A pending
 * delivery's replay takes the place of its next scheduled attempt; a delivered or failed one's
 * is one attempt more.
 */
export async function replayDelivery(db: Db, userId: number, endpointId: number, deliveryId: number) {
  await assertTradeAccount(db, userId);
  const endpoint = await ownEndpoint(db, userId, endpointId);
  if (!endpoint.enabled) throw new AppError('business_rule', 'webhooks.endpointDisabled');
  await db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .for('update');
    if (!delivery) throw new AppError('not_found', 'webhooks.deliveryNotFound');
    const token = newJobToken();
    await tx
      .update(webhookDeliveries)
      .set({ jobToken: token, nextAttemptAt: new Date(), updatedAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await enqueueJob(tx, WEBHOOK_DELIVERIES_QUEUE, { deliveryId, token, replay: true } satisfies DeliveryJob);
  });
}
