import { type Lang, parseLang } from '@shop/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { cartLines, carts, forgetCart } from '../cart';
import { coupons } from '../coupons';
import { orderSummary, writePaidOrder } from '../orders';
import type { Finisher } from '../payments';
import { uploads } from '../uploads';
import type { CartSnapshot } from './payment-start';
import { customerCouponUses } from './service';

/**
 * Counts the coupon's use, refusing past its limits: pending payments reserved it without a
 * lock, so two may finish for its last use; the conditional update lets one through and the
 * other's finish fails, which refunds it.
 */
async function useCoupon(tx: Db, userId: number, couponId: number) {
  const [row] = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        or(isNull(coupons.usageLimit), lt(coupons.usedCount, coupons.usageLimit)),
      ),
    )
    .returning();
  if (!row) throw new Error(`coupon ${couponId} used up before the payment finished`);
  // This order is not written yet, so the customer's own uses must stay under the limit.
  if (
    row.maxUsesPerCustomer !== null &&
    (await customerCouponUses(tx, userId, row)) >= row.maxUsesPerCustomer
  )
    throw new Error(`coupon ${couponId} used up by this customer before the payment finished`);
}

/**
 * The paid lines' files move to the order's lines in one statement, however many lines
 * (docs/decisions/040-payment-finish-cost.md).
 */
async function moveUploads(tx: Db, orderId: number, cartLineIds: number[], orderLineIds: number[]) {
  if (cartLineIds.length === 0) return;
  const cases = sql.join(
    cartLineIds.map((cartLineId, i) => sql`when ${cartLineId} then ${orderLineIds[i]}::int`),
    sql` `,
  );
  await tx
    .update(uploads)
    .set({ orderId, orderLineId: sql`case ${uploads.cartLineId} ${cases} end`, cartLineId: null })
    .where(inArray(uploads.cartLineId, cartLineIds));
}

/**
 * The cart's own part of paying it, in the paying transaction (card finish or on account):
 * the coupon leaves the cart and counts its use; once the order is written its files move to
 * the order's lines and the paid lines leave the cart. Cart, then coupon: the one lock order
 * (docs/decisions/028-cross-site-gets-and-floor-races.md), so a coupon deleted by staff
 * meanwhile cannot deadlock with this finish. The cart's own update takes its lock.
 */
export function cartSideOfPaying(userId: number, snap: CartSnapshot, now: Date) {
  return {
    async beforeOrder(tx: Db) {
      await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.id, snap.cartId));
      if (snap.coupon) await useCoupon(tx, userId, snap.coupon.id);
    },
    async withOrder(tx: Db, order: { id: number }, orderLineIds: number[]) {
      await moveUploads(tx, order.id, snap.lineIds, orderLineIds);
      // Only the lines paid for: a line added in another tab meanwhile stays in the cart.
      await tx.delete(cartLines).where(inArray(cartLines.id, snap.lineIds));
    },
  };
}

/** The answer of a paid cart (201 of POST /api/payment, kept on the payment for replays). */
export function paidCartAnswer(
  order: Parameters<typeof orderSummary>[0],
  invoice: { id: number; number: string },
  snap: CartSnapshot,
  lang: Lang,
) {
  return {
    status: true,
    message: translate('payment.done', lang, { code: order.code }),
    data: { order: orderSummary(order, snap.lines, snap.image, lang), invoice },
  };
}

/**
 * The finish step of a cart payment, from the payment's snapshot alone (so a notification or
 * the reconcile job can run it): the order (status 4) with its lines and files, history,
 * coupon use, invoice and after-payment effects (orders' writePaidOrder), and the paid lines
 * leave the cart. Ordered for a short hold (docs/decisions/040-payment-finish-cost.md): the
 * invoice number, the one row every payment queues on (PostgreSQL), is taken last.
 */
export function cartFinisher(): Finisher {
  return async (tx, payment, charge, payer) => {
    const snap = payment.snapshot as CartSnapshot;
    const { userId } = payment;
    const lang = parseLang(payment.lang);
    const now = new Date();
    const cartSide = cartSideOfPaying(userId, snap, now);
    await cartSide.beforeOrder(tx);
    const { order, invoice } = await writePaidOrder(tx, {
      userId,
      lang,
      draft: snap,
      payer,
      paidWith: () => ({ payment: { brand: charge.brand, last4: charge.last4 } }),
      now,
      withOrder: cartSide.withOrder,
    });
    forgetCart(userId);
    return { orderId: order.id, answer: paidCartAnswer(order, invoice, snap, lang) };
  };
}
