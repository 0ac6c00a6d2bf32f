/**
 * The server render of the storefront's public pages (docs/decisions/016-ssr.md), built by
 * `vite build --ssr` into apps/web/dist-server and loaded by the API (plugins/web.ts). It
 * renders the same route tree as the browser with React Router's static handler and React's
 * stream renderer, waits for everything (lazy routes, data, translations) so the HTML holds
 * the whole page, and returns it with the data the browser needs to hydrate it.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { PassThrough } from 'node:stream';
import { isLang, LANGS, type Lang } from '@shop/shared';
import type { ContactSubmission, ServerRenderResult } from '@shop/shared/server-render';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { routes } from './app/router';
import { seedContactSubmission } from './features/contact/lib/submission';
import i18n from './i18n';
import { ApiError } from './lib/api-client';
import { type SsrRequestContext, setSsrContextResolver } from './lib/ssr-context';
import { dehydrateQueries, serializeSsrPayload } from './lib/ssr-state';

export type RenderRequest = {
  /** The path and query of the page, e.g. /products/3/12?lang=ar. */
  url: string;
  lang: Lang;
  /** Answers /api/... without leaving the process. */
  fetch: typeof fetch;
  /** Gives up on a render that takes longer (a stuck data source): the caller serves the shell. */
  timeoutMs?: number;
  /** The contact form posted without scripts, shown back in the page's form. */
  contactSubmission?: ContactSubmission;
};

const requests = new AsyncLocalStorage<SsrRequestContext>();
setSsrContextResolver(() => requests.getStore());

const handler = createStaticHandler(routes);

/** Every namespace of every language, loaded once: a render never waits for a translation. */
const namespaces = Object.keys(import.meta.glob('./i18n/locales/en/*.json')).map(
  (file) => /([^/]+)\.json$/.exec(file)?.[1] ?? 'common',
);
// Every language's shared texts are in this bundle, there from the start (the browser's bundle
// has none: it fetches its page's language only, see i18n/index.ts).
const commonTexts = import.meta.glob<Record<string, unknown>>('./i18n/locales/*/common.json', {
  eager: true,
  import: 'default',
});
for (const [file, texts] of Object.entries(commonTexts)) {
  const lang = /locales\/([^/]+)\//.exec(file)?.[1];
  if (lang) i18n.addResourceBundle(lang, 'common', texts);
}
const translationsReady = i18n.loadLanguages([...LANGS]).then(() => i18n.loadNamespaces(namespaces));

/** What the render's useTranslation calls asked for (react-i18next records it on the instance). */
function usedNamespaces(instance: object): string[] {
  const report = (instance as { reportNamespaces?: { getUsedNamespaces(): string[] } }).reportNamespaces;
  return report?.getUsedNamespaces() ?? ['common'];
}

function serverQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // One try: a failure shows the page's error state and the browser tries again.
      // retryOnMount false: an answered error (an item that does not exist) renders as that
      // error, not as a loading skeleton; the browser hydrates it the same way (lib/ssr-state.ts).
      queries: {
        retry: false,
        retryOnMount: false,
        staleTime: Number.POSITIVE_INFINITY,
        gcTime: Number.POSITIVE_INFINITY,
      },
    },
  });
}

function renderToHtml(element: React.ReactElement, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const { pipe, abort } = renderToPipeableStream(element, {
      // Never outline a finished Suspense boundary: React would then send it apart with an
      // inline script to move it in place, which the CSP forbids (and the page is whole anyway).
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // The whole page, no Suspense fallback: crawlers and the first paint see everything.
      onAllReady() {
        clearTimeout(timer);
        if (failed) return reject(failed);
        const sink = new PassThrough();
        const chunks: Buffer[] = [];
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        sink.on('error', reject);
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        // A component that throws while rendering on the server: the browser would render it
        // client-side, but then the HTML is not the page. Serve the shell instead.
        failed ??= error;
      },
    });
    timer = setTimeout(() => {
      abort(new Error(`server render took over ${timeoutMs} ms`));
      reject(new Error(`server render took over ${timeoutMs} ms`));
    }, timeoutMs);
  });
}

export async function render({
  url,
  lang,
  fetch,
  timeoutMs = 5_000,
  contactSubmission,
}: RenderRequest): Promise<ServerRenderResult> {
  await translationsReady;
  const queryClient = serverQueryClient();
  if (contactSubmission) seedContactSubmission(queryClient, contactSubmission);
  const context: SsrRequestContext = {
    lang: isLang(lang) ? lang : 'en',
    queryClient,
    fetch,
    renderedAt: Math.floor(Date.now() / 60_000) * 60_000,
  };
  return requests.run(context, async () => {
    const request = new Request(new URL(url, 'http://storefront.local'));
    const routerContext = await handler.query(request);
    if (routerContext instanceof Response) {
      return {
        kind: 'redirect',
        status: routerContext.status,
        location: routerContext.headers.get('location') ?? '/',
      };
    }
    if (routerContext.errors) {
      // A route failed to load (its errorElement would render): the browser handles it better.
      throw new Error(`route error while rendering ${url}`);
    }
    // The request's own i18next (same loaded resources, its own language and used-namespace list).
    const requestI18n = i18n.cloneInstance({ lng: context.lang, initAsync: false });
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const appHtml = await renderToHtml(
      // The browser's tree exactly (main.tsx), or useId's ids would differ.
      <StrictMode>
        <AppProvider i18n={requestI18n} queryClient={queryClient}>
          {/* hydrate={false}: React Router's own hydration script is inline code, which the CSP
            forbids; its data travels in our JSON block instead. */}
          <StaticRouterProvider router={router} context={routerContext} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      timeoutMs,
    );
    const dataJson = serializeSsrPayload({
      router: {
        loaderData: routerContext.loaderData,
        actionData: routerContext.actionData,
        errors: routerContext.errors,
      },
      queries: dehydrateQueries(queryClient),
      namespaces: usedNamespaces(requestI18n),
      renderedAt: context.renderedAt,
    });
    // A catalogue page that shows "does not exist" (an id the API does not know, or one that
    // cannot be an id) answers 404.
    const missing =
      context.notFound === true ||
      queryClient
        .getQueryCache()
        .getAll()
        .some((query) => query.state.error instanceof ApiError && query.state.error.status === 404);
    queryClient.clear();
    return {
      kind: 'page',
      status: missing ? 404 : routerContext.statusCode,
      appHtml,
      dataJson,
      head: context.head,
    };
  });
}
