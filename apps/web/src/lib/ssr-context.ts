import type { Lang } from '@shop/shared';
import type { QueryClient, QueryKey, UseQueryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';

/**
 * What one server render knows about its request (docs/decisions/016-ssr.md). The server
 * entry (src/entry-server.tsx) keeps it in an AsyncLocalStorage and registers the resolver
 * here, so browser code stays free of Node modules: in the browser there is no context.
 */
export type SsrRequestContext = {
  lang: Lang;
  /** The request's own query cache, dehydrated into the HTML after the render. */
  queryClient: QueryClient;
  /** Answers `/api/...` in the same process (the API's app.inject, with its read caches). */
  fetch: typeof fetch;
  /** When the render started, to the minute: the time the page's dates are computed from (render-clock.ts). */
  renderedAt: number;
  /** Set while rendering when the page says "does not exist" (markNotFound): the answer is a 404. */
  notFound?: boolean;
  /** The page's title and description, as usePageTitle sets them, for the HTML's head. */
  head?: { title: string; description?: string };
};

let resolveContext: () => SsrRequestContext | undefined = () => undefined;

export function setSsrContextResolver(resolver: () => SsrRequestContext | undefined): void {
  resolveContext = resolver;
}

/** The render's context on the server, undefined in the browser. */
export function ssrContext(): SsrRequestContext | undefined {
  return resolveContext();
}

/**
 * Called by a page that renders "does not exist" (an id that cannot be one, or one the API
 * does not know), so the server answers with status 404, not 200. Does nothing in the browser.
 */
export function markNotFound(): void {
  const context = resolveContext();
  if (context) context.notFound = true;
}

/**
 * A route loader that fills the server render's query cache with what the page shows, so the
 * HTML holds the data. In the browser it does nothing: pages fetch as they render, as before,
 * and client-side navigation never waits for it.
 */
export function prefetchOnServer(
  prefetch: (queryClient: QueryClient, args: LoaderFunctionArgs) => Promise<unknown>[],
) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    const context = ssrContext();
    if (context) await Promise.all(prefetch(context.queryClient, args));
    // null, not undefined: the router hydrates a route only when its key is in loaderData.
    return null;
  };
}

/**
 * Called while rendering: on the server, suspends the render until a query the page shows has
 * answered (or failed), so its answer is in the HTML and in the hydration data. Used for the
 * answers a page asks for as soon as it is on screen (the configured line's server price and
 * delivery): fetched in the browser instead, each arrives after hydration and re-renders the
 * configurator synchronously (query updates are not transitions), a long task on a phone
 * (docs/decisions/057-product-page-blocking-time.md). In the browser it does nothing.
 */
export function awaitOnServer<TQueryFnData, TError, TData, TQueryKey extends QueryKey>(
  options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>,
): void {
  const context = resolveContext();
  if (!context || options.enabled === false) return;
  const query = context.queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (query && query.state.status !== 'pending') return;
  // A failure is rendered as the page renders it in the browser; the promise only wakes React.
  throw context.queryClient
    .fetchQuery({ queryKey: options.queryKey, queryFn: options.queryFn, retry: false })
    .catch(() => undefined);
}
