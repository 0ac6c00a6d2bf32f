/**
 * `npm run bench:board` (and the end of `npm run bench`): the production board's listing
 * (GET /api/admin/production) with 5,000 orders in production on the embedded database
 * (PGlite), measured over HTTP against the shop as shipped (`node scripts/start.mjs`).
 * Goal: p99 < 50 ms for the board as it opens and for each filter
 * (docs/decisions/048-production-board.md; the figures go to docs/operations.md).
 *
 * The orders are written straight to the database while the shop is stopped (one process per
 * data dir), 1-2 lines each, spread over the four stages and over dispatch dates from ten
 * days ago to twenty days ahead, so "today" and "overdue" have hundreds of cards each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { hashToken, newToken } from '../src/lib/tokens';
import { authTokens, users } from '../src/modules/accounts';
import { STAFF, startShop } from './shop';

const ORDERS = Number(process.env.BENCH_BOARD_ORDERS ?? 5000);
const REQUESTS = Number(process.env.BENCH_BOARD_REQUESTS ?? 300);
const WARMUP = 20;
const GOAL_P99_MS = 50;

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;

/** 5,000 paid orders in statuses 4-7 with their lines, 500 customers, and a staff token. */
async function writeOrders(
  dataDir: string,
): Promise<{ token: string; categoryId: number; productId: number }> {
  const database = await openDatabase({ dataDir });
  const { db } = database;
  try {
    await db.execute(sql`
      insert into users (name, email, password_hash, email_verified_at)
      select 'Board customer ' || i, 'board-' || i || '@bench.example', 'x', now()
      from generate_series(1, 500) as i`);
    await db.execute(sql`
      insert into orders (code, kind, user_id, status, subtotal_cents, total_cents, company, lang,
                          paid_at, dispatch_by, delivered_by)
      select 'B' || lpad(i::text, 6, '0'), 'product',
             (select min(id) from users where email like 'board-%') + (i % 500),
             4 + (i % 4), 10000, 12100,
             case when i % 3 = 0 then jsonb_build_object('name', 'Rótulos ' || i, 'taxId', 'B' || i) end,
             'en', now(),
             current_date + ((i * 7) % 31 - 10),
             current_date + ((i * 7) % 31 - 9)
      from generate_series(1, ${ORDERS}) as i`);
    // One line per order, a second on every third: products in turn, with two chosen options.
    await db.execute(sql`
      with p as (select id, title, row_number() over (order by id) - 1 as n, count(*) over () as total from products),
           o as (select id, row_number() over (order by id) as i from orders where code like 'B%')
      insert into order_lines (order_id, product_id, title, quantity, width_cm, height_cm, options,
                               unit_price_cents, total_cents)
      select o.id, p.id, p.title, 1 + (o.i % 20)::int, 100 + (o.i % 200)::int, 50 + (o.i % 100)::int,
             '[{"id":1,"section":{"en":"Finishing","ar":"التشطيب"},"name":{"en":"Eyelets","ar":"عيون"},"parentName":null},
               {"id":2,"section":{"en":"Speed","ar":"السرعة"},"name":{"en":"Standard","ar":"عادي"},"parentName":null}]'::jsonb,
             5000, 10000
      from o join p on p.n = o.i % p.total
      union all
      select o.id, p.id, p.title, 2, 80, 200, '[]'::jsonb, 2100, 2100
      from o join p on p.n = (o.i + 1) % p.total
      where o.i % 3 = 0`);
    await db.execute(sql`analyze`);
    const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, STAFF.STAFF_EMAIL));
    if (!staff) throw new Error('no staff account after the first start');
    const token = newToken();
    await db
      .insert(authTokens)
      .values({ userId: staff.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) });
    const picked = await db.execute(
      sql`select p.id as product_id, p.category_id from products p order by p.id limit 1`,
    );
    const row = (picked as unknown as { rows: { product_id: number; category_id: number }[] }).rows[0]!;
    return { token, categoryId: row.category_id, productId: row.product_id };
  } finally {
    await database.close();
  }
}

async function measure(base: string, token: string, query: string) {
  const url = `${base}/api/admin/production${query}`;
  const headers = { authorization: `Bearer ${token}` };
  let bytes = 0;
  for (let i = 0; i < WARMUP; i++) await (await fetch(url, { headers })).arrayBuffer();
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const body = await res.arrayBuffer();
    times.push(performance.now() - started);
    if (res.status !== 200) throw new Error(`${url}: ${res.status} ${Buffer.from(body).toString()}`);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), bytes };
}

async function main() {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-board-'));
  const dataDir = path.join(work, 'data');
  try {
    let shop = await startShop({ DATA_DIR: dataDir }, path.join(work, 'first-start.log'));
    await shop.stop();
    const seeded = await writeOrders(dataDir);
    shop = await startShop({ DATA_DIR: dataDir }, path.join(work, 'shop.log'));
    try {
      // The Today view (a printed list, not the board) is measured without the board's goal.
      const cases: [string, string, boolean][] = [
        // As the back-office asks: 25 orders per column, then 25 more of one column.
        ['board as it opens (25 orders per stage)', '?limit=25', true],
        ['due today', '?dispatch=today&limit=25', true],
        ['overdue', '?dispatch=overdue&limit=25', true],
        ['a category', `?category=${seeded.categoryId}&limit=25`, true],
        ['a material', `?material=${seeded.productId}&limit=25`, true],
        ['one stage, "show more" at 1,000', '?stage=5&offset=1000&limit=25', true],
        ['Today view: late, 200 per stage (no goal)', '?dispatch=overdue&limit=200', false],
      ];
      console.info(`Production board, ${ORDERS} orders in production (PGlite), ${REQUESTS} requests each:`);
      let met = true;
      for (const [name, query, goal] of cases) {
        const r = await measure(shop.base, seeded.token, query);
        const missed = goal && r.p99 >= GOAL_P99_MS;
        if (missed) met = false;
        console.info(
          `  ${name.padEnd(44)} p50 ${r.p50.toFixed(1)} ms  p99 ${r.p99.toFixed(1)} ms  ${(r.bytes / 1024).toFixed(0)} kB${missed ? '  (goal p99 < 50 ms NOT met)' : ''}`,
        );
      }
      console.info(
        `  load average during the run: ${os
          .loadavg()
          .map((l) => l.toFixed(1))
          .join(' ')}`,
      );
      console.info(`  goal p99 < ${GOAL_P99_MS} ms: ${met ? 'met' : 'NOT met'}`);
    } finally {
      await shop.stop();
    }
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

await main();
