import { ORDER_STATUS, parseLang } from '@shop/shared';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { cartLines, carts, forgetCart } from '../cart';
import { coupons } from '../coupons';
import type { InvoiceSnapshot } from '../invoices';
import { buyerOf, byRateOf, invoiceLinesOf, issueInvoice } from '../invoices';
import { afterOrderPaid, insertOrderWithCode, orderLines, orderSummary, recordStatus } from '../orders';
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
 * The finish step of a cart payment, from the payment's snapshot alone (so a notification or
 * the reconcile job can run it): the order (status 4) with its lines and files, history,
 * coupon use, invoice and after-payment effects, and the paid lines leave the cart.
 */
export function cartFinisher(deps: { publicUrl: string }): Finisher {
  return async (tx, payment, charge) => {
    const snap = payment.snapshot as CartSnapshot;
    const { userId } = payment;
    const lang = parseLang(payment.lang);
    const now = new Date();
    // Cart, then coupon: the one lock order (docs/decisions/028-cross-site-gets-and-floor-races.md),
    // so a coupon deleted by staff meanwhile cannot deadlock with this finish.
    await tx.select({ id: carts.id }).from(carts).where(eq(carts.id, snap.cartId)).for('update');
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
      lang,
      paidAt: now,
    });
    await recordStatus(tx, { orderId: order.id, from: null, to: ORDER_STATUS.received, actorUserId: userId });
    const inserted = await tx
      .insert(orderLines)
      .values(snap.lines.map((s) => ({ ...s, orderId: order.id })))
      .returning({ id: orderLines.id });
    for (const [index, cartLineId] of snap.lineIds.entries()) {
      const orderLineId = inserted[index]?.id;
      if (orderLineId === undefined) throw new Error('order line insert returned too few rows');
      await tx
        .update(uploads)
        .set({ orderId: order.id, orderLineId, cartLineId: null })
        .where(eq(uploads.cartLineId, cartLineId));
    }
    const [customer] = await tx
      .select({ name: users.name, email: users.email, phone: users.phone })
      .from(users)
      .where(eq(users.id, userId));
    if (!customer) throw new Error(`user ${userId} vanished`);
    const document: InvoiceSnapshot = {
      lang,
      customer: {
        ...customer,
        phone: customer.phone ?? '',
        address: snap.address,
        country: snap.countryName,
      },
      lines: snap.lines.flatMap((s) => invoiceLinesOf({ ...s, unitCents: s.unitPriceCents })),
      couponCode: snap.coupon?.code ?? null,
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
    await afterOrderPaid(tx, { order, customer, invoiceNumber: invoice.number, publicUrl: deps.publicUrl });
    // Only the lines paid for: a line added in another tab meanwhile stays in the cart.
    await tx.delete(cartLines).where(inArray(cartLines.id, snap.lineIds));
    await tx.update(carts).set({ couponId: null, updatedAt: now }).where(eq(carts.id, snap.cartId));
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
