/** Answers of the cart API, inferred from the shared schemas the API is tested against. */
export type { Cart, CartFile, CartLine, CartMeta, CartOption, Coupon } from '@shop/shared/api/cart';
