/* Checkout rules shared by the API (authoritative) and the storefront: delivery, VAT, coupons, totals. */
export * from './coupon';
export * from './reverse-charge';
export * from './shipping';
export * from './totals';
export * from './vat';
