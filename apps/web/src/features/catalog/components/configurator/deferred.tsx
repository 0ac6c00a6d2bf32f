import { type ComponentType, lazy, memo, Suspense } from 'react';
import type * as Extras from './configurator-extras';

/**
 * The configurator's secondary parts, each behind its own Suspense boundary and loaded from one
 * chunk after the page's first load (docs/decisions/017-budgets.md). The server renders them in
 * full; in the browser React keeps that markup until the chunk arrives, then hydrates it, so
 * nothing moves. memo: a boundary still waiting for its code must not be re-rendered with equal
 * props (React would drop the server markup and render it afresh), so the configurator passes
 * stable values (state, memoised arrays, state setters, callbacks) and equal plain data counts
 * as unchanged (samePlain).
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
  }, sameProps);
}

/** Equal props: the same values, or plain objects and arrays holding the same values. */
function sameProps(before: object, after: object) {
  return samePlain(before, after);
}

function samePlain(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => samePlain(item, b[index]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => key in b && samePlain(a[key], b[key]))
    );
  }
  return false;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

export const DeferredProductIntro = deferred((m) => m.ProductIntro);
export const DeferredFields = deferred((m) => m.ConfiguratorFields);
export const DeferredQuantityBreaks = deferred((m) => m.QuantityBreaks);
export const DeferredDelivery = deferred((m) => m.Delivery);
export const DeferredShareActions = deferred((m) => m.ShareActions);
