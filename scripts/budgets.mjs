/**
 * `npm run budgets`: first-load JS and CSS (gzip) of the storefront's public routes, read from
 * the build manifest of a current build (rebuilt first if the sources changed). Prints a table
 * and exits 1 when a route is over a hard budget; `npm test` runs it before the tests, and
 * `npm run bench` before Lighthouse. `--json` prints the rows as JSON instead.
 * Budgets and how they are measured: docs/decisions/017-budgets.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSizer, kib, measureRoutes } from './budgets/first-load.mjs';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const KIB = 1024;
const LOCALES = path.join(ROOT, 'apps/web/src/i18n/locales');

/** The storefront's languages: one folder each under the web app's locales (LANGS of @shop/shared). */
function localeLangs() {
  return fs
    .readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Hard budgets (a build above them fails `npm test`) and the goal of issue 11. */
export const BUDGETS = {
  jsHard: 150 * KIB,
  jsGoal: 130 * KIB,
  cssHard: 14 * KIB,
  langs: localeLangs(),
  // i18next's fallbackLng (apps/web/src/i18n/index.ts), whose namespaces a page fetches too:
  // none today (set it to 'en' here if i18n gets a fallback language again).
  fallbackLang: undefined,
  // Lazy chunks the layout renders on every page for a guest before hydrating: none (the
  // header and footer hydrate on their own once their chunk is here, app/layout/deferred-chrome.tsx).
  shell: [],
  // Namespaces every page loads in its language before rendering (apps/web/src/main.tsx).
  shellNamespaces: ['common'],
};

/**
 * The routes measured: the lazy module react-router loads for each (app/router.tsx) and the
 * locale namespaces its components ask for beyond `common` (BUDGETS.shellNamespaces).
 */
export const ROUTES = [
  // The contact form and map (contact namespace) load as they near the viewport.
  { name: '/home', lazy: ['src/routes/home.tsx'], namespaces: ['home'], jsGoal: BUDGETS.jsGoal },
  // The lists' texts (lead, empty list, filter box, the service pages') are `catalog-lists`.
  { name: '/products', lazy: ['src/routes/products.tsx'], namespaces: ['catalog', 'catalog-lists'] },
  {
    name: '/products/:category',
    lazy: ['src/routes/product-category.tsx'],
    namespaces: ['catalog', 'catalog-lists'],
  },
  {
    name: '/products/:category/:product',
    lazy: ['src/routes/product.tsx'],
    namespaces: ['catalog'],
    jsGoal: BUDGETS.jsGoal,
  },
  { name: '/services', lazy: ['src/routes/services.tsx'], namespaces: ['catalog', 'catalog-lists'] },
  { name: '/contact', lazy: ['src/routes/contact.tsx'], namespaces: ['contact'] },
  // The checkout panel (and its namespace) loads with the first cart line: a guest's cart has none.
  { name: '/cart', lazy: ['src/routes/cart.tsx'], namespaces: ['cart'] },
];

export function formatTable(rows) {
  const lines = [
    `${'route'.padEnd(30)}${'lang'.padEnd(6)}${'JS gz KiB'.padStart(10)}${'files'.padStart(7)}${'goal'.padStart(7)}${'budget'.padStart(8)}${'CSS gz KiB'.padStart(12)}  result`,
  ];
  for (const row of rows) {
    const goal = row.jsGoal === null ? '' : kib(row.jsGoal);
    const result =
      row.failures.length > 0 ? `OVER: ${row.failures.join('; ')}` : row.overGoal ? 'ok (above goal)' : 'ok';
    lines.push(
      `${row.route.padEnd(30)}${row.lang.padEnd(6)}${kib(row.js).padStart(10)}${String(row.jsFiles).padStart(7)}${goal.padStart(7)}${kib(row.jsHard).padStart(8)}${kib(row.css).padStart(12)}  ${result}`,
    );
  }
  lines.push(
    `hard budgets (gzip): JS ${kib(BUDGETS.jsHard)} KiB per route unless the budget column says otherwise, CSS ${kib(BUDGETS.cssHard)} KiB`,
  );
  return lines.join('\n');
}

function main() {
  process.chdir(ROOT);
  ensureWebBuild();
  if (!fs.existsSync(MANIFEST)) {
    console.error(
      `No build manifest at ${MANIFEST}: build.manifest must stay on in apps/web/vite.config.ts.`,
    );
    process.exit(1);
  }
  const manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  const rows = measureRoutes(manifest, gzipSizer(DIST), ROUTES, BUDGETS);
  if (process.argv.includes('--json')) console.info(JSON.stringify(rows, null, 2));
  else console.info(`First-load JS and CSS per route (gzip, from the build manifest)\n${formatTable(rows)}`);
  const over = rows.filter((row) => row.failures.length > 0);
  if (over.length > 0) {
    console.error(`budgets: ${over.length} route(s) over budget`);
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
