import { isLang } from '@shop/shared/i18n';

/**
 * Query-key roots that more than one feature touches: adding to the cart (catalogue), paying
 * (checkout) and the top bar all refresh the cart; paying refreshes orders and invoices.
 * Features never import each other, so they meet here.
 */
export const queryRoots = {
  cart: ['cart'],
  orders: ['orders'],
  invoices: ['invoices'],
  /** The account's credit terms and open balance (paying on account changes them). */
  credit: ['credit'],
  addresses: ['addresses'],
  countries: ['countries'],
} as const;

/**
 * `placeholderData` for a query whose key holds the page's language: after a language switch
 * the data of the same key in the previous language stays on screen until the new one comes,
 * so the page is not swapped for its skeleton and loses nothing typed or chosen. A key that
 * differs in anything else (another user, another list) shows no placeholder.
 */
export function keepAcrossLanguageSwitch<T>(queryKey: readonly unknown[]) {
  return (previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const before = previousQuery?.queryKey;
    if (!before || before.length !== queryKey.length) return undefined;
    const sameButLanguage = queryKey.every(
      (part, index) => part === before[index] || (isLang(part) && isLang(before[index])),
    );
    return sameButLanguage ? previous : undefined;
  };
}
