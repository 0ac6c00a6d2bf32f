/**
 * Query-key roots that more than one feature touches: adding to the cart (catalogue), paying
 * (checkout) and the top bar all refresh the cart; paying refreshes orders and invoices.
 * Features never import each other, so they meet here.
 */
export const queryRoots = {
  cart: ['cart'],
  orders: ['orders'],
  invoices: ['invoices'],
  addresses: ['addresses'],
  countries: ['countries'],
} as const;
