import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries } from './table';

/**
 * The daily sweep's part for webhooks: deliveries that ended (delivered or failed) more than
 * `keepDays` ago go, with their attempts (ON DELETE CASCADE). Pending ones stay whatever their
 * age: a delivery still being retried is never cut short. Returns how many went.
 */
export async function pruneWebhookDeliveries(db: Db, keepDays: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - keepDays * 86_400_000);
  const gone = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.updatedAt, before),
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return gone.length;
}
