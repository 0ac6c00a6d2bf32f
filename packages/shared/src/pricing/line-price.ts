import { percentOf } from '../money';
import { areaCm2, areaM2, perSquareMetreCents } from './area';
import { panelLayout } from './panels';
import { discountPercentFor } from './quantity-breaks';
import { divideRounded } from './rounding';
import type { LineQuote, LineSelection, PricingOption, PricingProduct } from './types';
import { checkLine, isSized, sizeLimits } from './validate';

/** Basis points in 100 %. */
const BASIS_POINTS = 10_000;

/**
 * Prices one configured line (docs/product.md#pricing). Amounts are integer cents, VAT
 * excluded, each fractional step rounded half away from zero:
 * - base: per m² of the finished size (width × height) or per item;
 * - options: per m² and per item add to each item, percent adds basis points of the item's
 *   base price, fixed adds once to the line;
 * - quantity breaks discount the items (not the fixed charges);
 * - the line never costs less than the product's minimum charge.
 * The options must already be valid for the product (see `checkLine`).
 */
export function priceLine(
  product: PricingProduct,
  options: readonly PricingOption[],
  selection: LineSelection,
): LineQuote {
  const sized = isSized(product);
  const width = sized ? (selection.width ?? 0) : 0;
  const height = sized ? (selection.height ?? 0) : 0;
  const area = sized ? areaCm2(width, height) : 0;
  const quantity = selection.quantity;

  const baseItemCents =
    product.pricingMode === 'per_m2'
      ? perSquareMetreCents(product.basePriceCents, area)
      : product.basePriceCents;

  let optionsPerItemCents = 0;
  let fixedCents = 0;
  for (const option of options) {
    switch (option.priceMode) {
      case 'per_m2':
        optionsPerItemCents += perSquareMetreCents(option.priceAmount, area);
        break;
      case 'per_item':
        optionsPerItemCents += option.priceAmount;
        break;
      case 'percent':
        optionsPerItemCents += divideRounded(baseItemCents * option.priceAmount, BASIS_POINTS);
        break;
      case 'fixed':
        fixedCents += option.priceAmount;
        break;
    }
  }

  // An option may lower the price (a negative amount), never below zero.
  const unitCents = Math.max(0, baseItemCents + optionsPerItemCents);
  const itemsCents = unitCents * quantity;
  const discountPercent = discountPercentFor(product.quantityBreaks, quantity);
  const discountCents = percentOf(itemsCents, discountPercent);
  const subtotalCents = Math.max(0, itemsCents - discountCents + fixedCents);
  const minChargeApplied = subtotalCents < product.minChargeCents;
  const totalCents = minChargeApplied ? product.minChargeCents : subtotalCents;

  const limits = sizeLimits(product);
  const panels =
    sized && product.weldable ? panelLayout(width, height, limits.maxWidth, limits.maxHeight) : null;

  return {
    areaM2: sized ? areaM2(width, height) : 0,
    baseItemCents,
    optionsPerItemCents,
    unitCents,
    fixedCents,
    quantity,
    itemsCents,
    discountPercent,
    discountCents,
    subtotalCents,
    minChargeApplied,
    totalCents,
    panels,
  };
}

/** Validates, then prices: `{ ok: false, issues }` or `{ ok: true, quote, options }`. */
export function quoteLine(product: PricingProduct, selection: LineSelection) {
  const { options, issues } = checkLine(product, selection);
  if (issues.length > 0) return { ok: false as const, issues };
  return { ok: true as const, options, quote: priceLine(product, options, selection) };
}
