/** The public face of the credit module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { creditAccount } from './account';
export { openBalanceOf } from './ledger';
export {
  addDays,
  type OnAccountOrderInput,
  type PlacedOnAccount,
  /**
   * Places a product order paid on account: the one entry point for storefront checkouts and
   * reseller API orders (docs/decisions/053-pay-on-account.md). One transaction, the account's
   * credit row locked FOR UPDATE; 422 in the caller's language without terms, with an overdue
   * invoice, or past the limit; writes the order (status 4), its invoice (due day, IBAN,
   * reference) and the ledger row. Signature kept stable.
   */
  placeOrderOnAccount,
} from './place-order';
export { creditAdminRoutes, creditRoutes } from './routes';
export { setShopIban } from './settings';
export { accountInvoices, bankTransfers, creditTerms, transferAllocations } from './table';
export { creditStanding, creditTermsOf, MAX_CREDIT_DAYS, termsAnswer } from './terms';
