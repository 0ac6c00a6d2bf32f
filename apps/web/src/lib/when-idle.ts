type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `work` once the browser has nothing more urgent to do (requestIdleCallback), and at the
 * latest after `timeoutMs`; where there is no idle callback (Safari), on a timer. For what a
 * page needs soon but not in the same task as hydration's effects: fetching a chunk the
 * visitor will only use later (docs/decisions/039-hydration-cost.md). Returns a cancel.
 */
export function whenIdle(work: () => void, timeoutMs = 2000, target: IdleWindow = globalThis): () => void {
  if (target.requestIdleCallback && target.cancelIdleCallback) {
    const cancel = target.cancelIdleCallback;
    const handle = target.requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancel(handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}
