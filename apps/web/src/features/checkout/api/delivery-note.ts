import { apiRequest } from '../../../lib/api-client';

/** The largest delivery note the API takes (DELIVERY_NOTE_MAX_MB in modules/orders/trade.ts). */
export const DELIVERY_NOTE_MAX_BYTES = 10 * 1024 * 1024;

/**
 * POST /api/product/orders/{id}/delivery-note: the reseller's own PDF, attached after the
 * payment so that paying stays one atomic request (the API checks the content is a PDF).
 */
export function uploadDeliveryNote(orderId: number, file: File) {
  const form = new FormData();
  form.append('files', file, file.name);
  return apiRequest<unknown>(`/product/orders/${orderId}/delivery-note`, { method: 'POST', body: form });
}
