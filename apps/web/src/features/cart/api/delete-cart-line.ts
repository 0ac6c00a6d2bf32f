import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** DELETE /api/card/{id}. */
export const deleteCartLine = (id: number) => apiRequest<undefined>(`/card/${id}`, { method: 'DELETE' });

export function useDeleteCartLine() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCartLine,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryRoots.cart }),
  });
}
