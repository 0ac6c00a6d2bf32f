/**
 * What a first visit to a storefront route downloads, read from Vite's build manifest
 * (apps/web/dist/.vite/manifest.json): the entry chunk and its static imports, the lazy
 * chunks that render on that page that must be in before hydrating (the route's module) with their static
 * imports, the locale namespaces the page asks for, and the CSS all of those pull in.
 * Pure functions over a manifest object and a size function, so they can be tested on a
 * small fake manifest; scripts/budgets.mjs applies them to the real build.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Every manifest key reachable from `keys` through static imports (dynamic imports are not followed). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk)
      throw new Error(`The build manifest has no entry "${key}": is the budget's route list out of date?`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) stack.push(imported);
  }
  return seen;
}

/** The manifest key of the one HTML entry (index.html). */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1)
    throw new Error(`Expected one entry in the build manifest, found ${entries.length}`);
  return entries[0][0];
}

/** The manifest key of a locale file, e.g. `src/i18n/locales/ar/home.json`. */
export function localeKey(lang, namespace) {
  return `src/i18n/locales/${lang}/${namespace}.json`;
}

/**
 * The JS and CSS files (paths relative to dist) a first visit downloads.
 * @param {Record<string, {file: string, imports?: string[], css?: string[], isEntry?: boolean}>} manifest
 * @param {{ lazy: string[], namespaces: string[], lang: string, fallbackLang?: string, shell?: string[] }} page
 *   lazy: the route's module (e.g. `src/routes/home.tsx`); shell: lazy modules the layout
 *   always renders; namespaces: locale files the page loads (`common` included), in
 *   its language and in i18next's fallback language (which i18next loads as well).
 */
export function firstLoadFiles(manifest, page) {
  const langs = new Set([page.lang, page.fallbackLang ?? page.lang]);
  const roots = [
    entryKey(manifest),
    ...(page.shell ?? []),
    ...page.lazy,
    ...[...langs].flatMap((lang) => page.namespaces.map((ns) => localeKey(lang, ns))),
  ];
  const keys = staticClosure(manifest, roots);
  const js = new Set();
  const css = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    if (chunk.file.endsWith('.js')) js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js: [...js].sort(), css: [...css].sort() };
}

/** Gzip size (default level, as a server compressing on the fly sends it) of a file, cached by path. */
export function gzipSizer(distDir) {
  const cache = new Map();
  return (file) => {
    let size = cache.get(file);
    if (size === undefined) {
      size = zlib.gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      cache.set(file, size);
    }
    return size;
  };
}

/** Sums the sizes of files. */
export function totalSize(files, sizeOf) {
  return files.reduce((sum, file) => sum + sizeOf(file), 0);
}

/**
 * One row per route and language: JS and CSS gzip bytes, and the budgets each one breaks.
 * @param {{ name: string, lazy: string[], namespaces: string[], jsGoal?: number, jsHard?: number }[]} routes
 *   jsHard: a route's own hard budget, overriding the common one
 * @param {{ jsHard: number, cssHard: number, shell?: string[], shellNamespaces?: string[], langs: string[], fallbackLang?: string }} budgets
 *   sizes in bytes; shellNamespaces: locale namespaces every page loads (in its language)
 */
export function measureRoutes(manifest, sizeOf, routes, budgets) {
  const rows = [];
  for (const route of routes) {
    for (const lang of budgets.langs) {
      const files = firstLoadFiles(manifest, {
        ...route,
        namespaces: [...(budgets.shellNamespaces ?? []), ...route.namespaces],
        lang,
        fallbackLang: budgets.fallbackLang,
        shell: budgets.shell,
      });
      const js = totalSize(files.js, sizeOf);
      const css = totalSize(files.css, sizeOf);
      const jsHard = route.jsHard ?? budgets.jsHard;
      const failures = [];
      if (js > jsHard) failures.push(`JS ${kib(js)} KiB > ${kib(jsHard)} KiB`);
      if (css > budgets.cssHard) failures.push(`CSS ${kib(css)} KiB > ${kib(budgets.cssHard)} KiB`);
      rows.push({
        route: route.name,
        lang,
        js,
        css,
        jsFiles: files.js.length,
        jsHard,
        jsGoal: route.jsGoal ?? null,
        overGoal: route.jsGoal !== undefined && js > route.jsGoal,
        failures,
      });
    }
  }
  return rows;
}

/** Bytes as KiB with one decimal. */
export function kib(bytes) {
  return (bytes / 1024).toFixed(1);
}
