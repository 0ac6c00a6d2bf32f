import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true once the browser's code runs the component.
 * What only scripts can do (disabling a submit button until the form is valid) waits for it,
 * so the server's HTML works without them and hydration still matches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
