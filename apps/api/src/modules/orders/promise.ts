import { promiseForOrder } from '@shop/shared/pricing/delivered-by';

/**
 * What an order's delivery promise is counted from, kept in the payment's snapshot when the
 * payment starts (so the finish needs no query for it): each line's production days (turnaround
 * less express, shared productionDays()) and the destination's courier days (the staff's table,
 * shipping's cached read; null: no courier quote).
 */
export type PromiseInput = { productionDays: number[]; courierDays: number | null };

/**
 * The promise written on the order in the payment's finish (same statement as the order row):
 * counted from the moment it is paid, the latest line. Null dates for a payment started before
 * migration 0016 (no input in its snapshot).
 */
export function paidPromise(
  paidAt: Date,
  input: PromiseInput | undefined,
): { dispatchBy: string | null; deliveredBy: string | null } {
  const promise = input
    ? promiseForOrder(
        paidAt,
        input.productionDays.map((productionDays) => ({ productionDays })),
        input.courierDays,
      )
    : null;
  return { dispatchBy: promise?.dispatchBy ?? null, deliveredBy: promise?.deliveredBy ?? null };
}
