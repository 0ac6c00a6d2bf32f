import type { Company } from '@shop/shared/api/company';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/users/{id}/company (inferred from the shared schema the API is tested against). */
export type { Company } from '@shop/shared/api/company';

export type CompanyInput = {
  company_name: string;
  tax_id: string;
  street: string;
  postcode: string;
  city: string;
  province: string;
  country: string;
};

const companyKey = (userId: number) => ['company', userId] as const;

export const getCompanyQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...companyKey(userId), currentLang()],
    queryFn: ({ signal }) => api<Company | null>(`/users/${userId}/company`, { signal }),
  });

export const useCompany = (userId: number) => useQuery(getCompanyQueryOptions(userId));

/** PUT /api/users/{id}/company; the delivery quotes depend on it (reverse charge), so they are asked again. */
export function useSaveCompany(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CompanyInput) =>
      apiRequest<Company>(`/users/${userId}/company`, { method: 'PUT', body }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: companyKey(userId) });
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.cart, 'shipping'] });
    },
  });
}
