import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api } from '../../../lib/api-client';
import { keepAcrossLanguageSwitch, queryRoots } from '../../../lib/query-keys';
import type { OrderList, OrderSummary } from './types';

/** GET /api/product/orders?status=1 (current) or 2 (finished). */
export const getProductOrders = (list: OrderList, signal?: AbortSignal) =>
  api<OrderSummary[]>('/product/orders', { query: { status: list }, signal });

export const getProductOrdersQueryOptions = (list: OrderList) =>
  queryOptions({
    queryKey: [...queryRoots.orders, 'products', list, currentLang()],
    queryFn: ({ signal }) => getProductOrders(list, signal),
  });

/** A language switch keeps the list on screen (and an open "Order again" result with it). */
export function useProductOrders(list: OrderList) {
  const options = getProductOrdersQueryOptions(list);
  return useQuery({ ...options, placeholderData: keepAcrossLanguageSwitch(options.queryKey) });
}
