import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { INVALIDATION_CHANNEL } from '../lib/invalidation';
import { addresses } from '../modules/addresses/table';
import { cartLines, carts } from '../modules/cart/table';
import { insertTestCatalog, type TestCatalog } from '../modules/catalog/test-catalog';
import { orders } from '../modules/orders/table';
import { payments } from '../modules/payments/table';
import { withDatabase } from './global-setup';
import { MADRID } from './pay';
import {
  postgresBinDir,
  type Shop,
  sleep,
  startShop,
  startThrowawayPostgres,
  stopShop,
  type ThrowawayPostgres,
} from './processes';
import { createTestUser } from './users';

/**
 * Two real shop processes (`node --import tsx apps/api/src/server.ts`) on one PostgreSQL database,
 * a shared upload directory and nothing else in common: what one does, the other sees
 * (docs/operations.md, docs/decisions/010-cross-process-invalidation.md). Needs a server: CI's
 * PostgreSQL pass sets TEST_DATABASE_URL; the PGlite pass skips it. Without a server at hand,
 * `SCALE_OUT_PG=throwaway` starts a cluster of its own (Debian's postgresql package):
 *   SCALE_OUT_PG=throwaway npx vitest run --project api src/test/scale-out.test.ts
 */

const throwaway = !process.env.TEST_DATABASE_URL && process.env.SCALE_OUT_PG === 'throwaway';
const binDir = throwaway ? postgresBinDir() : null;
const skipReason = process.env.TEST_DATABASE_URL
  ? null
  : !throwaway
    ? 'it needs a PostgreSQL server: set TEST_DATABASE_URL (CI does), or SCALE_OUT_PG=throwaway to start one'
    : !binDir
      ? 'SCALE_OUT_PG=throwaway, but no PostgreSQL server programs under /usr/lib/postgresql'
      : null;
if (skipReason) console.info(`scale-out test skipped: ${skipReason}`);

const STAFF = { email: 'staff@scale.local', password: 'scale-staff-password' };
/** Process A takes this long per sandbox charge, so a test can kill it mid-payment. */
const CHARGE_DELAY_MS = 3000;

type Answer = { status: number; headers: Headers; body: { status: boolean; data?: unknown; code?: string } };

async function call(
  shop: Shop,
  method: string,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${shop.base}${url}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] };
}

/** Polls until `check` holds; returns how long it took. */
async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  for (;;) {
    if (await check()) return performance.now() - started;
    if (performance.now() - started > ms) throw new Error(`not seen within ${ms} ms`);
    await sleep(20);
  }
}

describe.skipIf(skipReason !== null)('two shop processes on one PostgreSQL database', () => {
  let work = '';
  const dbName = `shop_scale_${randomBytes(5).toString('hex')}`;
  let a: Shop;
  let b: Shop;
  let envA: Record<string, string> = {};
  let database: Database;
  let cat: TestCatalog;
  let staffToken: string;

  let serverUrl = process.env.TEST_DATABASE_URL;
  let cluster: ThrowawayPostgres | undefined;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-scale-'));
    if (!serverUrl) {
      cluster = await startThrowawayPostgres(binDir as string);
      serverUrl = cluster.url;
    }
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = withDatabase(serverUrl as string, dbName);
    const common = {
      NODE_ENV: 'test',
      DATABASE_URL: url,
      UPLOAD_DIR: path.join(work, 'uploads'),
      LOG_LEVEL: 'warn',
      STAFF_EMAIL: STAFF.email,
      STAFF_PASSWORD: STAFF.password,
      SMTP_URL: '',
    };
    // Both start together on an empty database: migrations, the job schema and the seed run
    // once, under their advisory locks.
    const started = performance.now();
    envA = {
      ...common,
      DATA_DIR: path.join(work, 'a'),
      SANDBOX_CHARGE_DELAY_MS: String(CHARGE_DELAY_MS),
      // Settled at once after a restart (the reconcile job also runs as a worker starts).
      PAYMENT_RECONCILE_AFTER_MINUTES: '0',
      // Names A's connections, so the test can see whether a transaction is open.
      DATABASE_URL: `${url}?application_name=shop-a`,
    };
    [a, b] = await Promise.all([
      startShop('A', envA),
      startShop('B', { ...common, DATA_DIR: path.join(work, 'b') }),
    ]);
    console.info(`scale-out: two shops up in ${Math.round(performance.now() - started)} ms`);

    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
    cat = await insertTestCatalog(database.db);
    // Written behind the shops' backs: tell them, as a staff write would.
    await database.db.execute(`select pg_notify('${INVALIDATION_CHANNEL}', 'read')`);
    const login = await call(a, 'POST', '/api/login', { body: STAFF });
    expect(login.status).toBe(200);
    staffToken = (login.body.data as { token: string }).token;
  }, 90_000);

  afterAll(async () => {
    await Promise.all([stopShop(a), stopShop(b)]);
    await database?.close();
    if (serverUrl) {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
      await admin.end();
    }
    await cluster?.stop();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  }, 30_000);

  async function count(query: string): Promise<number> {
    const result = (await database.db.execute(query)) as unknown as { rows: { n: number }[] };
    return result.rows[0]?.n ?? 0;
  }

  async function customer() {
    const user = await createTestUser(database, { password: 'correct horse battery' });
    const [address] = await database.db
      .insert(addresses)
      .values({
        userId: user.id,
        type: 2,
        label: 'Shop',
        details: 'Calle Mayor 1',
        phone: '+34 600 111 222',
        ...MADRID,
      })
      .returning({ id: addresses.id });
    return { ...user, addressId: address!.id };
  }

  const bannerLine = () => ({
    product_id: cat.products.banner.id,
    width: 100,
    height: 100,
    quantity: 2,
    options: [cat.options.standard.id],
  });
  const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

  it('serves a session made by one process on the other', async () => {
    const user = await customer();
    const login = await call(a, 'POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    expect(login.status).toBe(200);
    const token = (login.body.data as { token: string }).token;
    expect((await call(b, 'GET', '/api/card', { token })).status).toBe(200);
  });

  it('serves a picture uploaded through one process from the other (one UPLOAD_DIR)', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'red.png');
    const res = await fetch(`${a.base}/api/admin/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staffToken}` },
      body: form,
    });
    expect(res.status).toBe(201);
    const { url } = ((await res.json()) as { data: { url: string } }).data;
    const served = await fetch(`${b.base}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toContain('image/webp');
  });

  it('prices a staff price change on the other process within 1 s', async () => {
    const id = cat.products.banner.id;
    const summaryUrl = `/api/summary?product_id=${id}&options=${cat.options.standard.id}&width=100&height=100&quantity=2`;
    const total = async () => ((await call(b, 'GET', summaryUrl)).body.data as { total: number }).total;
    expect(await total()).toBe(24); // now cached in B for 30 s
    const current = (await call(a, 'GET', `/api/admin/products/${id}`, { token: staffToken })).body
      .data as Record<string, unknown>;
    const { id: _id, updated_at: _u, sections: _s, ...body } = current;
    const changed = await call(a, 'PUT', `/api/admin/products/${id}`, {
      token: staffToken,
      body: { ...body, base_price: 20 },
    });
    expect(changed.status).toBe(200);
    const took = await within(1000, async () => (await total()) === 40);
    console.info(`scale-out: price change seen by the other process after ${Math.round(took)} ms`);
  });

  it('rejects a token logged out on one process on the other within 1 s', async () => {
    const user = await customer();
    const login = await call(b, 'POST', '/api/login', {
      body: { email: user.email, password: user.password },
    });
    const token = (login.body.data as { token: string }).token;
    expect((await call(a, 'GET', '/api/card', { token })).status).toBe(200); // cached in A for 10 s
    expect((await call(b, 'POST', '/api/logout', { token })).status).toBe(200);
    const took = await within(
      1000,
      async () => (await call(a, 'GET', '/api/card', { token })).status === 401,
    );
    console.info(`scale-out: logout seen by the other process after ${Math.round(took)} ms`);
  });

  it('counts wrong passwords across both processes', async () => {
    const user = await customer();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const shop = i % 2 === 0 ? a : b;
      const res = await call(shop, 'POST', '/api/login', {
        body: { email: user.email, password: 'wrong password!' },
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 5).every((s) => s !== 429 && s >= 400)).toBe(true);
    expect(statuses[5]).toBe(429);
  });

  /** The total the customer is shown for the cart (what the storefront sends back as total_amount). */
  async function shownTotal(user: { token: string; addressId: number }) {
    const quote = await call(b, 'POST', '/api/shipments/calculate', {
      token: user.token,
      body: { address_id: user.addressId },
    });
    return (quote.body.data as { total_amount: number }).total_amount;
  }

  it('makes one order and one charge when one cart is paid through both at the same moment', async () => {
    const user = await customer();
    expect((await call(b, 'POST', '/api/card', { token: user.token, body: bannerLine() })).status).toBe(201);
    const body = { ...card, address_id: user.addressId, total_amount: await shownTotal(user) };
    const answers = await Promise.all(
      [a, b].map((shop, i) =>
        call(shop, 'POST', '/api/payment', {
          token: user.token,
          body,
          headers: { 'idempotency-key': `both-${user.id}-${i}` },
        }),
      ),
    );
    // The other met the payment under way (409 payment_in_progress) or the emptied cart (422).
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses[0]).toBe(201);
    expect([409, 422]).toContain(statuses[1]);
    expect(await database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(1);
    expect(await database.db.select().from(payments).where(eq(payments.userId, user.id))).toHaveLength(1);
  });

  it('20 payments at once through both processes leave one unbroken VERI*FACTU chain', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => customer()));
    for (const user of users) {
      expect((await call(b, 'POST', '/api/card', { token: user.token, body: bannerLine() })).status).toBe(
        201,
      );
    }
    const totals = await Promise.all(users.map((user) => shownTotal(user)));
    const answers = await Promise.all(
      users.map((user, i) =>
        call(i % 2 ? a : b, 'POST', '/api/payment', {
          token: user.token,
          body: { ...card, address_id: user.addressId, total_amount: totals[i] },
        }),
      ),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(20).fill(201));
    // Every invoice either process issued has its record, in one chain the server verifies.
    const list = await call(b, 'GET', '/api/admin/invoice-records?per_page=100', { token: staffToken });
    expect(list.status).toBe(200);
    const data = list.body.data as {
      chain_verified: boolean;
      total: number;
      items: { position: number; previous_fingerprint: string | null; fingerprint: string }[];
    };
    expect(data.chain_verified).toBe(true);
    expect(data.total).toBe(await count('select count(*)::int as n from invoices'));
    expect(data.items.map((r) => r.position)).toEqual(data.items.map((_, i) => i + 1));
    for (const [i, r] of data.items.entries()) {
      expect(r.previous_fingerprint).toBe(i === 0 ? null : data.items[i - 1]!.fingerprint);
    }
  }, 60_000);

  it('a kill -9 between charge and finish loses nothing: after the restart the order appears, charged once', async () => {
    const user = await customer();
    expect((await call(b, 'POST', '/api/card', { token: user.token, body: bannerLine() })).status).toBe(201);
    const key = `killed-${user.id}`;
    const body = { ...card, address_id: user.addressId, total_amount: await shownTotal(user) };
    let settled = false;
    const inFlight = call(a, 'POST', '/api/payment', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    })
      .catch((error: unknown) => error)
      .finally(() => {
        settled = true;
      });

    // The bank has charged (the sandbox's journal says so) and its answer is on its way.
    const journal = path.join(envA.DATA_DIR!, 'sandbox-payments.jsonl');
    let gatewayOrder = '';
    await within(10_000, async () => {
      if (settled) throw new Error('the payment finished before the process could be killed');
      const [row] = await database.db.select().from(payments).where(eq(payments.userId, user.id));
      gatewayOrder = row?.gatewayOrder ?? '';
      return (
        gatewayOrder !== '' &&
        fs.existsSync(journal) &&
        fs.readFileSync(journal, 'utf8').includes(`"${gatewayOrder}"`)
      );
    });
    // While the bank answers, A holds no transaction and no lock.
    expect(
      await count(
        `select count(*)::int as n from pg_stat_activity where application_name = 'shop-a' and state like 'idle in transaction%'`,
      ),
    ).toBe(0);
    a.child.kill('SIGKILL');
    expect(await inFlight).toBeInstanceOf(Error);
    const [pending] = await database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(pending!.status).toBe('pending');
    expect(await database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);

    // A retry meanwhile follows the payment under way instead of charging again.
    const retry = await call(b, 'POST', '/api/payment', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('payment_in_progress');

    // Back up: the reconcile step asks the gateway and finishes the order.
    a = await startShop('A', envA);
    await within(20_000, async () => {
      const [row] = await database.db.select().from(payments).where(eq(payments.userId, user.id));
      return row?.status === 'succeeded';
    });
    const own = await database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(own).toHaveLength(1);
    const rows = await database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(rows).toEqual([expect.objectContaining({ status: 'succeeded', orderId: own[0]!.id })]);
    const [cart] = await database.db.select().from(carts).where(eq(carts.userId, user.id));
    expect(await database.db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toHaveLength(0);
    const again = await call(b, 'POST', '/api/payment', {
      token: user.token,
      body,
      headers: { 'idempotency-key': key },
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
  });
});
