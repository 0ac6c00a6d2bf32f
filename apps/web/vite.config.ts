import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The libraries every page runs (React, the router, i18next, TanStack Query), in one chunk:
 * one request and one gzip dictionary instead of a dozen small shared chunks.
 */
const SHELL_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

/**
 * App modules every page needs beside the entry (API client, i18n), likewise. Not the `common`
 * texts: each language's is its own chunk, and a page fetches only its language's (i18n/index.ts).
 */
const SHELL_APP =
  /(apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|query-client|session|format|query-keys|use-page-title|use-debounced-value)\.ts|i18n[\\/]index\.ts|config[\\/]paths\.ts|components[\\/]ui[\\/](page-spinner|error-modal)\.tsx)|packages[\\/]shared[\\/]src[\\/](i18n|money|errors)\.ts)$/;

/** The catalogue pages' shared views (breadcrumbs, loading, error and not-found states), one chunk. */
const CATALOG_VIEWS =
  /apps[\\/]web[\\/]src[\\/]features[\\/]catalog[\\/](components[\\/](breadcrumbs|state-views)\.tsx|lib[\\/]route-id\.ts)$/;

/**
 * Two builds (package.json `build`): the browser's into dist/, and the server render
 * (src/entry-server.tsx, docs/decisions/016-ssr.md) into dist-server/, outside the
 * directory served to browsers.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      // react-i18next's fallback for React < 18; React 19 has the hook itself.
      'use-sync-external-store/shim': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: false,
    reportCompressedSize: false,
    copyPublicDir: !isSsrBuild,
    // Read by scripts/budgets.mjs (first-load JS and CSS per route, gzip-sized).
    manifest: !isSsrBuild,
    // Every browser the shop supports preloads modules natively; the polyfill was dead weight.
    modulePreload: { polyfill: false },
    // The browser's chunks only: the server render is one Node bundle.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shell-vendor', test: SHELL_VENDOR },
                { name: 'shell', test: SHELL_APP },
                { name: 'catalog-views', test: CATALOG_VIEWS },
              ],
            },
          },
        },
  },
}));
