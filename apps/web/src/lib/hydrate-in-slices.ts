import { type ReactNode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * Hydrates server-rendered HTML as a transition. React gives a root the lane of the update that
 * created it: outside a transition that is the default hydration lane, rendered without
 * yielding, so everything outside a Suspense boundary hydrated in one long task (a few hundred
 * ms on a slow phone). In a transition React works in slices of a few ms and yields to the
 * browser between them. The page is on screen from the server's HTML meanwhile, and a click
 * makes React hydrate its target at once and replay it (docs/decisions/039-hydration-cost.md).
 */
export function hydrateInSlices(container: Element, children: ReactNode, hydrate = hydrateRoot): void {
  startTransition(() => {
    hydrate(container, children);
  });
}
