import type { Cents } from '../money';
import type { ShippingRegion } from '../shipping-regions';

/** A side over this many centimetres makes a parcel "large" (docs/product.md#shipping). */
export const LARGE_SIDE_CM = 150;

/** One region's price list, as staff keep it in `shipping_rates`. */
export type ShippingRate = {
  region: ShippingRegion;
  /** False for "rest of world": no quote, the customer is asked to contact us. */
  quoteAvailable: boolean;
  standardCents: Cents | null;
  largeCents: Cents | null;
  /** Free delivery when the goods after discount exceed this (ex VAT); null: never free. */
  freeOverCents: Cents | null;
  /** For goods of categories excluded from free delivery, per started kilogram. */
  perKgCents: Cents;
};

/** What delivery needs to know about one cart line. */
export type ShippingLine = {
  quantity: number;
  widthCm: number | null;
  heightCm: number | null;
  /** The product always ships at the large rate (frames, flags…). */
  largeProduct: boolean;
  /** Its category is excluded from free delivery and charged by weight. */
  excludedFromFree: boolean;
  /** Per item, for goods charged by weight. */
  weightGrams: number;
};

export type ShippingQuote =
  | { available: false }
  | {
      available: true;
      shippingCents: Cents;
      /** The parcel rate (standard or large), before free delivery. */
      baseCents: Cents;
      /** The by-weight part for excluded goods. */
      weightCents: Cents;
      free: boolean;
      large: boolean;
      byWeight: boolean;
      /** Started kilograms of the excluded goods. */
      weightKg: number;
      /** Null when this region never ships free or an excluded line rules it out. */
      freeThresholdCents: Cents | null;
      /** How much more goods (ex VAT, after discount) make delivery free; null when not applicable. */
      remainingForFreeCents: Cents | null;
      /** True when the threshold exists but an excluded category keeps delivery paid. */
      freeBlockedByCategory: boolean;
    };

export function isLargeLine(line: ShippingLine): boolean {
  return line.largeProduct || (line.widthCm ?? 0) > LARGE_SIDE_CM || (line.heightCm ?? 0) > LARGE_SIDE_CM;
}

/**
 * Delivery for a cart (docs/product.md#shipping): the region's standard or large parcel rate
 * (large when any line is), free when the goods after discount exceed the region's
 * threshold and no line is of an excluded category; goods of excluded categories add a
 * charge per started kilogram and never ship free. Rest of world has no quote.
 */
export function quoteShipping(
  rate: ShippingRate,
  lines: readonly ShippingLine[],
  goodsCents: Cents,
): ShippingQuote {
  if (!rate.quoteAvailable || rate.standardCents === null) return { available: false };
  const large = lines.some(isLargeLine);
  const excluded = lines.filter((line) => line.excludedFromFree);
  const grams = excluded.reduce((sum, line) => sum + line.weightGrams * line.quantity, 0);
  const weightKg = Math.ceil(grams / 1000);
  const weightCents = weightKg * rate.perKgCents;
  const baseCents = large ? (rate.largeCents ?? rate.standardCents) : rate.standardCents;

  const threshold = rate.freeOverCents;
  const blocked = threshold !== null && excluded.length > 0;
  const free = threshold !== null && !blocked && goodsCents > threshold;
  const remaining = threshold !== null && !blocked && !free ? threshold - goodsCents + 1 : null;

  return {
    available: true,
    shippingCents: free ? 0 : baseCents + weightCents,
    baseCents,
    weightCents,
    free,
    large,
    byWeight: excluded.length > 0,
    weightKg,
    freeThresholdCents: blocked ? null : threshold,
    remainingForFreeCents: remaining,
    freeBlockedByCategory: blocked,
  };
}
