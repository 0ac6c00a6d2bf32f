import { areaCm2, perSquareMetreCents } from './area';
import { divideRounded } from './rounding';
import type { LineSelection, PricingOption, PricingProduct } from './types';
import { isSized } from './validate';

export type OptionCharge = {
  optionId: number;
  /** Added to each item, cents (per m², per item or percentage of the base). */
  perItemCents: number;
  /** Added once to the line, cents. */
  fixedCents: number;
};

/**
 * What each chosen option adds to the price, with the formulas of `priceLine` (their per-item
 * parts add up to its `optionsPerItemCents`), before quantity discounts: the "+€…" shown
 * beside each choice in the summary and on the quote.
 */
export function optionCharges(
  product: PricingProduct,
  options: readonly PricingOption[],
  selection: Pick<LineSelection, 'width' | 'height'>,
): OptionCharge[] {
  const sized = isSized(product);
  const area = sized ? areaCm2(selection.width ?? 0, selection.height ?? 0) : 0;
  const baseItemCents =
    product.pricingMode === 'per_m2'
      ? perSquareMetreCents(product.basePriceCents, area)
      : product.basePriceCents;
  return options.map((option) => {
    // 'fixed' is the default branch: added once to the line.
    switch (option.priceMode) {
      case 'per_m2':
        return {
          optionId: option.id,
          perItemCents: perSquareMetreCents(option.priceAmount, area),
          fixedCents: 0,
        };
      case 'per_item':
        return { optionId: option.id, perItemCents: option.priceAmount, fixedCents: 0 };
      case 'percent':
        return {
          optionId: option.id,
          perItemCents: divideRounded(baseItemCents * option.priceAmount, 10_000),
          fixedCents: 0,
        };
      default:
        return { optionId: option.id, perItemCents: 0, fixedCents: option.priceAmount };
    }
  });
}

/**
 * The chosen options grouped by their top choice: a top option with its chosen sub-options
 * (down to the third level) is one entry, so the summary names each choice once. Ids keep the
 * order of `options` (tree order).
 */
export function chosenBranches(options: readonly PricingOption[]): { topId: number; optionIds: number[] }[] {
  const chosen = new Map(options.map((o) => [o.id, o]));
  const topOf = (option: PricingOption): number => {
    let current = option;
    while (current.parentId !== null) {
      const parent = chosen.get(current.parentId);
      if (!parent) break;
      current = parent;
    }
    return current.id;
  };
  const branches = new Map<number, number[]>();
  for (const option of options) {
    const top = topOf(option);
    const list = branches.get(top) ?? [];
    list.push(option.id);
    branches.set(top, list);
  }
  return [...branches].map(([topId, optionIds]) => ({ topId, optionIds }));
}
