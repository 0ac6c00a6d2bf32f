/** owner_type of docs/product.md#entities-and-legacy-names: 1 services, 2 products. */
export const OWNER_TYPE = { services: 1, products: 2 } as const;
export type OwnerType = 1 | 2;

/** How a product's base price is counted. */
export const PRICING_MODES = ['per_m2', 'per_item'] as const;
export type PricingMode = (typeof PRICING_MODES)[number];

/** How an option changes the price: per m², per item, once per line, or a percentage of the base. */
export const OPTION_PRICE_MODES = ['per_m2', 'per_item', 'fixed', 'percent'] as const;
export type OptionPriceMode = (typeof OPTION_PRICE_MODES)[number];

export type QuantityBreak = { minQuantity: number; discountPercent: number };

/** Address types of docs/product.md#entities-and-legacy-names. */
export const ADDRESS_TYPE = { home: 1, work: 2 } as const;

/** Maximum design files per request (docs/product.md#uploads). */
export const MAX_UPLOAD_FILES = 10;
