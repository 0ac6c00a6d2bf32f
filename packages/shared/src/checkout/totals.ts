import { type Cents, percentOf } from '../money';
import type { VatRegion } from '../shipping-regions';
import { quoteShipping, type ShippingLine, type ShippingQuote, type ShippingRate } from './shipping';
import { vatOn, vatRateFor } from './vat';

export type TotalsLine = ShippingLine & { totalCents: Cents };

export type CartTotals = {
  subtotalCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  /** Goods after discount: what free delivery and VAT are counted on. */
  goodsCents: Cents;
  shipping: ShippingQuote;
  vatRateBasisPoints: number;
  vatCents: Cents;
  totalCents: Cents;
};

/**
 * The whole bill of a cart, VAT excluded line prices in, amount to charge out:
 * subtotal − coupon discount = goods; + delivery; + VAT on goods and delivery.
 * Without a quote (rest of world) `shipping.available` is false and nothing can be paid.
 */
export function cartTotals(input: {
  lines: readonly TotalsLine[];
  couponPercent: number | null;
  rate: ShippingRate;
  vatRegion: VatRegion;
  /** The rate of a VAT decision (reverse charge), instead of the destination's usual rate. */
  vatRateBasisPoints?: number;
}): CartTotals {
  const subtotalCents = input.lines.reduce((sum, line) => sum + line.totalCents, 0);
  const discountPercent = input.couponPercent ?? 0;
  const discountCents = percentOf(subtotalCents, discountPercent);
  const goodsCents = subtotalCents - discountCents;
  const shipping = quoteShipping(input.rate, input.lines, goodsCents);
  const shippingCents = shipping.available ? shipping.shippingCents : 0;
  const vatRateBasisPoints = input.vatRateBasisPoints ?? vatRateFor(input.vatRegion);
  const vatCents = vatOn(goodsCents + shippingCents, vatRateBasisPoints);
  return {
    subtotalCents,
    discountPercent,
    discountCents,
    goodsCents,
    shipping,
    vatRateBasisPoints,
    vatCents,
    totalCents: goodsCents + shippingCents + vatCents,
  };
}
