import { ORDER_STATUS, TRACKING_STEPS } from '@shop/shared';
import { paths } from '../../../config/paths';

/**
 * Status labels of the order cards (docs/product.md#order-statuses, typos fixed per
 * docs/product.md#how-to-read-this: 'Sotring Statge' → Sorting Stage, 'Impleminting Statge' →
 * Implementing Stage, 'Storage Statge' → Storage Stage). Delivered orders (8) say so rather than
 * the spec's catch-all.
 */
const LABEL_KEYS: Record<number, string> = {
  1: 'status.waitingForApproval',
  2: 'status.rejected',
  3: 'status.waitingForPayment',
  4: 'status.pending',
  5: 'status.sorting',
  6: 'status.implementing',
  7: 'status.storage',
  8: 'status.delivered',
  9: 'status.cancelled',
};

export const statusLabelKey = (status: number) => LABEL_KEYS[status] ?? 'status.storage';

/** Spec: the amount is shown from status 3 up. */
export const showsAmount = (status: number) => status >= ORDER_STATUS.waitingForPayment;

/**
 * Where an order card leads (docs/product.md#screens-and-routes): 2 → /processing/{id}, 3 →
 * /waitingForPayment/{id}, 4 and up → /trackOrder/{status}/{code without its first character}; 1
 * has no page of its own.
 */
export function orderLink(order: { id: number; code: string; status: number }): string | null {
  if (order.status === ORDER_STATUS.rejected) return paths.processing(order.id);
  if (order.status === ORDER_STATUS.waitingForPayment) return paths.waitingForPayment(order.id);
  // Cancelled (9) has no tracking page: its card says so.
  if (order.status === ORDER_STATUS.cancelled) return null;
  if (order.status >= ORDER_STATUS.received) return paths.trackOrder(order.status, order.code.slice(1));
  return null;
}

export type TrackingStep = {
  status: number;
  labelKey: string;
  state: 'done' | 'current' | 'upcoming';
  /** When the order reached this step (the last time, from the history). */
  at: string | null;
};

const STEP_KEYS: Record<number, string> = {
  4: 'track.steps.received',
  5: 'track.steps.designed',
  6: 'track.steps.manufactured',
  7: 'track.steps.processed',
  8: 'track.steps.delivered',
};

/** The five steps of the tracking page, marked up to the one reached, with their dates. */
export function trackingSteps(reached: number, history: { status: number; at: string }[]): TrackingStep[] {
  // A cancelled order (9) shows the steps it had reached before, none of them current.
  if (reached === ORDER_STATUS.cancelled) {
    const before = Math.max(0, ...history.map((h) => h.status).filter((s) => s < ORDER_STATUS.cancelled));
    return trackingSteps(before, history).map((step) =>
      step.state === 'current' ? { ...step, state: 'done' } : step,
    );
  }
  return TRACKING_STEPS.map((status) => {
    const times = history.filter((h) => h.status === status).map((h) => h.at);
    return {
      status,
      labelKey: STEP_KEYS[status] as string,
      state: status < reached ? 'done' : status === reached ? 'current' : 'upcoming',
      at: status <= reached ? (times.at(-1) ?? null) : null,
    };
  });
}
