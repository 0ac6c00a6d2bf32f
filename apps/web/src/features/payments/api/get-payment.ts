import { type Query, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { ApiError, api } from '../../../lib/api-client';
import { nextPoll } from '../../../lib/payment/poll';
import type { PaymentStatus } from '../../../lib/payment/types';

/** GET /api/payments/{id} (the owner's only; another's is 404): its state and, once paid, its order. */
export const getPayment = (id: number, signal?: AbortSignal) =>
  api<{ payment: PaymentStatus }>(`/payments/${id}`, { signal }).then((data) => data.payment);

const asked = (state: Query<PaymentStatus, Error>['state'] | undefined) =>
  (state?.dataUpdateCount ?? 0) + (state?.errorUpdateCount ?? 0);

/**
 * The payment, asked again with a growing wait until its state is final or the page has asked
 * enough (lib/payment/poll.ts). `round` restarts the count when the customer asks to look again;
 * `stillPending` says the page stopped asking with the payment unconfirmed.
 */
export function usePayment(id: number | null, round = 0) {
  const queryClient = useQueryClient();
  const queryKey = ['payments', id, round, currentLang()];
  const query = useQuery({
    queryKey,
    queryFn: ({ signal }) => getPayment(id as number, signal),
    enabled: id !== null,
    // A missing payment stays missing; a network fault is asked again by the polling itself.
    retry: false,
    refetchInterval: (q) => {
      const { data, error } = q.state;
      // Not found, not signed in: asking again would answer the same.
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
      return nextPoll(data?.state, asked(q.state));
    },
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
  });
  const state = queryClient.getQueryState<PaymentStatus, Error>(queryKey);
  const stillPending =
    query.data?.state === 'pending' && !query.isFetching && nextPoll('pending', asked(state)) === false;
  return { query, stillPending };
}
