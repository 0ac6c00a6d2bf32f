/**
 * `npm run bench`: throughput and latency of the API's hot reads, measured on loopback with
 * autocannon in a separate client process, each compared with a bare Fastify route (served
 * by this process too) in the same run, with the shipped logging.
 * Goals (issue "Catalogue"): catalogue reads ≥ 0.5× bare, summary ≥ 0.3×, p99 < 25 ms.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import pino from 'pino';
import { buildApp } from '../src/app';
import { loadEnv } from '../src/config/env';
import { openMigratedDatabase, seedOnFirstStart } from '../src/db/setup';
import { type BenchTarget, benchTargets } from './targets';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 50;
const CLIENT = path.join(import.meta.dirname, 'client.ts');
const run = promisify(execFile);

type Result = { name: string; rps: number; p50: number; p99: number; errors: number };

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
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(job)], {
    maxBuffer: 1024 * 1024,
  });
  return { name, ...(JSON.parse(stdout) as Omit<Result, 'name'>) };
}

async function main() {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ status: true, data: { ok: true } }));
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const bareAddress = bare.server.address();
  const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
  const env = loadEnv({
    ...process.env,
    NODE_ENV: 'production',
    // The shipped logging (one info line per request, asynchronous), written to a file here.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    DATA_DIR: dataDir,
    STAFF_PASSWORD: 'bench-password-123',
  });
  const database = await openMigratedDatabase(env);
  const logDestination = pino.destination({
    dest: path.join(dataDir, 'bench.log'),
    sync: false,
    mkdir: true,
  });
  const app = await buildApp({ env, database, logDestination });
  await seedOnFirstStart(database, env, app.log);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const results: Result[] = [await measure('bare fastify route', `http://127.0.0.1:${barePort}/bare`)];
  for (const target of await benchTargets(database.db)) {
    results.push(await measure(target.name, `${base}${target.path}`, target));
  }

  const bareRps = results[0]?.rps ?? 1;
  console.info(
    `\n${CONNECTIONS} connections, ${DURATION_SECONDS}s each, database: ${database.kind}, logging: ${env.LOG_LEVEL} (one line per request)\n`,
  );
  console.info(
    'endpoint'.padEnd(34),
    'req/s'.padStart(8),
    'ratio'.padStart(7),
    'p50 ms'.padStart(8),
    'p99 ms'.padStart(8),
    'errors'.padStart(7),
  );
  for (const r of results) {
    console.info(
      r.name.padEnd(34),
      String(r.rps).padStart(8),
      (r.rps / bareRps).toFixed(2).padStart(7),
      String(r.p50).padStart(8),
      String(r.p99).padStart(8),
      String(r.errors).padStart(7),
    );
  }

  await app.close();
  await bare.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
