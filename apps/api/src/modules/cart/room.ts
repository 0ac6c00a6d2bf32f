/**
 * The cart's share of the account limits (docs/decisions/029-storage-sweep-quotas-dead-letters.md):
 * how many lines a cart may hold, and the cart's design files in the upload quota. Storage owns
 * the limits and the quota's arithmetic; the rows are the cart's, so the counting is here and
 * storage imports nothing from cart (docs/decisions/030-module-walls.md).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { registerUploadUse } from '../storage';
import { uploads } from '../uploads';
import { cartLines, carts } from './table';

/** Refuses (422) a new cart line when the cart is full, before any file is received. */
export async function assertCartRoom(db: Db, userId: number, max: number, adding = 1): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(${cartLines.id})::int` })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.userId, userId));
  if ((row?.n ?? 0) + adding > max) throw new AppError('business_rule', 'cart.tooManyLines', { max });
}

// Files on cart lines count against the quota until the cart is paid (then the order keeps them).
registerUploadUse(async (db, userId) => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), isNotNull(uploads.cartLineId)));
  return Number(row?.bytes ?? 0);
});
