import type { OrderByCode } from '@shop/shared/api/orders';
import { apiRequest } from '../../../lib/api-client';
import { send, useAdminMutation, useAdminQuery } from '../../lib/api';
import type { OrderDetail } from './types';

export function useOrder(id: number) {
  return useAdminQuery<OrderDetail>('orders', `/admin/orders/${id}`, {
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useAcceptOrder(id: number) {
  return useAdminMutation(
    (body: { service_fee: number; message: string }) =>
      send<OrderDetail>('POST', `/admin/orders/${id}/accept`, body),
    ['orders'],
  );
}

export function useRejectOrder(id: number) {
  return useAdminMutation(
    (body: { message: string }) => send<OrderDetail>('POST', `/admin/orders/${id}/reject`, body),
    ['orders'],
  );
}

/** Sends the status the screen shows: a stale screen gets a 409 instead of skipping a step. */
export function useAdvanceOrder(id: number) {
  return useAdminMutation(
    (body: AdvanceOrderInput) => send<OrderDetail>('POST', `/admin/orders/${id}/advance`, body),
    ['orders'],
  );
}

/** The step seen on screen, staff's note (internal unless shown) and, 6 → 7, the carrier and tracking numbers. */
export type AdvanceOrderInput = {
  from: number;
  note?: string;
  note_shown?: boolean;
  carrier_id?: number;
  tracking_numbers?: string[];
};

/** GET /api/admin/orders/by-code/{code}: the order a scanned code names (400/404 in the staff's language). */
export function findOrderByCode(code: string) {
  return apiRequest<OrderByCode>(`/admin/orders/by-code/${encodeURIComponent(code)}`);
}

/** Up to 5 → 9 with the reason the customer reads; a paid order is refunded in full. */
export function useCancelOrder(id: number) {
  return useAdminMutation(
    (body: { reason: string }) => send<OrderDetail>('POST', `/admin/orders/${id}/cancel`, body),
    ['orders'],
  );
}

/**
 * From 6: a partial refund. `key` is the attempt's Idempotency-Key (lib/attempt-key.ts): a retry
 * after a lost answer refunds once.
 */
export function useRefundOrder(id: number) {
  return useAdminMutation(
    ({ key, ...body }: { amount: number; reason: string; key: string }) =>
      apiRequest<OrderDetail>(`/admin/orders/${id}/refunds`, {
        method: 'POST',
        body,
        headers: { 'idempotency-key': key },
      }),
    ['orders'],
  );
}
