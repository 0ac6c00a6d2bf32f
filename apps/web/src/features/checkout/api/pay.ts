import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from '../../../lib/query-keys';

/**
 * After the cart's payment answered (components/payment/payment-form.tsx sends it). Paid: the
 * cart (now empty), orders and invoices are read again; the delivery quote is only marked
 * stale, as asking for it with an empty cart would be refused. Not awaited, so a paid customer
 * is on their orders page at once. Anything else (declined, re-priced, to the bank): the cart
 * and its quote show the current prices.
 */
export function afterPaymentAnswer(queryClient: QueryClient, paid: boolean) {
  if (!paid) {
    void queryClient.invalidateQueries({ queryKey: queryRoots.cart });
    return;
  }
  void queryClient.invalidateQueries({ queryKey: [...queryRoots.cart, 'shipping'], refetchType: 'none' });
  for (const queryKey of [
    [...queryRoots.cart, 'lines'],
    queryRoots.orders,
    queryRoots.invoices,
    queryRoots.credit,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
