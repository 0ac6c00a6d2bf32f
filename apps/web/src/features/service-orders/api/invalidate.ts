import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';

/**
 * After a send or a payment, every order list (and tracking) is read again, except the order
 * on screen: refetching it would swap the page for its next status before the success message
 * and the spec's pause are over. It is read afresh when next opened (staleTime 0).
 */
export function invalidateOrdersExcept(
  queryClient: QueryClient,
  orderId: number | null,
  extra: readonly (readonly string[])[] = [],
) {
  void queryClient.invalidateQueries({
    queryKey: queryRoots.orders,
    predicate: (query) => !(query.queryKey[1] === 'service' && query.queryKey[2] === orderId),
  });
  for (const queryKey of extra) void queryClient.invalidateQueries({ queryKey });
}
