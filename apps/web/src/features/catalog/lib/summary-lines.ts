import type { PricingProduct } from '@shop/shared/pricing';
import { chosenBranches, optionCharges } from '@shop/shared/pricing/option-charges';
import type { Product, ProductOption } from '../api/types';

/** One chosen option of the summary: a top choice with its chosen sub-options, named once. */
export type SummaryChoice = {
  id: number;
  section: string;
  /** The names from the top choice down ("Eyelets", "Every 25 cm", "Brass"). */
  path: string[];
  /** What the choice adds to the line before quantity discounts, cents. */
  addsCents: number;
  /** True when part of it is a percentage of the base price (shown as such). */
  fixedCents: number;
};

function indexOptions(product: Product) {
  const index = new Map<number, { option: ProductOption; section: string }>();
  const walk = (options: ProductOption[], section: string) => {
    for (const option of options) {
      index.set(option.id, { option, section });
      walk(option.childrens, section);
    }
  };
  for (const section of product.sections) walk(section.options, section.name);
  return index;
}

/**
 * The summary's option lines: each top choice once with its chosen sub-options as a path,
 * and what it adds (per-item charges × quantity + one-off charges), computed with the shared
 * pricing rules, so the lines add up to what the server charges before discounts.
 */
export function summaryChoices(
  product: Product,
  pricing: PricingProduct,
  optionIds: readonly number[],
  size: { width: number | null; height: number | null },
  quantity: number,
): SummaryChoice[] {
  const index = indexOptions(product);
  const byId = new Map(pricing.options.map((o) => [o.id, o]));
  const chosen = optionIds.flatMap((id) => byId.get(id) ?? []);
  const charges = new Map(optionCharges(pricing, chosen, size).map((c) => [c.optionId, c]));
  const count = Number.isFinite(quantity) && quantity > 0 ? quantity : 0;
  return chosenBranches(chosen).map((branch) => {
    let perItem = 0;
    let fixed = 0;
    for (const id of branch.optionIds) {
      perItem += charges.get(id)?.perItemCents ?? 0;
      fixed += charges.get(id)?.fixedCents ?? 0;
    }
    return {
      id: branch.topId,
      section: index.get(branch.topId)?.section ?? '',
      path: branch.optionIds.map((id) => index.get(id)?.option.name ?? ''),
      addsCents: perItem * count + fixed,
      fixedCents: fixed,
    };
  });
}

/** The working days an option saves, by id (express production), for the delivery estimate. */
export function productionSavings(product: Product, optionIds: readonly number[]) {
  const index = indexOptions(product);
  return optionIds.map((id) => ({ productionDaysSaved: index.get(id)?.option.production_days_saved ?? 0 }));
}
