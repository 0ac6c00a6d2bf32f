import { lazy, memo, Suspense, useEffect } from 'react';

/**
 * The header and the footer are chunks of their own, loaded beside the page's first load
 * rather than in it (docs/decisions/017-budgets.md): a server-rendered page shows them from the
 * first byte, and React keeps that markup until their code arrives, then hydrates it. Links in
 * them work meanwhile (plain anchors). memo: the boundaries take no props, so a layout
 * re-render never makes React drop the server's markup while the code is on its way.
 */
const loadHeader = () => import('./header');
const loadFooter = () => import('./footer');

let markHeaderHydrated: () => void = () => {};
const headerHydrated = new Promise<void>((resolve) => {
  markHeaderHydrated = resolve;
});

/** Starts fetching both chunks at once, before the page's own modules are awaited (main.tsx). */
export function preloadChrome(): void {
  // A failed fetch shows up (and is retried) when the boundary renders.
  loadHeader().catch(() => {});
  loadFooter().catch(() => {});
}

/** Resolves once the server-rendered header is interactive; at once where there is none yet. */
export function whenHeaderHydrated(): Promise<void> {
  return document.querySelector('[data-site-header]') ? headerHydrated : Promise.resolve();
}

const LazyHeader = lazy(() =>
  loadHeader().then(({ Header }) => ({
    default: function HydratedHeader() {
      useEffect(() => markHeaderHydrated(), []);
      return <Header />;
    },
  })),
);
const LazyFooter = lazy(() => loadFooter().then(({ Footer }) => ({ default: Footer })));

export const DeferredHeader = memo(function DeferredHeader() {
  return (
    <Suspense fallback={null}>
      <LazyHeader />
    </Suspense>
  );
});

export const DeferredFooter = memo(function DeferredFooter() {
  return (
    <Suspense fallback={null}>
      <LazyFooter />
    </Suspense>
  );
});
