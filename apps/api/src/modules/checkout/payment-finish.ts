import { ORDER_STATUS, parseLang } from '@shop/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { cartLines, carts, forgetCart } from '../cart';
import { coupons } from '../coupons';
import type { InvoiceSnapshot } from '../invoices';
import { buyerOf, byRateOf, invoiceLinesOf, issueInvoice } from '../invoices';
import {
  insertOrderWithCode,
  orderLines,
  orderSummary,
  paidOrderEvents,
  paidPromise,
  recordStatus,
} from '../orders';
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
 * The finish step of a cart payment, from the payment's snapshot alone (so a notification or
 * the reconcile job can run it): the order (status 4) with its lines and files, history,
 * coupon use, invoice and after-payment effects, and the paid lines leave the cart.
 * Ordered for a short hold (docs/decisions/040-payment-finish-cost.md): the invoice number,
 * the one row every payment queues on (PostgreSQL), is taken last, just before COMMIT.
 */
export function cartFinisher(): Finisher {
  return async (tx, payment, charge, payer) => {
    const snap = payment.snapshot as CartSnapshot;
    const { userId } = payment;
    const lang = parseLang(payment.lang);
    const now = new Date();
    // Cart, then coupon: the one lock order (docs/decisions/028-cross-site-gets-and-floor-races.md),
    // so a coupon deleted by staff meanwhile cannot deadlock with this finish. The cart's own
    // update takes its lock.
    await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.id, snap.cartId));
    if (snap.coupon) await useCoupon(tx, userId, snap.coupon.id);
    const { totals } = snap;
    const order = await insertOrderWithCode(tx, {
      kind: 'product',
      userId,
      status: ORDER_STATUS.received,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      couponId: snap.coupon?.id ?? null,
      couponCode: snap.coupon?.code ?? null,
      countryId: snap.countryId,
      address: snap.address,
      company: snap.company,
      vatReason: snap.vatReason,
      blindShipping: snap.blindShipping,
      senderBrand: snap.senderBrand ?? null,
      poNumber: snap.poNumber ?? null,
      lang,
      paidAt: now,
      // The delivery promise, counted from this moment (docs/product.md#delivery-estimate).
      ...paidPromise(now, snap.promise),
    });
    await recordStatus(
      tx,
      { orderId: order.id, from: null, to: ORDER_STATUS.received, actorUserId: userId },
      paidOrderEvents(order.id),
    );
    const inserted = await tx
      .insert(orderLines)
      .values(snap.lines.map((s) => ({ ...s, orderId: order.id })))
      .returning({ id: orderLines.id });
    if (inserted.length !== snap.lineIds.length) throw new Error('order line insert returned too few rows');
    await moveUploads(
      tx,
      order.id,
      snap.lineIds,
      inserted.map((row) => row.id),
    );
    // Only the lines paid for: a line added in another tab meanwhile stays in the cart.
    await tx.delete(cartLines).where(inArray(cartLines.id, snap.lineIds));
    const customer = { name: payer.name, email: payer.email };
    const document: InvoiceSnapshot = {
      lang,
      customer: {
        ...customer,
        phone: payer.phone ?? '',
        address: snap.address,
        country: snap.countryName,
      },
      lines: snap.lines.flatMap((s) => invoiceLinesOf({ ...s, unitCents: s.unitPriceCents })),
      couponCode: snap.coupon?.code ?? null,
      poNumber: snap.poNumber ?? null,
      vatTreatment: snap.vatRegion,
      company: snap.company,
      vat: snap.vat,
      byRate: byRateOf(totals),
      buyer: buyerOf({
        customerName: customer.name,
        company: snap.company,
        addressCountryCode: snap.address.countryCode,
      }),
      payment: { brand: charge.brand, last4: charge.last4 },
    };
    const invoice = await issueInvoice(tx, {
      orderId: order.id,
      userId,
      subtotalCents: totals.subtotalCents,
      discountCents: totals.discountCents,
      shippingCents: totals.shippingCents,
      vatRateBasisPoints: totals.vatRateBasisPoints,
      vatCents: totals.vatCents,
      totalCents: totals.totalCents,
      document,
    });
    forgetCart(userId);
    return {
      orderId: order.id,
      answer: {
        status: true,
        message: translate('payment.done', lang, { code: order.code }),
        data: { order: orderSummary(order, snap.lines, snap.image, lang), invoice },
      },
    };
  };
}
