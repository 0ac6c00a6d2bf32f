import { type ComponentType, lazy, memo, Suspense } from 'react';
import type * as Extras from './configurator-extras';

/**
 * The configurator's secondary parts, each behind its own Suspense boundary and loaded from one
 * chunk after the page's first load (docs/decisions/017-budgets.md). The server renders them in
 * full; in the browser React keeps that markup until the chunk arrives, then hydrates it, so
 * nothing moves. memo: a boundary still waiting for its code must not be re-rendered with equal
 * props (React would drop the server markup and render it afresh), so the configurator passes
 * stable values (memoised arrays and objects, state setters).
 */
const load = () => import('./configurator-extras');

function deferred<Props extends object>(pick: (module: typeof Extras) => ComponentType<Props>) {
  const Lazy = lazy(() => load().then((module) => ({ default: pick(module) })));
  return memo(function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  });
}

export const DeferredProductIntro = deferred((m) => m.ProductIntro);
export const DeferredQuantityBreaks = deferred((m) => m.QuantityBreaks);
export const DeferredDelivery = deferred((m) => m.Delivery);
export const DeferredDeliveryDate = deferred((m) => m.KeyDeliveryDate);
export const DeferredShare = deferred((m) => m.Share);
export const DeferredPriceSummary = deferred((m) => m.LiveSummary);
export const DeferredAddToCartNotice = deferred((m) => m.AddToCartNotice);
