import { useSyncExternalStore } from 'react';
import { ssrContext } from './ssr-context';

const MINUTE_MS = 60_000;

/** The time the server rendered the page being hydrated (from its data block, main.tsx). */
let hydratingFrom: number | null = null;

export function setServerRenderTime(ms: number | undefined): void {
  hydratingFrom = typeof ms === 'number' && Number.isFinite(ms) ? ms : null;
}

const currentMinute = () => Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;

function subscribe(onMinute: () => void): () => void {
  const timer = setInterval(onMinute, MINUTE_MS);
  return () => clearInterval(timer);
}

/**
 * "Now", to the minute, for what a page derives from the date (a "delivered by" day, which
 * moves at the 13:00 Madrid cutoff and at midnight). The server renders with its request's
 * time and hydration uses that same time, so a page rendered (or cached) a moment before the
 * cutoff and hydrated after it matches its HTML; right after hydrating, and every minute, it
 * follows the browser's clock.
 */
export function useRenderTime(): Date {
  const time = useSyncExternalStore(
    subscribe,
    currentMinute,
    () => ssrContext()?.renderedAt ?? hydratingFrom ?? currentMinute(),
  );
  return new Date(time);
}
