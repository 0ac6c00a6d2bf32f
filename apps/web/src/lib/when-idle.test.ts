import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => vi.useRealTimers());

describe('whenIdle', () => {
  it('waits for an idle period, with a deadline, and can be cancelled', () => {
    const requestIdleCallback = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7);
    const cancelIdleCallback = vi.fn();
    const work = vi.fn();
    const cancel = whenIdle(work, 1500, { requestIdleCallback, cancelIdleCallback });
    expect(work).not.toHaveBeenCalled();
    expect(requestIdleCallback).toHaveBeenCalledWith(work, { timeout: 1500 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer, never running the work in the caller’s task', () => {
    vi.useFakeTimers();
    const work = vi.fn();
    whenIdle(work, 1500, {});
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();
    const later = vi.fn();
    whenIdle(later, 1500, {})();
    vi.advanceTimersByTime(10);
    expect(later).not.toHaveBeenCalled();
  });
});
