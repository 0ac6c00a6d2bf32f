import { canMoveOrder, isOrderStatus, type OrderStatus } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { OrderEventInput } from '../events';
import { recordStatus } from './codes';
import { assertProofsApproved, GUARDED_MOVE } from './proof-gate';
import { orders } from './table';

type OrderRow = typeof orders.$inferSelect;

/** Locks an order row for the rest of the transaction; 404 if missing or not the caller's. */
export async function lockOrder(tx: Db, orderId: number, ownerUserId?: number): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || (ownerUserId !== undefined && order.userId !== ownerUserId)) {
    throw new AppError('not_found', 'orders.notFound');
  }
  return order;
}

/**
 * Moves a locked order along the state machine (shared/order-status.ts), with the changes
 * that go with the move, and records it with its actor. A move the machine forbids is a 409
 * and nothing changes, as is a move into production (6) before every line that needs a proof
 * has an approved latest one (proof-gate.ts); since the row is locked, two staff accepting at once cannot both win.
 */
export async function moveOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  actorUserId: number,
  changes: Partial<typeof orders.$inferInsert> = {},
  /** A plain string is the customer's message (shown); staff's own notes say whether they are shown. */
  note: string | { text: string; shown: boolean } = '',
  /** Events of the same change, recorded in one batch with its `moved` (recordStatus). */
  alsoEvents: OrderEventInput[] = [],
): Promise<OrderRow> {
  const from = order.status;
  if (!isOrderStatus(from) || !canMoveOrder(from, to)) {
    throw new AppError('conflict', 'orders.illegalMove', { from, to });
  }
  // No production on a proof the customer has not approved (docs/product.md#proofs).
  if (to === GUARDED_MOVE) await assertProofsApproved(tx, order);
  const [moved] = await tx
    .update(orders)
    .set({ ...changes, status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!moved) throw new Error(`order ${order.id} vanished under lock`);
  const { text, shown } = typeof note === 'string' ? { text: note, shown: true } : note;
  await recordStatus(
    tx,
    { orderId: order.id, from, to, actorUserId, note: text, noteShown: shown },
    alsoEvents,
  );
  return moved;
}
