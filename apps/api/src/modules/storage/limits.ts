/**
 * What one account may keep waiting: design-file space, open quotes and cart lines
 * (issue 22, finding 3; docs/decisions/029-storage-sweep-quotas-dead-letters.md).
 */
import { ORDER_STATUS } from '@shop/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../accounts';
import { cartLines, carts } from '../cart';
import { orders } from '../orders';

export type AccountLimits = { uploadQuotaBytes: number; maxOpenQuotes: number; maxCartLines: number };

export const MB = 1024 * 1024;

export function accountLimits(env: Env): AccountLimits {
  return {
    uploadQuotaBytes: env.UPLOAD_QUOTA_MB * MB,
    maxOpenQuotes: env.MAX_OPEN_QUOTES,
    maxCartLines: env.MAX_CART_LINES,
  };
}

/**
 * Quotes waiting for staff (1) or for the customer's payment (3). A rejected one (2) is not
 * counted: the customer cannot withdraw it, so counting it could block them for good; sending
 * it again makes it 1 and counts then.
 */
export const OPEN_QUOTE_STATUSES = [ORDER_STATUS.waitingForApproval, ORDER_STATUS.waitingForPayment];

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

/** Refuses (422) a new cart line when the cart is full, before any file is received. */
export async function assertCartRoom(db: Db, userId: number, max: number, adding = 1): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(${cartLines.id})::int` })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.userId, userId));
  if ((row?.n ?? 0) + adding > max) throw new AppError('business_rule', 'cart.tooManyLines', { max });
}
