import { centsToEuros, ORDER_STATUS } from '@shop/shared';
import { and, count, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDay, madridDayStart, nextDay } from '../../lib/madrid-time';
import { countPaymentsNeedingStaff } from '../payments';
import { refundsBetween } from './refund-sums';
import { orders } from './table';

/** Days in the dashboard's revenue chart (today included). */
export const DASHBOARD_DAYS = 30;

/**
 * The back-office's first screen: orders waiting for staff (approval), for the customer
 * (payment) and in production, and revenue (paid order totals, VAT included, less refunds)
 * today, this month and per day for the last 30 days, all by the shop's calendar (Europe/Madrid).
 */
export async function getDashboard(db: Db, now = new Date()) {
  const today = madridDay(now);
  const monthStart = madridDayStart(`${today.slice(0, 7)}-01`);
  let firstDay = today;
  for (let i = 1; i < DASHBOARD_DAYS; i += 1) {
    firstDay = new Date(Date.parse(`${firstDay}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  }
  const since = new Date(Math.min(madridDayStart(firstDay).getTime(), monthStart.getTime()));
  const [[counts], paid, needingRefund, refunded] = await Promise.all([
    db
      .select({
        waitingApproval: sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.waitingForApproval})`,
        waitingPayment: sql<number>`count(*) filter (where ${orders.status} = ${ORDER_STATUS.waitingForPayment})`,
        inProduction: sql<number>`count(*) filter (where ${orders.status} >= ${ORDER_STATUS.received} and ${orders.status} <= ${ORDER_STATUS.processed})`,
        all: count(),
      })
      .from(orders),
    db
      .select({ paidAt: orders.paidAt, totalCents: orders.totalCents })
      .from(orders)
      .where(and(isNotNull(orders.paidAt), gte(orders.paidAt, since), lte(orders.paidAt, now))),
    countPaymentsNeedingStaff(db),
    refundsBetween(db, since, now),
  ]);
  const byDay = new Map<string, number>();
  for (let day = firstDay; day <= today; day = nextDay(day)) byDay.set(day, 0);
  let todayCents = 0;
  let monthCents = 0;
  for (const row of paid) {
    if (!row.paidAt) continue;
    const day = madridDay(row.paidAt);
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) + row.totalCents);
    if (day === today) todayCents += row.totalCents;
    if (row.paidAt >= monthStart) monthCents += row.totalCents;
  }
  // Net of refunds, on the day the bank confirmed each (the credit note's day).
  for (const row of refunded) {
    const day = madridDay(row.at);
    if (byDay.has(day)) byDay.set(day, (byDay.get(day) ?? 0) - row.amountCents);
    if (day === today) todayCents -= row.amountCents;
    if (row.at >= monthStart) monthCents -= row.amountCents;
  }
  return {
    counts: {
      waiting_approval: Number(counts?.waitingApproval ?? 0),
      waiting_payment: Number(counts?.waitingPayment ?? 0),
      in_production: Number(counts?.inProduction ?? 0),
      /** Charged, but the order could not be written: refund under way (GET /api/admin/payments). */
      payments_needing_refund: needingRefund,
    },
    revenue: { today: centsToEuros(todayCents), month: centsToEuros(monthCents), currency: 'EUR' as const },
    daily: [...byDay].map(([date, cents]) => ({ date, total: centsToEuros(cents) })),
  };
}
