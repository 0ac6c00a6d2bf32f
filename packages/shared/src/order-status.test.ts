import { describe, expect, it } from 'vitest';
import {
  canMoveOrder,
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
    expect(isOrderStatus(9)).toBe(false);
    expect(isOrderStatus(2.5)).toBe(false);
    expect(isOrderStatus(ORDER_STATUS.designed)).toBe(true);
    expect(ORDER_STATUSES.filter(isFinished)).toEqual([ORDER_STATUS.delivered]);
  });
});
