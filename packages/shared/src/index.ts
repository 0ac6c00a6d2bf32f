/*
 * Pure rules and types. zod schemas live in './schemas' (import '@shop/shared/schemas')
 * so that the storefront's first load does not carry zod.
 */
export * from './artwork';
export * from './business';
export * from './catalog';
export * from './errors';
export * from './i18n';
export * from './money';
export * from './order-status';
export * from './proofs';
export * from './search-text';
export * from './shipping-regions';
