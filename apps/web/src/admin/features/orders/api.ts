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
    (from: number) => send<OrderDetail>('POST', `/admin/orders/${id}/advance`, { from }),
    ['orders'],
  );
}
