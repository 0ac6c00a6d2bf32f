/**
 * `npm run bench`: the shop as shipped (compiled, `node scripts/start.mjs`, production
 * settings, the default logging to a file) in its own process, measured from a separate
 * load-client process (bench/client.ts) on loopback:
 * - each hot read's throughput and latency, compared with a bare Fastify route in paired rounds
 *   (goals: catalogue reads ≥ 0.5× bare, summary ≥ 0.3×, p99 < 25 ms);
 * - GET /api/health every 25 ms during 200 parallel wrong logins from 200 addresses
 *   (issue 12, finding 2: p99 < 100 ms on the embedded database);
 * - resident memory, the embedded database's process included: idle after the first start
 *   (initialised and seeded), idle after a restart (≤ 250 MB), the most under the load above
 *   (≤ 300 MB: the highest sum sampled every 100 ms, and the sum of each process's own
 *   high-water mark, VmHWM, which no sample can miss), and idle on PostgreSQL (≤ 150 MB)
 *   when a server is given (BENCH_DATABASE_URL, else TEST_DATABASE_URL).
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { ROOT, type Shop, STAFF, startShop } from './shop';
import { type BenchTarget, benchTargets } from './targets';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
/**
 * Each endpoint is measured in this many rounds, each right after a round of the bare route;
 * the figures are the rounds' medians. This machine's speed drifts by tens of percent within
 * seconds (the bare route gave 11k–27k req/s within one run of 5-second measurements), so one
 * pair of long runs compares two different machines.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = 50;
const CLIENT = path.join(import.meta.dirname, 'client.ts');
const run = promisify(execFile);

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };
/** A target's figures and the bare route's, medians of paired rounds (the machine's speed drifts). */
type Paired = Result & { bareRps: number; ratio: number };

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

/** ROUNDS rounds of the bare route then the target; each figure is the median of its rounds. */
async function measurePaired(bareUrl: string, target: BenchTarget, base: string): Promise<Paired> {
  const rounds: { bare: Result; shop: Result }[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const bare = await measure('bare fastify route', bareUrl);
    rounds.push({ bare, shop: await measure(target.name, `${base}${target.path}`, target) });
  }
  const of = (pick: (r: { bare: Result; shop: Result }) => number) => median(rounds.map(pick));
  return {
    name: target.name,
    rps: Math.round(of((r) => r.shop.rps)),
    bareRps: Math.round(of((r) => r.bare.rps)),
    ratio: of((r) => r.shop.rps / r.bare.rps),
    p50: of((r) => r.shop.p50),
    p99: of((r) => r.shop.p99),
    errors: rounds.reduce((sum, r) => sum + r.shop.errors, 0),
  };
}

/** The catalogue's public reads: goal ≥ 0.5× the bare route with the default logging (issue 12). */
const CATALOGUE_READS = new Set([
  'GET /api/home',
  'GET /api/home (ar)',
  'GET /api/categories?owner_type=2',
  'GET /api/products/{id}',
  'GET /api/products/{id} (br)',
  'GET /api/search?name=banner',
]);
/** A process and all its descendants (the embedded database). */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    const current = pids[i] as number;
    const taskDir = `/proc/${current}/task`;
    for (const task of fs.existsSync(taskDir) ? fs.readdirSync(taskDir) : []) {
      const children = fs.readFileSync(`${taskDir}/${task}/children`, 'utf8').trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  return pids;
}

/** A field of /proc/<pid>/status in kB (VmRSS: resident now; VmHWM: the most since start or reset). */
function statusKb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0; // A process that just exited.
  }
}

const toMb = (kb: number) => Math.round(kb / 1024);

/** Resident memory of a process and all its descendants (the embedded database), in MB. */
function treeMemory(pid: number): { rss: number; pss: number; parts: number[] } {
  let rss = 0;
  let pss = 0;
  const parts: number[] = [];
  for (const p of processTree(pid)) {
    const own = statusKb(p, 'VmRSS');
    rss += own;
    parts.push(toMb(own));
    try {
      pss += Number(/^Pss:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${p}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    } catch {
      // A process that just exited.
    }
  }
  return { rss: toMb(rss), pss: toMb(pss), parts };
}

/** Idle memory: what the process tree holds a few seconds after start-up settled. */
async function idleMemory(shop: Shop) {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return treeMemory(shop.child.pid ?? 0);
}

type Peak = {
  /** The highest sum of the processes' RSS seen at one instant (sampled every 100 ms). */
  rss: number;
  parts: number[];
  /**
   * The sum of each process's own high-water mark (VmHWM, reset before `work`): nothing a
   * sample could miss (an argon2 hash lasts ~20 ms), an upper bound of the true peak since
   * the processes need not peak at the same instant.
   */
  hwm: number;
  hwmParts: number[];
};

/** Measures the tree's memory while `work` runs: the highest sample and each process's own peak. */
async function peakMemoryDuring<T>(pid: number, work: () => Promise<T>): Promise<[T, Peak]> {
  const pids = processTree(pid);
  for (const p of pids) {
    try {
      // 5: reset the process's peak resident set size to its current one (proc(5)).
      fs.writeFileSync(`/proc/${p}/clear_refs`, '5');
    } catch {
      // Not allowed on this system: VmHWM then counts from the process's start.
    }
  }
  const sample = () => {
    const parts = pids.map((p) => statusKb(p, 'VmRSS'));
    return { rss: parts.reduce((a, b) => a + b, 0), parts };
  };
  let highest = sample();
  const timer = setInterval(() => {
    const now = sample();
    if (now.rss > highest.rss) highest = now;
  }, 100);
  try {
    const result = await work();
    const hwmParts = pids.map((p) => statusKb(p, 'VmHWM'));
    return [
      result,
      {
        rss: toMb(highest.rss),
        parts: highest.parts.map(toMb),
        hwm: toMb(hwmParts.reduce((a, b) => a + b, 0)),
        hwmParts: hwmParts.map(toMb),
      },
    ];
  } finally {
    clearInterval(timer);
  }
}

async function client<T>(job: unknown): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(job)], {
    maxBuffer: 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

/** Runs one measurement in a separate client process (bench/client.ts) and reads its figures. */
async function measure(name: string, url: string, target?: BenchTarget): Promise<Result> {
  const job = {
    url,
    method: target?.method,
    body: target?.body,
    headerPool: target?.headerPool,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
  };
  return { name, ...(await client<Omit<Result, 'name'>>(job)) };
}

type Burst = {
  startedAt: number;
  endedAt: number;
  loginStatuses: Record<string, number>;
};
type Poll = { samples: { at: number; ms: number; ok: boolean }[] };

/** 200 wrong logins at once while another client polls health every 25 ms (client.ts). */
async function loginBurst(base: string) {
  const [burst, poll] = await Promise.all([
    client<Burst>({ mode: 'burst', base, email: STAFF.STAFF_EMAIL, logins: 200, delayMs: 1500 }),
    client<Poll>({ mode: 'poll', base, pollMs: 25, durationMs: 8000 }),
  ]);
  const during = poll.samples.filter((s) => s.at >= burst.startedAt && s.at <= burst.endedAt);
  const latencies = during.map((s) => s.ms).sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
  return {
    burstMs: burst.endedAt - burst.startedAt,
    loginStatuses: burst.loginStatuses,
    healthRequests: latencies.length,
    healthFailures: during.filter((s) => !s.ok).length,
    p50: at(0.5),
    p99: at(0.99),
    max: at(1),
  };
}

/** Idle memory of the shop on a PostgreSQL server, in a database of its own there. */
async function postgresIdleMemory(serverUrl: string, work: string) {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const shop = await startShop(
      { DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'pg-data') },
      path.join(work, 'pg.log'),
    );
    await fetch(`${shop.base}/api/home`).then((r) => r.arrayBuffer());
    const memory = await idleMemory(shop);
    await shop.stop();
    return memory;
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

const mb = (value: number, goal?: number) =>
  `${String(value).padStart(5)} MB${goal ? (value <= goal ? `  (goal ≤ ${goal}: met)` : `  (goal ≤ ${goal}: NOT met)`) : ''}`;

async function main() {
  // The bench measures the current sources: compile them as npm start would.
  execFileSync(process.execPath, ['scripts/api-build.mjs'], { cwd: ROOT, stdio: 'ignore' });

  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: true, data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const dataDir = path.join(work, 'data');
  // TRUST_PROXY: the burst's logins each come from their own address (x-forwarded-for).
  const shopEnv = { DATA_DIR: dataDir, TRUST_PROXY: 'true' };

  // 1. First start: the embedded database is created, migrated and seeded.
  let shop = await startShop(shopEnv, path.join(work, 'first-start.log'));
  const firstStart = await idleMemory(shop);
  await shop.stop();

  // 2. Bench customers and ids, written while the shop is stopped (one process per data dir).
  const database = await openDatabase({ dataDir });
  const targets = await benchTargets(database.db);
  await database.close();

  // 3. Restart, idle, then the load.
  shop = await startShop(shopEnv, path.join(work, 'shop.log'));
  const restart = await idleMemory(shop);
  const pid = shop.child.pid ?? 0;
  const base = shop.base;
  const bareUrl = `http://127.0.0.1:${barePort}/bare`;
  const [results, loadPeak] = await peakMemoryDuring(pid, async () => {
    const all: Paired[] = [];
    for (const target of targets) all.push(await measurePaired(bareUrl, target, base));
    return all;
  });
  const [burst, burstPeak] = await peakMemoryDuring(pid, () => loginBurst(base));
  const afterLoad = treeMemory(pid);
  await shop.stop();

  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  const postgres = serverUrl ? await postgresIdleMemory(serverUrl, work) : null;

  console.info(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS}s per endpoint, compiled server (node scripts/start.mjs), ` +
      'database: embedded (PGlite process), default logging (one line per request, to a file)',
  );
  // Other work on the machine takes cores from the server and the client alike.
  console.info(`${os.cpus().length} cores, load average at the end ${os.loadavg()[0]?.toFixed(1)}\n`);
  console.info(
    `Each line: medians of ${ROUNDS} rounds, each a round of the bare Fastify route then one of the endpoint; ` +
      "the ratio is the median of the rounds' ratios.\n",
  );
  console.info(
    'endpoint'.padEnd(34),
    'req/s'.padStart(8),
    'bare'.padStart(8),
    'ratio'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.info(
      r.name.padEnd(34),
      String(r.rps).padStart(8),
      String(r.bareRps).padStart(8),
      r.ratio.toFixed(2).padStart(7),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
    );
  }

  const catalogue = results.filter((r) => CATALOGUE_READS.has(r.name)).map((r) => r.ratio);
  const lowest = Math.min(...catalogue);
  console.info(
    `\nCatalogue reads: ${lowest.toFixed(2)}× to ${Math.max(...catalogue).toFixed(2)}× the bare route ` +
      `(goal ≥ 0.5×: ${lowest >= 0.5 ? 'met' : 'NOT met'})`,
  );

  const statuses = Object.entries(burst.loginStatuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  console.info(
    `\nGET /api/health every 25 ms during 200 parallel wrong logins from 200 addresses (${burst.burstMs} ms; ${statuses}):`,
  );
  console.info(
    `  ${burst.healthRequests} health requests, p50 ${burst.p50} ms, p99 ${burst.p99} ms, max ${burst.max} ms, ` +
      `${burst.healthFailures} failed  (goal p99 < 100 ms: ${burst.p99 < 100 ? 'met' : 'NOT met'})`,
  );

  console.info(
    '\nResident memory (RSS of the server and its embedded database process; PSS counts shared pages once):',
  );
  const split = (m: { parts: number[] }) => `server + database ${m.parts.join(' + ')} MB`;

  console.info(
    `  embedded, idle after first start (seeded)  ${mb(firstStart.rss)}   ${split(firstStart)}, PSS ${firstStart.pss} MB`,
  );
  console.info(
    `  embedded, idle after restart               ${mb(restart.rss, 250)}   ${split(restart)}, PSS ${restart.pss} MB`,
  );
  // Sampled every 100 ms; "own peaks" adds each process's VmHWM, which no sample can miss.
  const peak = (m: Peak) =>
    `${split(m)}\n${''.padEnd(45)}${mb(m.hwm, 300)}   own peaks (VmHWM) ${m.hwmParts.join(' + ')} MB, summed`;
  console.info(`  embedded, highest under the reads and writes ${mb(loadPeak.rss, 300)}   ${peak(loadPeak)}`);
  console.info(
    `  embedded, highest during the login burst    ${mb(burstPeak.rss, 300)}   ${peak(burstPeak)}`,
  );
  console.info(
    `  embedded, after the load                   ${mb(afterLoad.rss)}   ${split(afterLoad)}, PSS ${afterLoad.pss} MB`,
  );
  console.info(
    postgres
      ? `  PostgreSQL server, idle                    ${mb(postgres.rss, 150)}   PSS ${postgres.pss} MB`
      : '  PostgreSQL server, idle                    skipped (set BENCH_DATABASE_URL to a server)',
  );

  await bare.close();
  fs.rmSync(work, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
