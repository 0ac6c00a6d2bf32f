import type {
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointWithSecret,
  WebhookEventType,
} from '@shop/shared/api/webhooks';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';

/** /api/webhooks: a trade account's endpoints and their delivery log (docs/webhooks.md). */
const webhooksKey = ['webhooks'] as const;

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...webhooksKey, 'list', currentLang()],
    queryFn: ({ signal }) => api<WebhookEndpoint[]>('/webhooks', { signal }),
  });

export const useWebhooks = (enabled: boolean) => useQuery({ ...webhooksQueryOptions(), enabled });

export const useDeliveries = (endpointId: number, page: number) =>
  useQuery({
    queryKey: [...webhooksKey, 'deliveries', endpointId, page, currentLang()],
    queryFn: ({ signal }) =>
      api<WebhookDeliveryPage>(`/webhooks/${endpointId}/deliveries`, {
        signal,
        query: { page, per_page: 10 },
      }),
    // A delivery's state moves by itself (retries): the open log looks again now and then.
    refetchInterval: 5000,
  });

function useWebhookMutation<Input, Output>(
  call: (input: Input) => Promise<{ message?: string; data?: Output }>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: webhooksKey }),
  });
}

export const useCreateWebhook = () =>
  useWebhookMutation((body: { url: string; events: WebhookEventType[] }) =>
    apiRequest<WebhookEndpointWithSecret>('/webhooks', { method: 'POST', body }),
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(({ id, ...body }: { id: number; enabled?: boolean; events?: WebhookEventType[] }) =>
    apiRequest<WebhookEndpoint>(`/webhooks/${id}`, { method: 'PATCH', body }),
  );

export const useRotateSecret = () =>
  useWebhookMutation((id: number) =>
    apiRequest<WebhookEndpointWithSecret>(`/webhooks/${id}/rotate-secret`, { method: 'POST' }),
  );

/**
 * The deleted endpoint leaves the list at once, so its open delivery log unmounts before it
 * could ask again for deliveries that are gone (a 404).
 */
export function useDeleteWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<never>(`/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: (_answer, id) => {
      queryClient.setQueriesData<WebhookEndpoint[]>({ queryKey: [...webhooksKey, 'list'] }, (list) =>
        list?.filter((endpoint) => endpoint.id !== id),
      );
      queryClient.removeQueries({ queryKey: [...webhooksKey, 'deliveries', id] });
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: [...webhooksKey, 'list'] }),
  });
}

export const useReplayDelivery = () =>
  useWebhookMutation(({ endpointId, deliveryId }: { endpointId: number; deliveryId: number }) =>
    apiRequest<never>(`/webhooks/${endpointId}/deliveries/${deliveryId}/replay`, { method: 'POST' }),
  );
