import type { QuantityBreak } from '../catalog';

/** The discount of the highest break the quantity reaches (0 when none applies). */
export function discountPercentFor(breaks: readonly QuantityBreak[], quantity: number): number {
  let best: QuantityBreak | null = null;
  for (const tier of breaks) {
    if (quantity >= tier.minQuantity && (!best || tier.minQuantity > best.minQuantity)) best = tier;
  }
  return best ? Math.min(100, Math.max(0, best.discountPercent)) : 0;
}
