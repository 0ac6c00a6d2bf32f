import { ORDER_STATUS, TRACKING_STEPS } from '@shop/shared';
import { paths } from '../../../config/paths';

/**
 * Status names (docs/product.md#order-statuses): the same `status.<n>` keys and names as the
 * product orders, the back-office and the server's messages (`i18n/status-names.test.ts`).
 */
export const statusLabelKey = (status: number) =>
  Number.isInteger(status) && status >= 1 && status <= 9 ? `status.${status}` : 'status.unknown';

/** Spec: the amount is shown from status 3 up (the accepted fees, then the paid total). */
export const showsAmount = (status: number, price: number | null): price is number =>
  status >= ORDER_STATUS.waitingForPayment && price !== null;

/**
 * Where a card leads (docs/product.md#screens-and-routes): 1 → the order status page, 2 →
 * /processing/{id}, 3 → /waitingForPayment/{id}, 4 and up → /trackOrder/{status}/{code without its
 * first letter}.
 */
export function serviceOrderLink(order: { id: number; code: string; status: number }): string {
  if (order.status === ORDER_STATUS.rejected) return paths.processing(order.id);
  if (order.status === ORDER_STATUS.waitingForPayment) return paths.waitingForPayment(order.id);
  // Cancelled (9) is no production step: the status page says so.
  if (order.status === ORDER_STATUS.cancelled) return paths.orderStatus(order.status, order.id);
  if (order.status >= ORDER_STATUS.received) return paths.trackOrder(order.status, order.code.slice(1));
  return paths.orderStatus(order.status, order.id);
}

/** Which panel the status page shows (spec: n1 = 1 text, 2 rejected, 3 pay, 4–8 progress). */
export type StatusView = 'waiting' | 'rejected' | 'payment' | 'progress' | 'cancelled';

export function statusView(status: number): StatusView {
  if (status === ORDER_STATUS.cancelled) return 'cancelled';
  if (status === ORDER_STATUS.rejected) return 'rejected';
  if (status === ORDER_STATUS.waitingForPayment) return 'payment';
  if (status >= ORDER_STATUS.received) return 'progress';
  return 'waiting';
}

/** A positive integer from a URL parameter (?n1=, ?n2=, :id), else null. */
export function positiveId(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export type ProgressStep = { status: number; labelKey: string; state: 'done' | 'current' | 'upcoming' };

/** The five production steps (4–8), marked up to the one reached. */
export function progressSteps(reached: number): ProgressStep[] {
  return TRACKING_STEPS.map((status) => ({
    status,
    labelKey: statusLabelKey(status),
    state: status < reached ? 'done' : status === reached ? 'current' : 'upcoming',
  }));
}

/** Fees of an accepted quote in cents-safe euros: service + tax = total. */
export function feesTotal(fees: { service: number; tax: number } | null): number | null {
  if (!fees) return null;
  return Math.round(fees.service * 100 + fees.tax * 100) / 100;
}

/** The lists: current (status=1, 1–7), finished (status=2, 8), and only those waiting for approval. */
export type ServiceList = 'current' | 'finished' | 'waitingForApproval';

export const listQueryStatus = (list: ServiceList): 1 | 2 => (list === 'finished' ? 2 : 1);

export function filterList<T extends { status: number }>(list: ServiceList, orders: T[]): T[] {
  return list === 'waitingForApproval'
    ? orders.filter((o) => o.status === ORDER_STATUS.waitingForApproval)
    : orders;
}
