/**
 * One order state machine for service and product orders (docs/product.md#order-statuses).
 * Service orders start at 1; product orders are born at 4 once paid.
 */
export const ORDER_STATUS = {
  waitingForApproval: 1,
  rejected: 2,
  waitingForPayment: 3,
  received: 4,
  designed: 5,
  manufactured: 6,
  processed: 7,
  delivered: 8,
} as const;

export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];
export const ORDER_STATUSES = Object.values(ORDER_STATUS) as OrderStatus[];

const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  1: [2, 3],
  2: [1],
  3: [4],
  4: [5],
  5: [6],
  6: [7],
  7: [8],
  8: [],
};

export function isOrderStatus(value: number): value is OrderStatus {
  return Number.isInteger(value) && value >= 1 && value <= 8;
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Lists of docs/product.md#order-statuses: status=1 current (1-7), status=2 finished (8). */
export function isFinished(status: OrderStatus): boolean {
  return status === ORDER_STATUS.delivered;
}

/** The five production steps of the tracking page. */
export const TRACKING_STEPS: readonly OrderStatus[] = [4, 5, 6, 7, 8];
