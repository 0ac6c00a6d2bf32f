import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrdersExcept } from './invalidate';
import { sendMultipart } from './send-multipart';
import type { ServiceOrderDetail } from './types';

export type RequestServiceInput = {
  serviceId: number;
  details: string;
  files: File[];
  onProgress?: (perFile: number[]) => void;
};

/** POST /api/orders multipart: service_id, details, files[n]. The order starts waiting for approval. */
export const requestService = ({ serviceId, details, files, onProgress }: RequestServiceInput) =>
  sendMultipart<ServiceOrderDetail>({
    path: '/orders',
    fields: { service_id: String(serviceId), details },
    files: files.map((file, index) => ({ field: `files[${index}]`, file, name: file.name, type: file.type })),
    onProgress,
  });

export function useRequestService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestService,
    onSuccess: () => invalidateOrdersExcept(queryClient, null),
  });
}
