/**
 * `npm run bench:scale`: catalogue reads through one shop process, then through two on the
 * same PostgreSQL database (docs/operations.md, "What one more process adds").
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
 *
 * The URL names a server and a database to connect to for administration (TEST_DATABASE_URL
 * or DATABASE_URL are used when it is not set); the bench creates its own database there,
 * starts real processes (`node --import tsx apps/api/src/server.ts`, production settings,
 * one log line per request to /dev/null) and drops the database afterwards. The load
 * generator (autocannon, this process) runs on the same machine and competes for its cores:
 * on a 2-core box the second shop process has no core of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { products } from '../src/modules/catalog';
import { defaultOptionIds } from './targets';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);

type Shop = { child: ChildProcess; base: string };
type Result = { rps: number; p50: number; p99: number; errors: number };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function startShop(env: Record<string, string>): Promise<Shop> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`shop exited during start:\n${errors}`);
    const ok = await fetch(`${base}/api/health`).then(
      (res) => res.status === 200,
      () => false,
    );
    if (ok) return { child, base };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`shop did not start in time:\n${errors}`);
}

async function run(url: string, connections: number, duration: number): Promise<Result> {
  const result = await autocannon({ url, connections, duration });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** The same total load, split evenly over the given processes, measured together. */
async function measure(shops: Shop[], pathName: string): Promise<Result> {
  const share = Math.max(1, Math.round(CONNECTIONS / shops.length));
  // Warm-up: caches, JIT and connections.
  await Promise.all(shops.map((shop) => run(`${shop.base}${pathName}`, 10, 1)));
  const parts = await Promise.all(
    shops.map((shop) => run(`${shop.base}${pathName}`, share, DURATION_SECONDS)),
  );
  return {
    rps: Math.round(parts.reduce((sum, p) => sum + p.rps, 0)),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    errors: parts.reduce((sum, p) => sum + p.errors, 0),
  };
}

async function main() {
  const serverUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      'bench:scale needs a PostgreSQL server: set BENCH_DATABASE_URL=postgres://user@host:port/postgres',
    );
    process.exit(1);
  }
  const name = `shop_bench_scale_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const parsed = new URL(serverUrl);
  parsed.pathname = `/${name}`;
  const url = parsed.toString();

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-scale-'));
  const common = {
    NODE_ENV: 'production',
    DATABASE_URL: url,
    UPLOAD_DIR: path.join(work, 'uploads'),
    LOG_LEVEL: 'info',
    STAFF_PASSWORD: 'bench-password-123',
    SMTP_URL: '',
  };
  const shops: Shop[] = [];
  try {
    shops.push(await startShop({ ...common, DATA_DIR: path.join(work, 'a') })); // migrates and seeds

    const database = await openDatabase({ databaseUrl: url, poolSize: 1 });
    const [product] = await database.db
      .select()
      .from(products)
      .where(eq(products.slug, 'pvc-banner-510g'))
      .limit(1);
    const targets = [{ name: 'GET /api/categories?owner_type=2', path: '/api/categories?owner_type=2' }];
    if (product) {
      const options = (await defaultOptionIds(database.db, product.id))
        .map((id, i) => `options[${i}]=${id}`)
        .join('&');
      targets.push(
        { name: 'GET /api/products/{id}', path: `/api/products/${product.id}` },
        {
          name: 'GET /api/summary',
          path: `/api/summary?product_id=${product.id}&${options}&width=${product.defWidth ?? 100}&height=${product.defHeight ?? 100}&quantity=5`,
        },
      );
    }
    targets.push({ name: 'GET /api/search?name=banner', path: '/api/search?name=banner' });
    await database.close();

    // The second process starts now but is idle while one is measured; one and two are measured
    // back to back per endpoint, so a change in the machine's other load hits both alike.
    shops.push(await startShop({ ...common, DATA_DIR: path.join(work, 'b') }));
    const one: Result[] = [];
    const two: Result[] = [];
    for (const target of targets) {
      one.push(await measure(shops.slice(0, 1), target.path));
      two.push(await measure(shops, target.path));
    }

    const load = os.loadavg()[0]?.toFixed(1);
    console.info(
      `\n${CONNECTIONS} connections in all, ${DURATION_SECONDS}s each, ${os.cpus().length} cores shared by the shops, PostgreSQL and the load generator (load average ${load})\n`,
    );
    console.info(
      'endpoint'.padEnd(34),
      '1 proc req/s'.padStart(13),
      '2 procs req/s'.padStart(14),
      '2 vs 1'.padStart(7),
      'p99 1'.padStart(7),
      'p99 2'.padStart(7),
      'errors'.padStart(7),
    );
    targets.forEach((target, i) => {
      const a = one[i] as Result;
      const b = two[i] as Result;
      console.info(
        target.name.padEnd(34),
        String(a.rps).padStart(13),
        String(b.rps).padStart(14),
        `${(b.rps / a.rps).toFixed(2)}×`.padStart(7),
        String(a.p99).padStart(7),
        String(b.p99).padStart(7),
        String(a.errors + b.errors).padStart(7),
      );
    });
  } finally {
    await Promise.all(
      shops.map(
        (shop) =>
          new Promise<void>((resolve) => {
            if (shop.child.exitCode !== null) return resolve();
            shop.child.once('exit', () => resolve());
            shop.child.kill('SIGTERM');
          }),
      ),
    );
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
