import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { preloadChrome, whenHeaderHydrated } from './app/layout/deferred-chrome';
import { AppProvider } from './app/provider';
import { createRouter, resolveLazyRoutes } from './app/router';
import i18n, { DEFERRED_NAMESPACES, migrateStoredLang } from './i18n';
import { hydrateInSlices } from './lib/hydrate-in-slices';
import { queryClient } from './lib/query-client';
import { setServerRenderTime } from './lib/render-clock';
import { hydrateQueries, readSsrPayload } from './lib/ssr-state';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const switchTo = migrateStoredLang();
const ssr = readSsrPayload();

/**
 * Once the app is on screen (hydrated): a language chosen before the cookie existed is applied
 * now (switching during hydration would throw the server's markup away).
 */
function onAppMounted() {
  // A mark for tests (and tools) that must not act on server markup React has not taken over
  // yet: the page and its header (which hydrates on its own, app/layout/deferred-chrome.tsx).
  void whenHeaderHydrated().then(() => {
    document.documentElement.dataset.app = 'ready';
  });
  if (switchTo) void i18n.changeLanguage(switchTo).then(() => queryClient.invalidateQueries());
}

/** Ends the current task: what follows runs in a task of its own, after the browser's turn. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

if (ssr) {
  // Short tasks instead of one long one on a phone (docs/decisions/057-product-page-blocking-time.md):
  // this one evaluated the modules; the next asks for the route's code and texts (each
  // preload link added to the head costs a little).
  await nextTask();
  preloadChrome();
  // A server-rendered page (docs/decisions/016-ssr.md): the browser renders exactly what the
  // server did, with its route modules, translations and data in place before hydrating, so
  // nothing is fetched again and no spinner replaces the server's markup.
  // Texts of the parts that hydrate later (DEFERRED_NAMESPACES) are fetched alongside, not awaited:
  // their Suspense boundaries keep the server's markup until both code and texts are here.
  const deferred = ssr.namespaces.filter((ns) => DEFERRED_NAMESPACES.includes(ns));
  void i18n.loadNamespaces(deferred);
  await Promise.all([
    resolveLazyRoutes(window.location.pathname),
    i18n.loadNamespaces(['common', ...ssr.namespaces.filter((ns) => !deferred.includes(ns))]),
  ]);
  hydrateQueries(queryClient, ssr.queries);
  setServerRenderTime(ssr.renderedAt);
  await nextTask();
  // The router reads its saved view transitions from sessionStorage: a task of its own too.
  const router = createRouter(ssr.router);
  // In slices that yield to the browser, not one long task (lib/hydrate-in-slices.ts).
  hydrateInSlices(
    root,
    <StrictMode>
      <AppProvider onMounted={onAppMounted}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
} else {
  preloadChrome();
  // The shell of the pages rendered in the browser only (account, checkout, back office), once
  // the shared texts are here (the browser bundle has none, see i18n/index.ts).
  await i18n.loadNamespaces('common');
  createRoot(root).render(
    <StrictMode>
      <AppProvider onMounted={onAppMounted}>
        <RouterProvider router={createRouter()} />
      </AppProvider>
    </StrictMode>,
  );
}
