/* Pricing, size, option and delivery rules shared by the API (authoritative) and the storefront. */
export * from './area';
export * from './delivered-by';
export * from './delivery';
export * from './line-price';
export * from './option-charges';
export * from './panels';
export * from './preset-sizes';
export * from './quantity-break-table';
export * from './quantity-breaks';
export * from './rounding';
export * from './types';
export * from './validate';
