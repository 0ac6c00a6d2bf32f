import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';
import type { OrderDetail } from './types';

/** POST /api/proofs/{id}/approve: the owner approves the latest proof; production may start. */
export function useApproveProof() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proofId: number) =>
      apiRequest<OrderDetail>(`/proofs/${proofId}/approve`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}

/** POST /api/proofs/{id}/changes: what should change (required) and optional new files, multipart. */
export function useRequestProofChanges() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proofId, comment, files }: { proofId: number; comment: string; files: File[] }) => {
      const form = new FormData();
      form.append('comment', comment);
      for (const [index, file] of files.entries()) form.append(`files[${index}]`, file, file.name);
      return apiRequest<OrderDetail>(`/proofs/${proofId}/changes`, { method: 'POST', body: form });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.orders }),
  });
}
