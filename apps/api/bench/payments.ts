/**
 * `npm run bench` (after run.ts), issue 20: payments per second and their p99 with a gateway
 * that takes 300 ms to answer (the sandbox with SANDBOX_CHARGE_DELAY_MS=300), and the p99 of
 * other customers' catalogue reads and cart writes before and during that burst of payments
 * (goal: reads p99 < 25 ms while payments wait on the bank; docs/decisions/035-payments-state-machine.md).
 * On the embedded database, and on PostgreSQL when BENCH_DATABASE_URL (else TEST_DATABASE_URL)
 * names a server. Loopback only, a fixed number of requests.
 */
import { execFile, execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, eq } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openDatabase } from '../src/db/client';
import { hashToken } from '../src/lib/tokens';
import { authTokens } from '../src/modules/accounts';
import { addresses } from '../src/modules/addresses';
import { products } from '../src/modules/catalog';
import { ROOT, type Shop, startShop } from './shop';
import { benchCustomers, defaultOptionIds } from './targets';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 200);
/** Payments in flight at once (each customer pays its own cart once). */
const CONCURRENCY = Number(process.env.BENCH_PAYMENTS_AT_ONCE ?? 20);
const GATEWAY_MS = 300;
/** Other customers' requests: one every this many ms, reads and writes in turn. */
const OTHERS_EVERY_MS = 10;
const BASELINE_MS = 3000;
const CLIENT = path.join(import.meta.dirname, 'client.ts');
const run = promisify(execFile);

const shopEnv = { SANDBOX_CHARGE_DELAY_MS: String(GATEWAY_MS), TRUST_PROXY: 'true' };

async function client<T>(job: unknown): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CLIENT, JSON.stringify(job)], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

type Setup = {
  productId: number;
  payers: { authorization: string; addressId: number }[];
  readers: Record<string, string>[];
  adders: Record<string, string>[];
  addBody: unknown;
};

/** Paying customers (a banner in the cart, a structured Spanish default address) and other customers. */
async function writeCustomers(database: Database): Promise<Setup> {
  const { db } = database;
  const [banner] = await db.select().from(products).where(eq(products.slug, 'pvc-banner-510g')).limit(1);
  const [product] = banner ? [banner] : await db.select().from(products).orderBy(asc(products.id)).limit(1);
  if (!product) throw new Error('no product to put in the carts');
  const optionIds = await defaultOptionIds(db, product.id);
  const line = {
    productId: product.id,
    optionIds,
    width: product.defWidth ?? 100,
    height: product.defHeight ?? 100,
  };
  const payerHeaders = await benchCustomers(db, PAYMENTS, null);
  const payers: Setup['payers'] = [];
  for (const { authorization } of payerHeaders) {
    const [owner] = await db
      .select({ userId: authTokens.userId })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(authorization.slice('Bearer '.length))));
    if (!owner) throw new Error('bench customer without its token');
    const [address] = await db
      .insert(addresses)
      .values({
        userId: owner.userId,
        type: 2,
        label: 'Workshop',
        details: 'Calle Mayor 1, 28013 Madrid',
        street: 'Calle Mayor 1',
        postcode: '28013',
        city: 'Madrid',
        countryCode: 'ES',
        phone: '+34 600 111 222',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    payers.push({ authorization, addressId: address!.id });
  }
  return {
    productId: product.id,
    payers,
    readers: await benchCustomers(db, 20, line),
    adders: await benchCustomers(db, 200, line),
    addBody: {
      product_id: product.id,
      quantity: 5,
      width: line.width,
      height: line.height,
      options: optionIds,
    },
  };
}

type Sample = { name: string; at: number; ms: number; status: number };
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0) * 10) / 10;
};

/** The burst of payments, and the other customers' requests before and during it. */
async function measure(shop: Shop, setup: Setup) {
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
  // Each payer's total as the storefront shows it (the payment compares it).
  const payments = await Promise.all(
    setup.payers.map(async (payer, i) => {
      // The line goes in through the API, as a customer adds it (priced when added).
      const added = await fetch(`${shop.base}/api/card`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: payer.authorization },
        body: JSON.stringify(setup.addBody),
      });
      if (added.status !== 201) throw new Error(`cart add: ${added.status} ${await added.text()}`);
      const quote = await fetch(`${shop.base}/api/shipments/calculate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: payer.authorization },
        body: JSON.stringify({ address_id: payer.addressId }),
      });
      const shown = ((await quote.json()) as { data: { total_amount: number } }).data.total_amount;
      return {
        headers: {
          authorization: payer.authorization,
          'idempotency-key': `bench-${i}`,
          // Each from its own address, as customers are.
          'x-forwarded-for': `10.20.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        },
        body: { ...card, address_id: payer.addressId, total_amount: shown },
      };
    }),
  );
  const others = setup.readers.flatMap((reader, i) => [
    { name: 'catalogue read', path: `/api/products/${setup.productId}`, method: 'GET' as const },
    { name: 'catalogue read', path: '/api/home', method: 'GET' as const },
    { name: 'cart read', path: '/api/card', method: 'GET' as const, headers: reader },
    {
      name: 'cart write',
      path: '/api/card',
      method: 'POST' as const,
      body: setup.addBody,
      headers: setup.adders[i % setup.adders.length]!,
    },
  ]);
  // Enough for the burst at the gateway's pace, with room for a slow machine.
  const burstBudgetMs = Math.ceil(PAYMENTS / CONCURRENCY) * GATEWAY_MS * 4 + 5000;
  const [burst, mixed] = await Promise.all([
    client<{
      startedAt: number;
      endedAt: number;
      samples: { ms: number; status: number }[];
      firstError: string;
    }>({
      mode: 'pay',
      base: shop.base,
      delayMs: BASELINE_MS,
      concurrency: CONCURRENCY,
      payments,
    }),
    client<{ samples: Sample[] }>({
      mode: 'mixed',
      base: shop.base,
      everyMs: OTHERS_EVERY_MS,
      durationMs: BASELINE_MS + burstBudgetMs,
      requests: others,
    }),
  ]);
  const statuses: Record<string, number> = {};
  for (const s of burst.samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  const seconds = (burst.endedAt - burst.startedAt) / 1000;
  const kinds = ['catalogue read', 'cart read', 'cart write'];
  const window = (from: number, to: number) =>
    Object.fromEntries(
      kinds.map((kind) => {
        const picked = mixed.samples.filter((s) => s.name === kind && s.at >= from && s.at <= to);
        return [
          kind,
          {
            n: picked.length,
            failed: picked.filter((s) => s.status < 200 || s.status >= 300).length,
            p50: quantile(
              picked.map((s) => s.ms),
              0.5,
            ),
            p99: quantile(
              picked.map((s) => s.ms),
              0.99,
            ),
          },
        ];
      }),
    );
  const firstSample = Math.min(...mixed.samples.map((s) => s.at));
  return {
    payments: {
      firstError: burst.firstError,
      n: burst.samples.length,
      statuses,
      seconds,
      perSecond: Math.round((burst.samples.length / seconds) * 10) / 10,
      p50: quantile(
        burst.samples.map((s) => s.ms),
        0.5,
      ),
      p99: quantile(
        burst.samples.map((s) => s.ms),
        0.99,
      ),
    },
    before: window(firstSample + 500, burst.startedAt),
    during: window(burst.startedAt, burst.endedAt),
  };
}

type Figures = Awaited<ReturnType<typeof measure>>;

function print(label: string, figures: Figures) {
  const p = figures.payments;
  const statuses = Object.entries(p.statuses)
    .map(([status, count]) => `${count}× ${status}`)
    .join(', ');
  console.info(
    `\n${label}: ${p.n} payments, ${CONCURRENCY} at a time, gateway ${GATEWAY_MS} ms (${statuses})`,
  );
  console.info(
    `  ${p.perSecond} payments/s over ${p.seconds.toFixed(1)} s, p50 ${p.p50} ms, p99 ${p.p99} ms`,
  );
  if (p.firstError) console.info(`  first refusal: ${p.firstError}`);
  console.info(`  other customers, one request every ${OTHERS_EVERY_MS} ms:`);
  for (const kind of Object.keys(figures.during)) {
    const b = figures.before[kind]!;
    const d = figures.during[kind]!;
    const goal = kind === 'catalogue read' ? `  (goal p99 < 25 ms: ${d.p99 < 25 ? 'met' : 'NOT met'})` : '';
    console.info(
      `  ${kind.padEnd(15)} before p50 ${b.p50} / p99 ${b.p99} ms (${b.n})   during p50 ${d.p50} / p99 ${d.p99} ms (${d.n}, ${d.failed} failed)${goal}`,
    );
  }
}

async function embedded(work: string) {
  const dataDir = path.join(work, 'data');
  const env = { ...shopEnv, DATA_DIR: dataDir };
  let shop = await startShop(env, path.join(work, 'first-start.log'), 'development');
  await shop.stop();
  // One process per data dir: the customers are written while the shop is stopped.
  const database = await openDatabase({ dataDir });
  const setup = await writeCustomers(database);
  await database.close();
  shop = await startShop(env, path.join(work, 'shop.log'), 'development');
  try {
    return await measure(shop, setup);
  } finally {
    await shop.stop();
  }
}

async function postgres(serverUrl: string, work: string) {
  const name = `shop_bench_pay_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    const env = { ...shopEnv, DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'pg-data') };
    const shop = await startShop(env, path.join(work, 'pg.log'), 'development');
    try {
      const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
      const setup = await writeCustomers(database).finally(() => database.close());
      return await measure(shop, setup);
    } finally {
      await shop.stop();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
    await admin.end();
  }
}

async function main() {
  execFileSync(process.execPath, ['scripts/api-build.mjs'], { cwd: ROOT, stdio: 'ignore' });
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pay-'));
  try {
    print('Payments, embedded database (PGlite process)', await embedded(work));
    const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
    if (serverUrl) print('Payments, PostgreSQL server', await postgres(serverUrl, work));
    else console.info('\nPayments, PostgreSQL server: skipped (set BENCH_DATABASE_URL to a server)');
    console.info(`${os.cpus().length} cores, load average at the end ${os.loadavg()[0]?.toFixed(1)}`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
