import { priceLine } from './line-price';
import type { LineSelection, PricingOption, PricingProduct } from './types';

export type QuantityBreakRow = {
  /** The first quantity of the tier. */
  fromQuantity: number;
  /** The last quantity of the tier; null for the open-ended last tier. */
  toQuantity: number | null;
  discountPercent: number;
  /** One item of the current configuration at this tier, discount applied, VAT excluded. */
  unitCents: number;
  /** What one item saves against the first tier's price, in whole percent. */
  savingPercent: number;
};

/**
 * The quantity breaks of a product as a price table for the current configuration: one row
 * per tier the product's quantity range reaches, each priced with `priceLine` at the tier's
 * first quantity (so the table always agrees with the price the customer will pay).
 * Fixed charges are left out: they do not depend on the quantity.
 */
export function quantityBreakTable(
  product: PricingProduct,
  options: readonly PricingOption[],
  selection: Omit<LineSelection, 'quantity'>,
): QuantityBreakRow[] {
  const starts = new Set<number>([product.minQuantity]);
  for (const tier of product.quantityBreaks) {
    if (tier.minQuantity > product.minQuantity && tier.minQuantity <= product.maxQuantity) {
      starts.add(tier.minQuantity);
    }
  }
  const sorted = [...starts].sort((a, b) => a - b);
  const rows = sorted.map((fromQuantity, index) => {
    const quote = priceLine(product, options, { ...selection, quantity: fromQuantity });
    const next = sorted[index + 1];
    return {
      fromQuantity,
      toQuantity: next === undefined ? (product.maxQuantity > fromQuantity ? null : fromQuantity) : next - 1,
      discountPercent: quote.discountPercent,
      unitCents: Math.round((quote.itemsCents - quote.discountCents) / fromQuantity),
      savingPercent: 0,
    };
  });
  const first = rows[0]?.unitCents ?? 0;
  for (const row of rows) {
    row.savingPercent = first > 0 ? Math.round(((first - row.unitCents) / first) * 100) : 0;
  }
  return rows;
}
