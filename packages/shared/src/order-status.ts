/**
 * One order state machine for service and product orders (docs/product.md#order-statuses).
 * Service orders start at 1; product orders are born at 4 once paid. 9 (cancelled) is outside
 * the 1-8 progress: reached only by a cancellation (docs/decisions/042-cancellations-refunds-credit-notes.md).
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
  cancelled: 9,
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
  // Only a cancellation reaches 9 (canCustomerWithdraw / canStaffCancel), and nothing leaves it.
  9: [],
};

export function isOrderStatus(value: number): value is OrderStatus {
  return Number.isInteger(value) && value >= 1 && value <= 9;
}

export function canMoveOrder(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Lists of docs/product.md#order-statuses: status=1 current (1-7), status=2 finished (8); a cancelled order is not finished progress. */
export function isFinished(status: OrderStatus): boolean {
  return status === ORDER_STATUS.delivered;
}

/** The five production steps of the tracking page. */
export const TRACKING_STEPS: readonly OrderStatus[] = [4, 5, 6, 7, 8];

/** A customer may withdraw their own service order while nothing is paid (1-3). */
export function canCustomerWithdraw(status: number): boolean {
  return status >= ORDER_STATUS.waitingForApproval && status <= ORDER_STATUS.waitingForPayment;
}

/** Staff may cancel an order up to designed (5); a paid one is refunded in full. */
export function canStaffCancel(status: number): boolean {
  return status >= ORDER_STATUS.waitingForApproval && status <= ORDER_STATUS.designed;
}

/** From manufactured (6) on, money goes back as partial refunds and the status stays. */
export function canRefundPartly(status: number): boolean {
  return status >= ORDER_STATUS.manufactured && status <= ORDER_STATUS.delivered;
}
