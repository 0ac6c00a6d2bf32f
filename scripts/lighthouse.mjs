/**
 * `npm run lighthouse` (also the last step of `npm run bench`): Lighthouse 12 with its default
 * mobile emulation on /home, /products and a product page, in English and Arabic, against the
 * built shop started as `npm start` runs it (a free port, a fresh data dir, the demo catalogue).
 * Each page is measured RUNS times (default 3) and the median of each figure is printed.
 * Offline: Debian's Chromium (CHROME_PATH, default /usr/bin/chromium), nothing downloaded.
 * `--json <file>` also writes every run's figures and the scripts fetched; LIGHTHOUSE_RUNS,
 * LIGHTHOUSE_PAGES (e.g. `home,product`) and LIGHTHOUSE_LANGS (e.g. `en`) narrow a quick check;
 * the JSON also holds each run's bootup-time per script and long tasks. Budgets: docs/decisions/017-budgets.md.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { ensureWebBuild } from './web-build.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Waits for a line matching `pattern` on a child's stdout or stderr. */
function waitForLine(child, pattern, what, timeoutMs) {
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in time:\n${output}`)), timeoutMs);
    const onData = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        child.stderr?.off('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve(match);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited with code ${code}:\n${output}`));
    });
  });
}

/** The Node arguments of `npm start` (package.json), so the measured server is the shipped one. */
function npmStartArgs() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  if (command !== 'node') throw new Error(`npm start runs "${command}", expected node`);
  return args;
}

/** The built shop as `npm start` runs it (compiled server), on a free port and a fresh data dir. */
async function startShop(work) {
  const child = spawn(process.execPath, npmStartArgs(), {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      LOG_LEVEL: 'info',
      STAFF_PASSWORD: 'lighthouse-password',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const [, port] = await waitForLine(child, /Shop ready on http:\/\/localhost:(\d+)/, 'the shop', 120_000);
  return { child, base: `http://127.0.0.1:${port}` };
}

async function startChromium(work) {
  const child = spawn(
    CHROME,
    [
      ...CHROME_FLAGS,
      `--user-data-dir=${path.join(work, 'chromium')}`,
      '--remote-debugging-port=0',
      'about:blank',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const [, port] = await waitForLine(child, /DevTools listening on ws:\/\/[^:]+:(\d+)\//, 'Chromium', 30_000);
  return { child, port: Number(port) };
}

async function apiData(base, pathname) {
  const response = await fetch(`${base}/api${pathname}`);
  if (!response.ok) throw new Error(`GET /api${pathname} answered ${response.status}`);
  const body = await response.json();
  return body.data ?? body;
}

/** The first product of the first product category that has one, as the storefront links it. */
async function productPath(base) {
  for (const category of await apiData(base, '/categories?owner_type=2')) {
    const detail = await apiData(base, `/categories/${category.id}?owner_type=2`);
    const product = detail.products?.[0];
    if (product) return `/products/${category.id}/${product.id}`;
  }
  throw new Error('The demo catalogue has no product to measure');
}

/**
 * One Lighthouse run. A run that fails to record (NO_NAVSTART and the like happen now and
 * then on a loaded machine) is tried again, up to three times.
 */
async function audit(url, port) {
  let lastError = '';
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (result?.lhr && !result.lhr.runtimeError) return { lhr: result.lhr, trace: result.artifacts?.Trace };
    lastError = result?.lhr?.runtimeError?.message ?? 'no result';
    console.warn(`lighthouse: ${url}: ${lastError}; trying again`);
  }
  throw new Error(`${url}: ${lastError}`);
}

/**
 * Total blocking time counted from the main thread's own CPU time (trace `tdur`) times
 * Lighthouse's 4x CPU slowdown, for tasks after the first paint. Lighthouse's TBT uses wall
 * time, so on a shared machine a task that waited for a core counts as blocking; this one
 * hardly moves with the machine's load (it misses waits inside a task, such as compiling), so
 * before/after comparisons are made with it and TBT side by side.
 */
function cpuBlockingMs(trace) {
  const events = trace?.traceEvents ?? [];
  const busy = {};
  for (const e of events) {
    if (e.name === 'RunTask' && e.dur > 1000)
      busy[`${e.pid}:${e.tid}`] = (busy[`${e.pid}:${e.tid}`] ?? 0) + e.dur;
  }
  const main = Object.entries(busy).sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return 0;
  const [pid, tid] = main.split(':').map(Number);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === pid)?.ts ?? 0;
  return events
    .filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcp)
    .reduce((sum, e) => sum + Math.max(0, ((e.tdur ?? e.dur) / 1000) * 4 - 50), 0);
}

/** The figures of one Lighthouse run. */
function figures(lhr, trace) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const requests = lhr.audits['network-requests']?.details?.items ?? [];
  const scriptBytes = requests
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    performance: score('performance'),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    cpuTbtMs: cpuBlockingMs(trace),
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    scriptKiB: scriptBytes / 1024,
    // Script evaluation and parsing of the page's own files (bootup-time): steadier than TBT
    // on a loaded machine, so a change in what runs shows here first.
    scriptMs: (lhr.audits['bootup-time']?.details?.items ?? [])
      .filter((item) => item.url.startsWith(new URL(lhr.finalDisplayedUrl).origin))
      .reduce((sum, item) => sum + (item.scripting ?? 0) + (item.scriptParseCompile ?? 0), 0),
  };
}

/** Where a run's main thread went: bootup-time per script and the long tasks, for `--json`. */
function costs(lhr) {
  return {
    bootup: (lhr.audits['bootup-time']?.details?.items ?? []).map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ''),
      total: Math.round(item.total),
      scripting: Math.round(item.scripting),
      parse: Math.round(item.scriptParseCompile),
    })),
    mainThread: (lhr.audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => ({
      group: item.group,
      ms: Math.round(item.duration),
    })),
    longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((item) => ({
      url: item.url.replace(/^https?:\/\/[^/]+/, ''),
      start: Math.round(item.startTime),
      ms: Math.round(item.duration),
    })),
  };
}

/** The scripts a run fetched (file name, bytes transferred and decoded), to compare with the manifest's list. */
function scriptsFetched(lhr) {
  return (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => ({
      file: new URL(item.url).pathname,
      transfer: item.transferSize,
      size: item.resourceSize,
    }));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function medianFigures(runs) {
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))]));
}

function formatTable(rows) {
  const header = [
    'page',
    'lang',
    'perf',
    'LCP s',
    'TBT ms',
    'CPU TBT†',
    'CLS',
    'a11y',
    'BP',
    'SEO',
    'JS KiB*',
    'JS ms**',
  ];
  const widths = [30, 5, 5, 7, 7, 9, 6, 5, 4, 4, 8, 8];
  const line = (cells) =>
    cells.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(' ');
  const lines = [line(header)];
  for (const { page, lang, median: m } of rows) {
    lines.push(
      line([
        page,
        lang,
        String(m.performance),
        (m.lcpMs / 1000).toFixed(2),
        String(Math.round(m.tbtMs)),
        String(Math.round(m.cpuTbtMs)),
        m.cls.toFixed(3),
        String(m.accessibility),
        String(m.bestPractices),
        String(m.seo),
        m.scriptKiB.toFixed(1),
        String(Math.round(m.scriptMs)),
      ]),
    );
  }
  lines.push(
    `median of ${RUNS} runs each; Lighthouse default mobile emulation (simulated slow 4G, 4x CPU);`,
    '* JS KiB: every script the page fetched while measured, as transferred (compressed by the server).',
    "** JS ms: the shop's own scripts' evaluation and parse time under the CPU throttle (bootup-time).",
    "† CPU TBT: blocking time from the main thread's CPU time (x4) after the first paint, steady under machine load.",
  );
  return lines.join('\n');
}

async function main() {
  process.chdir(ROOT);
  ensureWebBuild();
  if (!fs.existsSync(CHROME)) {
    console.error(
      `Lighthouse needs Chromium at ${CHROME} (Debian: apt-get install chromium), or set CHROME_PATH.`,
    );
    process.exit(1);
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const jsonIndex = process.argv.indexOf('--json');
  const jsonFile = jsonIndex > 0 ? process.argv[jsonIndex + 1] : undefined;
  let shop;
  let chromium;
  try {
    shop = await startShop(work);
    chromium = await startChromium(work);
    const allPages = { home: '/home', products: '/products', product: await productPath(shop.base) };
    // LIGHTHOUSE_PAGES=home,product measures only those.
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',') ?? Object.keys(allPages);
    const pages = Object.entries(allPages)
      .filter(([key]) => wanted.includes(key))
      .map(([, page]) => page);
    const rows = [];
    const scripts = {};
    const runCosts = {};
    // LIGHTHOUSE_LANGS=en measures one language only.
    const langs = process.env.LIGHTHOUSE_LANGS?.split(',') ?? ['en', 'ar'];
    for (const page of pages) {
      for (const lang of langs) {
        // Explicit for English too: the choice is remembered (localStorage, later a cookie), and
        // Lighthouse's storage reset does not clear it between runs on the same browser.
        const url = `${shop.base}${page}?lang=${lang}`;
        const runs = [];
        for (let run = 0; run < RUNS; run += 1) {
          const { lhr, trace } = await audit(url, chromium.port);
          runs.push(figures(lhr, trace));
          if (jsonFile) {
            scripts[`${page} ${lang}`] = scriptsFetched(lhr);
            runCosts[`${page} ${lang}`] = [...(runCosts[`${page} ${lang}`] ?? []), costs(lhr)];
          }
        }
        rows.push({ page, lang, runs, median: medianFigures(runs) });
        console.info(`lighthouse: ${page} ${lang} done`);
      }
    }
    console.info(
      `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}\n${formatTable(rows)}`,
    );
    if (jsonFile) fs.writeFileSync(jsonFile, JSON.stringify({ rows, scripts, costs: runCosts }, null, 2));
  } finally {
    chromium?.child.kill('SIGTERM');
    shop?.child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
