import type { ApiKeyList, ApiScope, CreatedApiKey } from '@shop/shared/api/api-keys';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';

const apiKeysKey = ['api-keys'] as const;

/** GET /api/api-keys: 403 for an account without company details (the section then hides). */
export const getApiKeysQueryOptions = (hasCompany: boolean) =>
  queryOptions({
    queryKey: [...apiKeysKey, hasCompany, currentLang()],
    queryFn: ({ signal }) => api<ApiKeyList>('/api-keys', { signal }),
    retry: false,
  });

export const useApiKeys = (hasCompany: boolean) => useQuery(getApiKeysQueryOptions(hasCompany));

/** POST /api/api-keys: the answer holds the secret, shown once. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; scopes: ApiScope[] }) =>
      apiRequest<CreatedApiKey>('/api-keys', { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

/** DELETE /api/api-keys/{id}: the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest<never>(`/api-keys/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
