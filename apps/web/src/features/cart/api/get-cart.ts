import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { apiRequest } from '../../../lib/api-client';
import { keepAcrossLanguageSwitch, queryRoots } from '../../../lib/query-keys';
import { getSession, useSession } from '../../../lib/session';
import type { Cart, CartLine, CartMeta } from './types';

const EMPTY_META: CartMeta = {
  count: 0,
  subtotal: 0,
  discount: 0,
  goods: 0,
  coupon: null,
  country_id: null,
  price_changed: false,
};

/** GET /api/card: the lines with their current prices and the cart's figures (meta). */
export async function getCart(signal?: AbortSignal): Promise<Cart> {
  const envelope = await apiRequest<CartLine[]>('/card', { signal });
  return { lines: envelope.data ?? [], meta: { ...EMPTY_META, ...(envelope.meta as Partial<CartMeta>) } };
}

export const getCartQueryOptions = () =>
  queryOptions({
    // Per user too: the top bar keeps this query across a sign-out and another sign-in in one tab.
    queryKey: [...queryRoots.cart, 'lines', currentLang(), getSession()?.userId ?? 0],
    queryFn: ({ signal }) => getCart(signal),
    staleTime: 30_000,
  });

/** The cart of the signed-in user (the top bar reads its count; /cart shows it all). */
export function useCart() {
  const session = useSession();
  const options = getCartQueryOptions();
  // A language switch keeps /cart and /payment on screen, with what was typed or chosen.
  return useQuery({
    ...options,
    enabled: session !== null,
    placeholderData: keepAcrossLanguageSwitch(options.queryKey),
  });
}
