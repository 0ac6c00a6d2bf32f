import { describe, expect, it, vi } from 'vitest';
import { createSummaryStore, type SummaryState } from './summary-store';

const state = (quantity: number): SummaryState => ({
  optionIds: [1, 2],
  quantity,
  width: 100,
  height: 50,
  quote: null,
  confirmedTotalCents: null,
  state: 'confirming',
  problems: [],
  vatRateBasisPoints: 2100,
  vatCents: null,
});

describe('createSummaryStore', () => {
  it('keeps the first state for hydration and notifies on real changes only', () => {
    const first = state(1);
    const store = createSummaryStore(first);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);

    store.set(state(1));
    expect(listener).not.toHaveBeenCalled();
    expect(store.get()).toBe(first);

    const second = state(5);
    store.set(second);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toBe(second);
    expect(store.getInitial()).toBe(first);

    unsubscribe();
    store.set(state(9));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get().quantity).toBe(9);
  });
});
