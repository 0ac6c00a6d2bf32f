import type { Cents } from '../money';

/** A coupon as staff define it (docs/product.md#coupons). */
export type CouponRule = {
  percentOff: number;
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  /** Orders one customer may pay with it; null is no such limit. */
  maxUsesPerCustomer: number | null;
  minSubtotalCents: Cents;
};

export type CouponRejection =
  | 'inactive'
  | 'not_started'
  | 'expired'
  | 'used_up'
  | 'used_by_you'
  | 'min_subtotal';

export type CouponCheck = { ok: true; percent: number } | { ok: false; reason: CouponRejection };

/**
 * Whether a coupon applies now to a cart whose goods (before discount, ex VAT) come to
 * `subtotalCents`: active, inside its window (both ends included), under its usage limit and
 * under its per-customer limit (`customerUses`: the orders this customer already paid with
 * it), and at or above its minimum subtotal.
 */
export function checkCoupon(
  coupon: CouponRule,
  subtotalCents: Cents,
  now: Date,
  customerUses = 0,
): CouponCheck {
  const offered = isCouponOffered(coupon, now);
  if (!offered.ok) return offered;
  if (coupon.maxUsesPerCustomer !== null && customerUses >= coupon.maxUsesPerCustomer)
    return { ok: false, reason: 'used_by_you' };
  if (subtotalCents < coupon.minSubtotalCents) return { ok: false, reason: 'min_subtotal' };
  return { ok: true, percent: coupon.percentOff };
}

/**
 * Whether the shop may show a coupon at all, whoever looks: active, inside its window and not
 * used up. An expired or inactive coupon is never advertised, not even on a cart that holds it.
 */
export function isCouponOffered(coupon: CouponRule, now: Date): CouponCheck {
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.validFrom && now < coupon.validFrom) return { ok: false, reason: 'not_started' };
  if (coupon.validUntil && now > coupon.validUntil) return { ok: false, reason: 'expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { ok: false, reason: 'used_up' };
  return { ok: true, percent: coupon.percentOff };
}
