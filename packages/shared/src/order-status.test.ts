import { describe, expect, it } from 'vitest';
import {
  canCustomerWithdraw,
  canMoveOrder,
  canRefundPartly,
  canStaffCancel,
  isFinished,
  isOrderStatus,
  ORDER_STATUS,
  ORDER_STATUSES,
  type OrderStatus,
} from './order-status';

describe('order state machine', () => {
  it.each([
    [1, 2],
    [1, 3],
    [2, 1],
    [3, 4],
    [4, 5],
    [5, 6],
    [6, 7],
    [7, 8],
  ] as [OrderStatus, OrderStatus][])('allows %i → %i', (from, to) => {
    expect(canMoveOrder(from, to)).toBe(true);
  });

  it('refuses every other move, including skipping steps and going back', () => {
    const allowed = new Set(['1-2', '1-3', '2-1', '3-4', '4-5', '5-6', '6-7', '7-8']);
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        expect(canMoveOrder(from, to), `${from} → ${to}`).toBe(allowed.has(`${from}-${to}`));
      }
    }
  });

  it('knows its statuses and which one is finished', () => {
    expect(isOrderStatus(0)).toBe(false);
    expect(isOrderStatus(9)).toBe(true);
    expect(isOrderStatus(10)).toBe(false);
    expect(isOrderStatus(2.5)).toBe(false);
    expect(isOrderStatus(ORDER_STATUS.designed)).toBe(true);
    expect(ORDER_STATUSES.filter(isFinished)).toEqual([ORDER_STATUS.delivered]);
  });
});

describe('cancellation', () => {
  it('is reached by no ordinary move and left by none', () => {
    for (const from of ORDER_STATUSES) expect(canMoveOrder(from, ORDER_STATUS.cancelled)).toBe(false);
    for (const to of ORDER_STATUSES) expect(canMoveOrder(ORDER_STATUS.cancelled, to)).toBe(false);
  });

  it('lets customers withdraw at 1-3, staff cancel up to 5, and refunds in part from 6 to 8', () => {
    expect(ORDER_STATUSES.filter(canCustomerWithdraw)).toEqual([1, 2, 3]);
    expect(ORDER_STATUSES.filter(canStaffCancel)).toEqual([1, 2, 3, 4, 5]);
    expect(ORDER_STATUSES.filter(canRefundPartly)).toEqual([6, 7, 8]);
  });
});
