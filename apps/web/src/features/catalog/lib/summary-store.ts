import type { SummaryView } from '../components/configurator/price-summary';

/** What the price summary shows, as the configurator computes it (the option lines are derived from optionIds). */
export type SummaryState = Omit<SummaryView, 'choices'> & { optionIds: readonly number[] };

/**
 * Hands the configurator's live price to the price summary, which is in a chunk that hydrates
 * after the page's first load (deferred.tsx). A Suspense boundary still waiting for its code
 * must not receive new props (React would drop the server's markup), so the summary's only
 * prop is this store, which never changes, and it reads the state through
 * useSyncExternalStore: the state of the first render while hydrating (what the server
 * rendered), then the current one.
 */
export type SummaryStore = {
  get: () => SummaryState;
  getInitial: () => SummaryState;
  subscribe: (listener: () => void) => () => void;
  set: (next: SummaryState) => void;
};

export function createSummaryStore(initial: SummaryState): SummaryStore {
  let current = initial;
  let currentKey = JSON.stringify(initial);
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    getInitial: () => initial,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next) {
      const nextKey = JSON.stringify(next);
      if (nextKey === currentKey) return;
      current = next;
      currentKey = nextKey;
      for (const listener of listeners) listener();
    },
  };
}
