import { WELD_MAX_SIDE_CM } from './panels';
import type { LineSelection, PricingOption, PricingProduct } from './types';

/**
 * A reason a configuration cannot be priced. The server turns each into a translated 4xx
 * message; the browser shows the same rule as a hint before asking.
 */
export type ConfigurationIssue =
  | { code: 'size_required' }
  | {
      code: 'size_out_of_range';
      minWidth: number;
      maxWidth: number;
      minHeight: number;
      maxHeight: number;
      /** True when the size is only too large and the product cannot be welded. */
      tooLargeNotWeldable: boolean;
    }
  | { code: 'size_above_weld_limit'; maxSide: number }
  | { code: 'quantity_out_of_range'; minQuantity: number; maxQuantity: number }
  | { code: 'option_foreign'; optionId: number }
  | { code: 'option_orphan'; optionId: number; parentId: number }
  | { code: 'option_conflict'; sectionId: number; optionIds: [number, number] }
  | { code: 'option_required'; sectionId: number };

/** Sold by size (width × height) rather than as a fixed item. */
export function isSized(product: PricingProduct): boolean {
  return (
    product.pricingMode === 'per_m2' ||
    product.minWidth !== null ||
    product.maxWidth !== null ||
    product.minHeight !== null ||
    product.maxHeight !== null
  );
}

/** The size limits with sensible fallbacks for a per-m² product stored without them. */
export function sizeLimits(product: PricingProduct) {
  return {
    minWidth: product.minWidth ?? 1,
    maxWidth: product.maxWidth ?? WELD_MAX_SIDE_CM,
    minHeight: product.minHeight ?? 1,
    maxHeight: product.maxHeight ?? WELD_MAX_SIDE_CM,
  };
}

export function checkSize(product: PricingProduct, width?: number | null, height?: number | null) {
  if (!isSized(product)) return null;
  if (width == null || height == null || !Number.isFinite(width) || !Number.isFinite(height)) {
    return { code: 'size_required' } as const satisfies ConfigurationIssue;
  }
  const limits = sizeLimits(product);
  const tooSmall = width < limits.minWidth || height < limits.minHeight;
  const tooLarge = width > limits.maxWidth || height > limits.maxHeight;
  if (tooSmall || (tooLarge && !product.weldable)) {
    return {
      code: 'size_out_of_range',
      ...limits,
      tooLargeNotWeldable: !tooSmall,
    } as const satisfies ConfigurationIssue;
  }
  if (tooLarge && (width > WELD_MAX_SIDE_CM || height > WELD_MAX_SIDE_CM)) {
    return { code: 'size_above_weld_limit', maxSide: WELD_MAX_SIDE_CM } as const satisfies ConfigurationIssue;
  }
  return null;
}

export function checkQuantity(product: PricingProduct, quantity: number): ConfigurationIssue | null {
  if (!Number.isInteger(quantity) || quantity < product.minQuantity || quantity > product.maxQuantity) {
    return {
      code: 'quantity_out_of_range',
      minQuantity: product.minQuantity,
      maxQuantity: product.maxQuantity,
    };
  }
  return null;
}

/**
 * Options must belong to the product and a child needs its parent. A required section takes
 * exactly one top-level choice (radio buttons); an optional section's top-level options are
 * independent extras (check boxes, any number); the children of one option are one choice.
 * Returns the chosen options (duplicates removed) and the issues found.
 */
export function checkOptions(
  product: PricingProduct,
  optionIds: readonly number[],
): { options: PricingOption[]; issues: ConfigurationIssue[] } {
  const byId = new Map(product.options.map((o) => [o.id, o]));
  const issues: ConfigurationIssue[] = [];
  const chosen = new Map<number, PricingOption>();
  for (const id of optionIds) {
    const option = byId.get(id);
    if (!option) issues.push({ code: 'option_foreign', optionId: id });
    else chosen.set(id, option);
  }
  const required = new Set(product.sections.filter((s) => s.required).map((s) => s.id));
  const groups = new Map<string, number>();
  for (const option of chosen.values()) {
    if (option.parentId !== null && !chosen.has(option.parentId)) {
      issues.push({ code: 'option_orphan', optionId: option.id, parentId: option.parentId });
    }
    const group = `${option.sectionId}:${option.parentId ?? 'top'}`;
    const other = groups.get(group);
    const extras = option.parentId === null && !required.has(option.sectionId);
    if (other !== undefined && !extras) {
      issues.push({ code: 'option_conflict', sectionId: option.sectionId, optionIds: [other, option.id] });
    } else if (other === undefined) {
      groups.set(group, option.id);
    }
  }
  for (const section of product.sections) {
    if (required.has(section.id) && !groups.has(`${section.id}:top`)) {
      const hasOptions = product.options.some((o) => o.sectionId === section.id);
      if (hasOptions) issues.push({ code: 'option_required', sectionId: section.id });
    }
  }
  return { options: [...chosen.values()], issues };
}

/** Every issue of a configuration, size first, then quantity, then options. */
export function checkLine(product: PricingProduct, selection: LineSelection) {
  const issues: ConfigurationIssue[] = [];
  const size = checkSize(product, selection.width, selection.height);
  if (size) issues.push(size);
  const quantity = checkQuantity(product, selection.quantity);
  if (quantity) issues.push(quantity);
  const options = checkOptions(product, selection.optionIds);
  issues.push(...options.issues);
  return { options: options.options, issues };
}

/** Clamps a typed quantity into the product's range (the storefront's behaviour on blur). */
export function clampQuantity(product: Pick<PricingProduct, 'minQuantity' | 'maxQuantity'>, value: number) {
  if (!Number.isFinite(value)) return product.minQuantity;
  return Math.min(product.maxQuantity, Math.max(product.minQuantity, Math.round(value)));
}
