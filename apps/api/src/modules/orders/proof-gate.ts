/**
 * Which parts of an order need an approved proof before production, and the gate that keeps an
 * order at 5 (designed) until each has one (docs/product.md#proofs). Every move to 6 goes
 * through transitions.ts#moveOrder, which calls the gate: the staff desk, the production board
 * and any later bulk move alike.
 */
import { linesAwaitingApproval, ORDER_STATUS, type ProofFacts } from '@shop/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { products, services } from '../catalog';
import { orderLines, type orders, proofs } from './table';

type OrderRow = typeof orders.$inferSelect;

/**
 * The lines that need a proof (their product's setting; a line whose product is gone keeps
 * needing one), or `[null]` for a service order whose service needs one (its proof is the order's).
 */
export async function proofNeeds(
  db: Db,
  order: Pick<OrderRow, 'id' | 'kind' | 'serviceId'>,
): Promise<(number | null)[]> {
  if (order.kind === 'service') {
    if (order.serviceId === null) return [];
    const [service] = await db
      .select({ needsProof: services.needsProof })
      .from(services)
      .where(eq(services.id, order.serviceId));
    return service?.needsProof === false ? [] : [null];
  }
  const lines = await db
    .select({ id: orderLines.id, needsProof: products.needsProof })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  return lines.filter((line) => line.needsProof !== false).map((line) => line.id);
}

/** The proofs' facts of some orders (line, version, state), by order. */
export async function proofFactsOf(db: Db, orderIds: number[]): Promise<Map<number, ProofFacts[]>> {
  const byOrder = new Map<number, ProofFacts[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: proofs.orderId,
      lineId: proofs.lineId,
      version: proofs.version,
      status: proofs.status,
    })
    .from(proofs)
    .where(inArray(proofs.orderId, orderIds));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    list.push(row);
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * 409 with the reason when a locked order would go into production (6) while a line that needs
 * a proof has no approved latest one. Called by moveOrder for every move to 6.
 */
export async function assertProofsApproved(tx: Db, order: OrderRow): Promise<void> {
  const needing = await proofNeeds(tx, order);
  if (needing.length === 0) return;
  const facts = (await proofFactsOf(tx, [order.id])).get(order.id) ?? [];
  const waiting = linesAwaitingApproval(needing, facts);
  if (waiting.length > 0) {
    throw new AppError('conflict', 'orders.proofNotApproved', { code: order.code, count: waiting.length });
  }
}

/** A move into production is the one the gate guards. */
export const GUARDED_MOVE = ORDER_STATUS.manufactured;
