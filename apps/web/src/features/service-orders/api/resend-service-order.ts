import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateOrdersExcept } from './invalidate';
import { sendMultipart } from './send-multipart';
import type { ServiceOrderDetail } from './types';

export type ResendInput = {
  orderId: number;
  details: string;
  files: File[];
  onProgress?: (perFile: number[]) => void;
};

/** POST /api/orders/{id} multipart with _method=put: a rejected request sent again (2 → 1). */
export const resendServiceOrder = ({ orderId, details, files, onProgress }: ResendInput) =>
  sendMultipart<ServiceOrderDetail>({
    path: `/orders/${orderId}`,
    fields: { _method: 'put', details },
    files: files.map((file, index) => ({ field: `files[${index}]`, file, name: file.name, type: file.type })),
    onProgress,
  });

export function useResendServiceOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendServiceOrder,
    onSuccess: (_answer, input) => invalidateOrdersExcept(queryClient, input.orderId),
  });
}
