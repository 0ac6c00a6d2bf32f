import { lazy, memo, Suspense } from 'react';
import { whenIdle } from '../../../../lib/when-idle';
import type { LivePreviewProps } from '../live-preview/live-preview';

/**
 * The live preview (docs/decisions/056-live-preview.md) outside the product page's first load:
 * the server renders it whole with the page; in the browser its code is fetched once the
 * browser is idle after hydrating, and React keeps the server's markup until then (no shift).
 * Rendered by the browser alone (a client-side navigation) it shows a box of the same height
 * meanwhile. memo: a boundary still waiting must not get new props (React would drop the
 * server's markup), so the configurator passes stable values.
 */
const LivePreview = lazy(() =>
  new Promise<void>((resolve) => {
    whenIdle(resolve);
  })
    .then(() => import('../live-preview/live-preview'))
    .then((module) => ({ default: module.LivePreview })),
);

export const LazyLivePreview = memo(function LazyLivePreview(props: LivePreviewProps) {
  return (
    <Suspense fallback={<div className="h-96 rounded-xl border border-slate-200" />}>
      <LivePreview {...props} />
    </Suspense>
  );
});
