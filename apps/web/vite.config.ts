import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The libraries every page runs (React, the router, i18next, TanStack Query), in one chunk:
 * one request and one gzip dictionary instead of a dozen small shared chunks.
 */
const SHELL_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|i18next-resources-to-backend|@tanstack[\\/]query-core|@tanstack[\\/]react-query)[\\/]/;

/**
 * App modules every page needs beside the entry (API client, i18n), likewise. Not the `common`
 * texts: each language's is its own chunk, and a page fetches only its language's (i18n/index.ts).
 * Not `@shop/shared/errors` either: its list of error codes is only read by the zod schemas
 * (forms, lazy); the shell's `ErrorCode` is a type.
 */
const SHELL_APP =
  /(apps[\\/]web[\\/]src[\\/](lib[\\/](api-client|query-client|session|format|query-keys|use-page-title|use-debounced-value|render-clock|ssr-context)\.ts|i18n[\\/]index\.ts|config[\\/]paths\.ts|components[\\/]ui[\\/](page-spinner|error-modal)\.tsx)|packages[\\/]shared[\\/]src[\\/](i18n|money|intl-cache|storefront-routes|page-head)\.ts)$/;

/** The catalogue pages' shared views (breadcrumbs, loading, error and not-found states), one chunk. */
const CATALOG_VIEWS =
  /apps[\\/]web[\\/]src[\\/]features[\\/]catalog[\\/](components[\\/](breadcrumbs|state-views)\.tsx|lib[\\/]route-id\.ts)$/;

/**
 * The configurator's price rules, with the panel split the live preview's finishing layout
 * also imports: one chunk the product page loads anyway, instead of a separate `panels` chunk
 * (a request and ~150 bytes of first load) shared with the preview's lazy chunk.
 */
const PRICE_RULES = /packages[\\/]shared[\\/]src[\\/]pricing[\\/](line-price|panels)\.ts$/;

/** The chunks the entry imports statically (index.html): in before any dynamic import runs. */
const ENTRY_CHUNKS = /^assets[\\/](rolldown-runtime|shell-vendor|shell)-[\w-]+\.js$/;

/**
 * A dynamic import's preload list without the entry's own chunks: they are already loaded when
 * it runs, so listing them in every lazy import's dependencies only adds bytes to the chunks
 * (the file names are in each chunk's preload table). The HTML's list is left whole.
 */
function withoutEntryChunks(_file: string, deps: string[], context: { hostType: 'html' | 'js' }) {
  return context.hostType === 'js' ? deps.filter((dep) => !ENTRY_CHUNKS.test(dep)) : deps;
}

/**
 * The page's code is requested once the server-rendered page has painted, not beside its
 * stylesheet and images: on a slow connection 150 KiB of script otherwise shares the
 * bandwidth with the render-blocking CSS and the largest image, and the first paint waits for
 * both (docs/decisions/017-budgets.md). The entry script and its modulepreload links become a
 * small inline loader (allowed by its hash in the CSP, apps/api/src/plugins/security-headers.ts)
 * that adds them after the first frame; a page that never paints (a background tab) loads them
 * after 300 ms anyway.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('scripts-after-first-paint: no entry script in index.html');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let page = html.replace(entry[0], '');
        for (const preload of preloads) page = page.replace(preload[0], '');
        const loader =
          `(function(){var done=0;function load(){if(done)return;done=1;var d=document;` +
          `${JSON.stringify(preloads.map((preload) => preload[1]))}.forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});` +
          `var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=${JSON.stringify(entry[1])};d.head.appendChild(s)}` +
          `requestAnimationFrame(function(){setTimeout(load,0)});setTimeout(load,300)})()`;
        // Before the stylesheet, so it runs while the render-blocking CSS downloads (a script
        // after it would wait for it): the first Intl.NumberFormat loads ICU's number data, a
        // task of 20–40 ms on a desktop, several times that on a phone; done here it is not a
        // long task among hydration's slices when the page's first price is formatted
        // (docs/decisions/057-product-page-blocking-time.md).
        const warmIcu = '<script>new Intl.NumberFormat().format(0)</script>\n    ';
        const stylesheet = /<link rel="stylesheet"[^>]*>/.exec(page);
        if (!stylesheet) throw new Error('scripts-after-first-paint: no stylesheet in index.html');
        page = page.replace(stylesheet[0], warmIcu + stylesheet[0]);
        return page.replace('</head>', `  <script>${loader}</script>\n  </head>`);
      },
    },
  };
}

/**
 * Each built script and stylesheet also as `.br` (brotli at its best) and `.gz`, served by
 * @fastify/static's `preCompressed` (apps/api/src/plugins/web.ts). Compressed per request
 * instead, every page load without a warm cache had the server brotli its ~600 KB of script
 * on a core the phone's page shares on a small machine, at a lower quality
 * (docs/decisions/057-product-page-blocking-time.md).
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const file of Object.keys(bundle)) {
        if (!/\.(js|css)$/.test(file)) continue;
        const full = path.resolve(outDir, file);
        const body = fs.readFileSync(full);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${full}.br`,
          brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${full}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * Two builds (package.json `build`): the browser's into dist/, and the server render
 * (src/entry-server.tsx, docs/decisions/016-ssr.md) into dist-server/, outside the
 * directory served to browsers.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [scriptsAfterFirstPaint(), precompressAssets()])],
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
    modulePreload: { polyfill: false, resolveDependencies: withoutEntryChunks },
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
                { name: 'line-price', test: PRICE_RULES },
              ],
            },
          },
        },
  },
}));
