import { ORDER_STATUS, SERVICE_STAGES, type ServiceStage, TRACKING_STEPS } from '@shop/shared';
import { paths } from '../../../config/paths';

/**
 * Status names (docs/product.md#order-statuses): one name per status and language, the same
 * `status.<n>` keys in every namespace that names one (orders, service-orders, admin) and the
 * server's `orders.status.<n>` messages; `i18n/status-names.test.ts` keeps them equal.
 */
export const statusLabelKey = (status: number) => `status.${status >= 1 && status <= 9 ? status : 7}`;

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
      labelKey: statusLabelKey(status),
      state: status < reached ? 'done' : status === reached ? 'current' : 'upcoming',
      at: status <= reached ? (times.at(-1) ?? null) : null,
    };
  });
}

/**
 * The steps of a service told as a service (brief received … files delivered, shared
 * proofs.ts#serviceStage) up to the one it is at; dates are not kept per stage.
 */
export function serviceSteps(stage: ServiceStage): TrackingStep[] {
  const at = SERVICE_STAGES.indexOf(stage);
  return SERVICE_STAGES.map((name, index) => ({
    status: index,
    labelKey: `serviceStage.${name}`,
    state: index < at ? 'done' : index === at ? 'current' : 'upcoming',
    at: null,
  }));
}
