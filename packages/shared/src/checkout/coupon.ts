import type { Cents } from '../money';

/** A coupon as staff define it (decisions.md "Coupons"). */
export type CouponRule = {
  percentOff: number;
  active: boolean;
  validFrom: Date | null;
  validUntil: Date | null;
  usageLimit: number | null;
  usedCount: number;
  minSubtotalCents: Cents;
};

export type CouponRejection = 'inactive' | 'not_started' | 'expired' | 'used_up' | 'min_subtotal';

export type CouponCheck = { ok: true; percent: number } | { ok: false; reason: CouponRejection };

/**
 * Whether a coupon applies now to a cart whose goods (before discount, ex VAT) come to
 * `subtotalCents`: active, inside its window (both ends included), under its usage limit,
 * and at or above its minimum subtotal.
 */
export function checkCoupon(coupon: CouponRule, subtotalCents: Cents, now: Date): CouponCheck {
  if (!coupon.active) return { ok: false, reason: 'inactive' };
  if (coupon.validFrom && now < coupon.validFrom) return { ok: false, reason: 'not_started' };
  if (coupon.validUntil && now > coupon.validUntil) return { ok: false, reason: 'expired' };
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit)
    return { ok: false, reason: 'used_up' };
  if (subtotalCents < coupon.minSubtotalCents) return { ok: false, reason: 'min_subtotal' };
  return { ok: true, percent: coupon.percentOff };
}
