import {
  canCustomerWithdraw,
  canRefundPartly,
  canStaffCancel,
  formatEuros,
  type Lang,
  ORDER_STATUS,
  type OrderStatus,
} from '@shop/shared';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { recordAudit } from '../audit';
import { recordOrderEvent } from '../events';
import { invoices, issueCreditNote } from '../invoices';
import { type PaymentGateway, payments } from '../payments';
import { recordStatus } from './codes';
import { orders, type RefundRow, refunds } from './table';

type OrderRow = typeof orders.$inferSelect;

import { lockOrder } from './transitions';

export type RefundDeps = {
  db: Db;
  gateway: PaymentGateway;
  log?: Pick<FastifyBaseLogger, 'error' | 'warn'>;
};

/** The gateway's key of a refund: fixed per row, so a retry after a crash refunds once. */
export const gatewayRefundKey = (refundId: number) => `order-refund-${refundId}`;

const statusName = (order: OrderRow, lang: Lang) =>
  translate(`orders.status.${order.status as OrderStatus}`, lang);

/** The payment that paid an order (the newest succeeded one). */
async function paymentOf(tx: Db, orderId: number) {
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return row ?? null;
}

/** What was given back or is on its way (pending counts: it may already be at the bank). */
async function refundedCents(tx: Db, orderId: number): Promise<number> {
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${refunds.amountCents}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), ne(refunds.status, 'failed')));
  return row?.sum ?? 0;
}

/** 9 under the order's lock, with its history line and the `cancelled` event that mails the customer. */
async function markCancelled(tx: Db, order: OrderRow, actorUserId: number, reason: string) {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: ORDER_STATUS.cancelled, message: reason || order.message, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  if (!cancelled) throw new Error(`order ${order.id} vanished under lock`);
  await recordStatus(tx, {
    orderId: order.id,
    from: order.status as OrderStatus,
    to: ORDER_STATUS.cancelled,
    actorUserId,
    note: reason,
  });
  await recordOrderEvent(tx, { orderId: order.id, type: 'cancelled', data: { from: order.status, reason } });
  return cancelled;
}

/** POST /api/orders/:id/cancel: the customer withdraws their own service order at 1-3 (nothing paid). */
export function withdrawOwnOrder(db: Db, userId: number, orderId: number) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, userId);
    if (order.kind !== 'service' || !canCustomerWithdraw(order.status))
      throw new AppError('conflict', 'orders.cannotWithdraw', { code: order.code });
    return markCancelled(tx, order, userId, '');
  });
}

/**
 * POST /api/admin/orders/:id/cancel: staff cancel an order up to 5; what was paid and not yet
 * refunded goes back in full. The order is cancelled and the refund row born in one short
 * transaction; the gateway is called after it commits (sendRefund).
 */
export async function cancelOrderByStaff(
  deps: RefundDeps,
  input: { orderId: number; staffUserId: number; reason: string; lang: Lang },
) {
  const { order, refundId } = await deps.db.transaction(async (tx) => {
    const locked = await lockOrder(tx, input.orderId);
    if (!canStaffCancel(locked.status))
      throw new AppError('conflict', 'orders.cannotCancel', {
        code: locked.code,
        status: statusName(locked, input.lang),
      });
    const cancelled = await markCancelled(tx, locked, input.staffUserId, input.reason);
    const payment = await paymentOf(tx, locked.id);
    const left = payment ? payment.amountCents - (await refundedCents(tx, locked.id)) : 0;
    let id: number | null = null;
    if (payment && left > 0) {
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId: locked.id,
          paymentId: payment.id,
          kind: 'cancel',
          amountCents: left,
          reason: input.reason,
          idempotencyKey: 'cancel',
          actorUserId: input.staffUserId,
        })
        .returning({ id: refunds.id });
      id = row?.id ?? null;
    }
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'cancel',
      entity: 'order',
      entityId: locked.id,
      before: locked,
      after: { ...cancelled, refundCents: left > 0 ? left : 0 },
    });
    return { order: cancelled, refundId: id };
  });
  const refund = refundId === null ? null : await sendRefund(deps, refundId);
  return { order, refund };
}

/**
 * POST /api/admin/orders/:id/refunds: a partial refund from 6 on, the status unchanged. Never
 * more than paid minus earlier refunds (409); the same Idempotency-Key answers the same refund.
 */
export async function refundOrder(
  deps: RefundDeps,
  input: {
    orderId: number;
    staffUserId: number;
    amountCents: number;
    reason: string;
    idempotencyKey: string;
    lang: Lang;
  },
) {
  const refundId = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId);
    const [existing] = await tx
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.idempotencyKey, input.idempotencyKey)));
    if (existing) {
      if (existing.amountCents !== input.amountCents || existing.reason !== input.reason)
        throw new AppError('conflict', 'orders.refundKeyReused');
      return existing.id;
    }
    if (!canRefundPartly(order.status))
      throw new AppError('conflict', 'orders.cannotRefund', {
        code: order.code,
        status: statusName(order, input.lang),
      });
    const payment = await paymentOf(tx, order.id);
    const left = payment ? payment.amountCents - (await refundedCents(tx, order.id)) : 0;
    if (!payment || input.amountCents > left)
      throw new AppError('conflict', 'orders.refundTooMuch', {
        code: order.code,
        max: formatEuros(Math.max(left, 0), input.lang),
      });
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        paymentId: payment.id,
        kind: 'partial',
        amountCents: input.amountCents,
        reason: input.reason,
        idempotencyKey: input.idempotencyKey,
        actorUserId: input.staffUserId,
      })
      .returning();
    if (!row) throw new Error('refund insert returned nothing');
    await recordAudit(tx, {
      actorUserId: input.staffUserId,
      action: 'refund',
      entity: 'order',
      entityId: order.id,
      before: { refundedCents: payment.amountCents - left },
      after: { refundedCents: payment.amountCents - left + input.amountCents, refund: row },
    });
    return row.id;
  });
  return sendRefund(deps, refundId);
}

/**
 * Sends a pending refund to the gateway with no transaction open, then records the outcome in
 * a second one (finishRefund). A timeout or a crash leaves it pending for retryPendingRefunds,
 * which sends it again under the same key. Returns the row as it stands.
 */
export async function sendRefund(deps: RefundDeps, refundId: number): Promise<RefundRow | null> {
  const { db } = deps;
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (row?.status !== 'pending') return row ?? null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, row.paymentId));
  // On account no money was taken: the credit note alone lowers what the account owes
  // (docs/decisions/053-pay-on-account.md), so there is no bank to ask.
  if (payment?.method === 'account')
    return finishRefund(db, row.id, payment.gatewayReference ?? 'on-account');
  if (!payment?.gatewayOrder || !payment.gatewayReference) return fail(db, row.id, 'no_charge');
  await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: new Date() })
    .where(eq(refunds.id, row.id));
  const result = await deps.gateway
    .refund({
      gatewayOrder: payment.gatewayOrder,
      reference: payment.gatewayReference,
      amountCents: row.amountCents,
      idempotencyKey: gatewayRefundKey(row.id),
    })
    .catch((error: unknown) => {
      deps.log?.error({ err: error, refundId: row.id }, 'refunds: gateway error; the reconcile job retries');
      return { status: 'timeout' as const };
    });
  if (result.status === 'failed') return fail(db, row.id, result.code);
  if (result.status === 'timeout') return (await load(db, row.id)) ?? row;
  return finishRefund(db, row.id, result.reference);
}

async function load(db: Db, id: number) {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
  return row ?? null;
}

async function fail(db: Db, id: number, code: string) {
  await db
    .update(refunds)
    .set({ status: 'failed', failureCode: code.slice(0, 200), updatedAt: new Date() })
    .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')));
  return load(db, id);
}

/**
 * The gateway confirmed: under the refund's row lock, issue the credit note of the order's
 * invoice, mark it succeeded and record the `refunded` event (the customer's mail). Finishing
 * twice is a no-op, so a retry racing a late answer issues one credit note.
 */
async function finishRefund(db: Db, id: number, reference: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update');
    if (row?.status !== 'pending') return;
    const [invoice] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      // The order's live invoice: one annulled by staff (decision 045) is corrected by nothing.
      .where(and(eq(invoices.orderId, row.orderId), isNull(invoices.annulledAt)));
    const note = invoice
      ? await issueCreditNote(tx, { invoiceId: invoice.id, amountCents: row.amountCents, reason: row.reason })
      : null;
    await tx
      .update(refunds)
      .set({
        status: 'succeeded',
        gatewayReference: reference,
        creditNoteId: note?.id ?? null,
        updatedAt: new Date(),
      })
      .where(eq(refunds.id, id));
    await recordOrderEvent(tx, {
      orderId: row.orderId,
      type: 'refunded',
      data: { amountCents: row.amountCents, paymentId: row.paymentId, refundId: row.id },
    });
  });
  return load(db, id);
}

/**
 * The retry step, run by the payments' reconcile job every minute: refunds still pending after
 * `afterMinutes` (a crash between the gateway and finishRefund, or a timeout) are sent again
 * with their fixed key, so a gateway with idempotent refunds refunds each once.
 */
export async function retryPendingRefunds(deps: RefundDeps, afterMinutes: number, now = new Date()) {
  const before = new Date(now.getTime() - afterMinutes * 60_000);
  // A gateway without idempotent refunds gets again only what it never received (attempts 0):
  // one whose answer was lost may have been made, and staff check it at the bank.
  const maybeSent = deps.gateway.idempotentRefunds ? undefined : eq(refunds.attempts, 0);
  const due = await deps.db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.status, 'pending'), lt(refunds.updatedAt, before), maybeSent))
    .limit(100);
  let succeeded = 0;
  for (const { id } of due) if ((await sendRefund(deps, id))?.status === 'succeeded') succeeded++;
  return { retried: due.length, succeeded };
}
