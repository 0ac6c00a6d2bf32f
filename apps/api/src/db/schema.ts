/** Every table, collected for drizzle's relational queries and drizzle-kit. */
export * from '../modules/accounts/table';
export * from '../modules/addresses/table';
export * from '../modules/audit/table';
export * from '../modules/cart/table';
export * from '../modules/catalog/table';
export * from '../modules/content/table';
export * from '../modules/coupons/table';
export * from '../modules/invoices/table';
export * from '../modules/orders/table';
export * from '../modules/payments/table';
export * from '../modules/shipping/table';
export * from '../modules/tax/table';
export * from '../modules/uploads/table';
