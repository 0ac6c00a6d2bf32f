import type { OptionPriceMode, PricingMode, QuantityBreak } from '../catalog';

/** What the pricing rules need to know about a product (a subset of the catalogue row). */
export type PricingProduct = {
  pricingMode: PricingMode;
  /** Per m² or per item, by pricingMode; cents, VAT excluded. */
  basePriceCents: number;
  minChargeCents: number;
  quantityBreaks: readonly QuantityBreak[];
  /** Sizes in cm; null for goods sold per item without a size. */
  minWidth: number | null;
  maxWidth: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  weldable: boolean;
  minQuantity: number;
  maxQuantity: number;
  sections: readonly PricingSection[];
  options: readonly PricingOption[];
};

export type PricingSection = { id: number; required: boolean };

export type PricingOption = {
  id: number;
  sectionId: number;
  parentId: number | null;
  priceMode: OptionPriceMode;
  /** Cents for per_m2 / per_item / fixed; basis points (1/100 %) for percent. */
  priceAmount: number;
};

/** What the customer chose. Width and height in cm (ignored for goods without a size). */
export type LineSelection = {
  optionIds: readonly number[];
  width?: number | null;
  height?: number | null;
  quantity: number;
};

export type Panel = { width: number; height: number };

export type PanelLayout = {
  columns: number;
  rows: number;
  /** Each piece to print, left to right then top to bottom, in cm. */
  panels: Panel[];
  overlapCm: number;
};

export type LineQuote = {
  /** Finished area of one item in m² (0 for goods without a size). */
  areaM2: number;
  /** Base price of one item, before options. */
  baseItemCents: number;
  /** Options charged per item (per m², per item, percentage). */
  optionsPerItemCents: number;
  /** One item with its options, before quantity discounts. */
  unitCents: number;
  /** Options charged once per line. */
  fixedCents: number;
  quantity: number;
  /** unitCents × quantity. */
  itemsCents: number;
  discountPercent: number;
  discountCents: number;
  /** itemsCents − discountCents + fixedCents. */
  subtotalCents: number;
  minChargeApplied: boolean;
  /** What the line costs, VAT excluded. */
  totalCents: number;
  /** Present when the size is above the product's maximum and it is welded from panels. */
  panels: PanelLayout | null;
};
