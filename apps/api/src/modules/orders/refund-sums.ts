import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refunds } from './table';

/**
 * Money given back, for the books the back-office shows net of refunds (dashboard, CSV,
 * customer spend: docs/decisions/042-cancellations-refunds-credit-notes.md). Only succeeded
 * refunds count: a pending one may still be refused by the bank.
 */
export async function refundedByOrder(db: Db, orderIds: number[]): Promise<Map<number, number>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({ orderId: refunds.orderId, cents: sql<number>`sum(${refunds.amountCents})::int` })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), eq(refunds.status, 'succeeded')))
    .groupBy(refunds.orderId);
  return new Map(rows.map((r) => [r.orderId, Number(r.cents)]));
}

/** Succeeded refunds confirmed between two instants, with when (a refund lowers that day's revenue). */
export function refundsBetween(db: Db, since: Date, until: Date) {
  return db
    .select({ at: refunds.updatedAt, amountCents: refunds.amountCents })
    .from(refunds)
    .where(
      and(eq(refunds.status, 'succeeded'), gte(refunds.updatedAt, since), lte(refunds.updatedAt, until)),
    );
}
