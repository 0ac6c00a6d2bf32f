/**
 * The quotes' share of the account limits (docs/decisions/029-storage-sweep-quotas-dead-letters.md):
 * how many quotes may wait at once, and the files of unpaid quotes in the upload quota. The
 * rows are orders', so the counting is here and storage imports nothing from orders
 * (docs/decisions/030-module-walls.md).
 */
import { ORDER_STATUS } from '@shop/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../accounts';
import { registerUploadUse } from '../storage';
import { uploads } from '../uploads';
import { orders } from './table';

/**
 * Quotes waiting for staff (1) or for the customer's payment (3). A rejected one (2) is not
 * counted: the customer cannot withdraw it, so counting it could block them for good; sending
 * it again makes it 1 and counts then.
 */
export const OPEN_QUOTE_STATUSES = [ORDER_STATUS.waitingForApproval, ORDER_STATUS.waitingForPayment];

/** Statuses whose files still count: the quote is not paid (paid work is the shop's to keep). */
const UNPAID_QUOTE = [ORDER_STATUS.waitingForApproval, ORDER_STATUS.rejected, ORDER_STATUS.waitingForPayment];

async function openQuotes(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), eq(orders.kind, 'service'), inArray(orders.status, OPEN_QUOTE_STATUSES)),
    );
  return row?.n ?? 0;
}

/**
 * Refuses (422) one more open quote past the limit. Run it before the files are received (a
 * refused request stores nothing) and again inside the writing transaction with `lock`,
 * which takes the account's row so two requests at once cannot both pass.
 */
export async function assertQuoteRoom(db: Db, userId: number, max: number, lock = false): Promise<void> {
  if (lock) await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  if ((await openQuotes(db, userId)) >= max) {
    throw new AppError('business_rule', 'storage.tooManyOpenQuotes', { max });
  }
}

// Files on unpaid quotes count against the quota. A file on a cart line is the cart's to count
// (cart/room.ts), hence `cart_line_id is null`: no file is counted twice.
registerUploadUse(async (db, userId) => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .innerJoin(orders, eq(orders.id, uploads.orderId))
    .where(
      and(
        eq(uploads.ownerUserId, userId),
        isNull(uploads.cartLineId),
        eq(orders.kind, 'service'),
        inArray(orders.status, UNPAID_QUOTE),
      ),
    );
  return Number(row?.bytes ?? 0);
});
