import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Address } from '../../../lib/addresses';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

const addressesQueryKey = queryRoots.addresses;

/** A structured address as the form sends it (the API also takes the spec's free-text `details`). */
export type AddressInput = {
  type: 1 | 2;
  label: string;
  contact_name: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  province: string;
  country: string;
  phone: string;
};

function useAddressMutation<T>(mutationFn: (input: T) => ReturnType<typeof apiRequest<Address | undefined>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export const useCreateAddress = () =>
  useAddressMutation((body: AddressInput) => apiRequest<Address>('/addresses', { method: 'POST', body }));

/** PUT /api/addresses/{id}: edits an own address (any of its fields). */
export const useUpdateAddress = (id: number) =>
  useAddressMutation((body: AddressInput) =>
    apiRequest<Address>(`/addresses/${id}`, { method: 'PUT', body }),
  );

/** Makes an address the default, showing it at once (rolled back if the server refuses). */
export function useMakeDefaultAddress() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest<Address>(`/addresses/${id}`, { method: 'PUT', body: { is_default: 1 } }),
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: addressesQueryKey });
      const previous = queryClient.getQueriesData<Address[]>({ queryKey: addressesQueryKey });
      queryClient.setQueriesData<Address[]>({ queryKey: addressesQueryKey }, (list) =>
        list?.map((a) => ({ ...a, is_default: a.id === id })),
      );
      return { previous };
    },
    onError: (_error, _id, context) => {
      for (const [key, data] of context?.previous ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressesQueryKey }),
  });
}

export const useDeleteAddress = () =>
  useAddressMutation((id: number) => apiRequest<undefined>(`/addresses/${id}`, { method: 'DELETE' }));
