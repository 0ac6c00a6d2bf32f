import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { api, apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** GET /api/users/{id}/company (apps/api/src/modules/tax/schema.ts). */
export type Company = {
  company_name: string;
  tax_id: string;
  tax_id_kind: 'nif' | 'nie' | 'cif' | 'eu_vat';
  vat_country: string;
  vat_check: 'valid' | 'invalid' | 'unavailable' | 'format_only';
  vat_checked_at: string;
  /** 'format_only': the shop checks formats only (no VIES); the screen says so. */
  vat_checker: 'format_only' | 'vies';
  invoice_address: {
    street: string;
    postcode: string;
    city: string;
    province: string;
    country: string;
    country_name: string;
  };
};

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
