import type { Brand } from '@shop/shared/api/brand';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';

/** GET /api/users/{id}/brand (inferred from the shared schema the API is tested against). */
export type { Brand } from '@shop/shared/api/brand';

export type BrandInput = {
  brand_name: string;
  street: string;
  postcode: string;
  city: string;
  province: string;
  country: string;
  phone: string;
  email: string;
};

const brandKey = (userId: number) => ['brand', userId] as const;

export const getBrandQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...brandKey(userId), currentLang()],
    queryFn: ({ signal }) => api<Brand | null>(`/users/${userId}/brand`, { signal }),
  });

export const useBrand = (userId: number) => useQuery(getBrandQueryOptions(userId));

/** PUT /api/users/{id}/brand. */
export function useSaveBrand(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BrandInput) => apiRequest<Brand>(`/users/${userId}/brand`, { method: 'PUT', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKey(userId) }),
  });
}

/** PUT /api/users/{id}/brand/logo (multipart `logo`): checked and re-encoded by the server. */
export function useUploadBrandLogo(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('logo', file);
      return apiRequest<Brand>(`/users/${userId}/brand/logo`, { method: 'PUT', body });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: brandKey(userId) }),
  });
}
