import { ORDER_STATUS, type ShippingRegion } from '@shop/shared';
import {
  courierDaysFor,
  DEFAULT_DELIVERY_REGION,
  deliveredByFrom,
  promiseForOrder,
} from '@shop/shared/pricing/delivered-by';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { countries, courierDaysTable } from '../shipping';
import { orderPromiseChanges, orders } from './table';
import { lockOrder } from './transitions';

type OrderRow = typeof orders.$inferSelect;

/**
 * What an order's delivery promise is counted from, kept in the payment's snapshot when the
 * payment starts (so the finish needs no query for it): each line's production days (turnaround
 * less express, shared productionDays()) and the destination's courier days (the staff's table,
 * shipping's cached read; null: no courier quote).
 */
export type PromiseInput = { productionDays: number[]; courierDays: number | null };

/**
 * The promise written on the order in the payment's finish (same statement as the order row):
 * counted from the moment it is paid, the latest line. Null dates for a payment started before
 * migration 0017 (no input in its snapshot).
 */
export function paidPromise(
  paidAt: Date,
  input: PromiseInput | undefined,
): { dispatchBy: string | null; deliveredBy: string | null } {
  const promise = input
    ? promiseForOrder(
        paidAt,
        input.productionDays.map((productionDays) => ({ productionDays })),
        input.courierDays,
      )
    : null;
  return { dispatchBy: promise?.dispatchBy ?? null, deliveredBy: promise?.deliveredBy ?? null };
}

/** Statuses in which the promise may still move: paid and not yet dispatched (4 Received … 7 Processed). */
const PROMISE_OPEN = new Set<number>([
  ORDER_STATUS.received,
  ORDER_STATUS.designed,
  ORDER_STATUS.manufactured,
  ORDER_STATUS.processed,
]);

/**
 * Moves a locked order's promise to `dispatchBy` (the delivered-by date recomputed with the
 * region's courier days) and records the move in its history (order_promise_changes). The one
 * writer of a moved promise: staff with a reason (movePromiseByStaff) and, later, a proof's
 * approval (movePromiseForProof).
 */
export async function movePromise(
  tx: Db,
  order: OrderRow,
  change: { dispatchBy: string; reason: string; actorUserId: number | null },
): Promise<OrderRow> {
  const region = await regionOf(tx, order.countryId);
  const deliveredBy = deliveredByFrom(change.dispatchBy, courierDaysFor(region, await courierDaysTable(tx)));
  const [moved] = await tx
    .update(orders)
    .set({ dispatchBy: change.dispatchBy, deliveredBy, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error(`order ${order.id} vanished under lock`);
  await tx.insert(orderPromiseChanges).values({
    orderId: order.id,
    fromDate: order.dispatchBy,
    toDate: change.dispatchBy,
    reason: change.reason,
    actorUserId: change.actorUserId,
  });
  return moved;
}

async function regionOf(tx: Db, countryId: number | null): Promise<ShippingRegion> {
  if (countryId === null) return DEFAULT_DELIVERY_REGION;
  const [row] = await tx
    .select({ region: countries.shippingRegion })
    .from(countries)
    .where(eq(countries.id, countryId))
    .limit(1);
  return row?.region ?? DEFAULT_DELIVERY_REGION;
}

/**
 * PUT /api/admin/orders/{id}/promise: staff move the promised dispatch date, with the reason
 * the customer will read (422 without one), audited, in the order's history.
 */
export async function movePromiseByStaff(
  db: Db,
  input: { orderId: number; staffUserId: number; dispatchBy: string; reason: string | undefined },
): Promise<OrderRow> {
  const reason = (input.reason ?? '').trim();
  if (reason === '') throw new AppError('business_rule', 'orders.promiseReasonRequired');
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    if (!PROMISE_OPEN.has(order.status) || order.dispatchBy === null)
      throw new AppError('conflict', 'orders.promiseClosed', { code: order.code });
    const moved = await movePromise(tx, order, {
      dispatchBy: input.dispatchBy,
      reason,
      actorUserId: input.staffUserId,
    });
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'move_promise',
      entity: 'order',
      entityId: order.id,
      before: { code: order.code, dispatch_by: order.dispatchBy, delivered_by: order.deliveredBy },
      after: { code: moved.code, dispatch_by: moved.dispatchBy, delivered_by: moved.deliveredBy, reason },
    });
    return moved;
  });
}

/**
 * For the proof flow (another issue): when a line's proof is approved at `approvedAt`, the
 * order's promise is counted again with production starting then (shared promiseForOrder with
 * `productionStartsAt`), and moved only if that makes it later. Call it inside the approval's
 * transaction with the order locked. Returns the order, moved or not.
 */
export async function movePromiseForProof(
  tx: Db,
  order: OrderRow,
  input: {
    approvedAt: Date;
    lines: { productionDays: number; productionStartsAt?: Date | null }[];
    reason: string;
  },
): Promise<OrderRow> {
  if (order.paidAt === null || order.dispatchBy === null) return order;
  const recounted = promiseForOrder(order.paidAt, input.lines, null);
  if (!recounted || recounted.dispatchBy <= order.dispatchBy) return order;
  return movePromise(tx, order, {
    dispatchBy: recounted.dispatchBy,
    reason: input.reason,
    actorUserId: null,
  });
}
