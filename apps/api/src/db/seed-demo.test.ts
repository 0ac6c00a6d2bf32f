import fs from 'node:fs';
import path from 'node:path';
import { ORDER_STATUS } from '@shop/shared';
import { formatCivilDate, madridWallClock } from '@shop/shared/pricing';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isDemoAddress } from '../lib/demo';
import { users } from '../modules/accounts';
import { creditTerms } from '../modules/credit';
import { JOBS_SCHEMA } from '../modules/jobs';
import { orderLines, orders } from '../modules/orders';
import { companyDetails } from '../modules/tax';
import { uploads } from '../modules/uploads';
import { createTestApp, createTestAppWithMail, type MailTestContext } from '../test/app';
import { mailQueueSettled } from '../test/mail';
import { bearer, createTestUser, logIn, type TestUser } from '../test/users';
import { seedDatabase } from './seed';
import { DEMO_CUSTOMER_PASSWORD, DEMO_CUSTOMERS, demoOrderCount } from './seed-demo';
import { demoOrdersWanted } from './setup';

/**
 * The demo seed (db/seed-demo.ts, docs/decisions/047-demo-orders.md): customers and orders at
 * every status on an empty shop, artwork stored as uploads, one late order, nothing mailed,
 * idempotent, and nothing added to a shop that already has orders.
 */
const STAFF = { staffEmail: 'staff@printshop.local', staffPassword: 'not-used-here-1', createStaff: false };

let ctx: MailTestContext;
let staff: TestUser;
let uploadDir: string;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  uploadDir = path.join(ctx.dataDir, 'uploads');
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const seedDemo = () =>
  seedDatabase(ctx.database.db, { ...STAFF, demoOrders: { uploadDir, password: DEMO_CUSTOMER_PASSWORD } });

async function demoOrders() {
  return ctx.database.db
    .select({
      id: orders.id,
      code: orders.code,
      kind: orders.kind,
      status: orders.status,
      paidAt: orders.paidAt,
      dispatchBy: orders.dispatchBy,
      deliveredBy: orders.deliveredBy,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(sql`${users.email} like '%@demo.invalid'`);
}

async function mailJobsToDemo(): Promise<number> {
  const result = (await ctx.database.db.execute(
    sql`select count(*)::int as n from ${sql.raw(JOBS_SCHEMA)}.job where name = 'mail' and data->>'to' like '%@demo.invalid'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
}

describe('the demo seed on an empty shop', () => {
  it('adds demo customers and orders at every status, with artwork, one of them late', async () => {
    const result = await seedDemo();
    expect(result.demo?.customers.sort()).toEqual(DEMO_CUSTOMERS.map((c) => c.email).sort());
    const rows = await demoOrders();
    expect(result.demo?.orders).toBe(rows.length);
    const statuses = new Set(rows.map((r) => r.status));
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8])
      expect(statuses.has(status), `status ${status}`).toBe(true);
    // Both kinds in production.
    expect(rows.some((r) => r.kind === 'product' && r.status >= 4 && r.status <= 7)).toBe(true);
    expect(rows.some((r) => r.kind === 'service' && r.status >= 4 && r.status <= 7)).toBe(true);
    // Every paid one keeps its promise; one is late: still in production, its dispatch date past.
    const today = formatCivilDate(madridWallClock(new Date()));
    const paid = rows.filter((r) => r.status >= 4);
    expect(paid.every((r) => r.dispatchBy !== null && r.deliveredBy !== null && r.paidAt !== null)).toBe(
      true,
    );
    expect(rows.some((r) => r.status < 8 && r.dispatchBy !== null && r.dispatchBy < today)).toBe(true);
    expect(rows.filter((r) => r.status < 4).every((r) => r.dispatchBy === null)).toBe(true);
    // The reseller's parcels ship blind.
    const blind = await ctx.database.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(sql`${orders.blindShipping} and ${users.email} = 'reseller@demo.invalid'`);
    expect(blind.length).toBeGreaterThan(0);
    // The reseller has a company and credit terms: her API orders are paid on account (docs/reseller-api.md).
    const [terms] = await ctx.database.db
      .select({ limitCents: creditTerms.limitCents, days: creditTerms.days })
      .from(creditTerms)
      .innerJoin(users, eq(users.id, creditTerms.userId))
      .innerJoin(companyDetails, eq(companyDetails.userId, creditTerms.userId))
      .where(eq(users.email, 'reseller@demo.invalid'));
    expect(terms).toEqual({ limitCents: 500_000, days: 30 });
    // Demo artwork: stored files under UPLOAD_DIR, PNGs, attached to the orders' lines.
    const files = await ctx.database.db
      .select()
      .from(uploads)
      .where(
        inArray(
          uploads.orderId,
          rows.map((r) => r.id),
        ),
      );
    expect(files.length).toBeGreaterThanOrEqual(5);
    for (const file of files) {
      const bytes = fs.readFileSync(path.join(uploadDir, file.storageKey));
      expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
      expect(bytes.length).toBe(file.sizeBytes);
    }
    const lines = await ctx.database.db
      .select()
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((r) => r.id),
        ),
      );
    expect(
      files.filter((f) => f.orderLineId !== null).every((f) => lines.some((l) => l.id === f.orderLineId)),
    ).toBe(true);
  });

  it('a demo customer signs in and reads their orders and tracking pages; staff read every demo order', async () => {
    const login = await logIn(ctx.app, { email: 'tom.baker@demo.invalid', password: DEMO_CUSTOMER_PASSWORD });
    expect(login.statusCode).toBe(200);
    const token = login.json().data.token as string;
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/orders?status=1',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.length).toBeGreaterThan(0);
    for (const order of await demoOrders()) {
      const staffView = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: bearer(staff.token),
      });
      expect(staffView.statusCode, order.code).toBe(200);
      if (order.status >= 4 && order.status <= 8) {
        const owner = await logIn(
          ctx.app,
          { email: order.email, password: DEMO_CUSTOMER_PASSWORD },
          `10.9.${order.id % 250}.1`,
        );
        const track = await ctx.app.inject({
          method: 'GET',
          url: `/api/track/${order.code}`,
          headers: bearer(owner.json().data.token),
        });
        expect(track.statusCode, order.code).toBe(200);
      }
    }
  });

  it('mails nobody: not at seed time, nor when staff move a demo order (a real customer is still mailed)', async () => {
    expect(await mailJobsToDemo()).toBe(0);
    const inProduction = (await demoOrders()).find(
      (o) => o.kind === 'product' && o.status === ORDER_STATUS.received,
    )!;
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${inProduction.id}/advance`,
      headers: bearer(staff.token),
      payload: { from: ORDER_STATUS.received },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.status).toBe(ORDER_STATUS.designed);
    // A real customer's order moved the same way is mailed: the mail path works.
    const real = await createTestUser(ctx.database);
    const [control] = await ctx.database.db
      .insert(orders)
      .values({ code: 'S909090', kind: 'service', userId: real.id, status: 1, details: 'A sign', lang: 'en' })
      .returning({ id: orders.id });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${control!.id}/reject`,
      headers: bearer(staff.token),
      payload: { message: 'Tell us more' },
    });
    expect(rejected.statusCode).toBe(200);
    await ctx.smtp.waitFor(real.email, 1);
    await mailQueueSettled(ctx.app);
    expect(await mailJobsToDemo()).toBe(0);
    expect(ctx.smtp.messages.filter((m) => isDemoAddress(m.to))).toEqual([]);
    for (const customer of DEMO_CUSTOMERS) expect(ctx.smtp.to(customer.email)).toHaveLength(0);
  });

  it('a second run adds nothing', async () => {
    const before = await demoOrderCount(ctx.database.db);
    const again = await seedDemo();
    expect(again.demo).toEqual({ customers: [], orders: 0 });
    expect(await demoOrderCount(ctx.database.db)).toBe(before);
  });
});

describe('the demo seed on a shop with orders', () => {
  it('adds no demo order', async () => {
    const other = await createTestApp();
    try {
      const user = await createTestUser(other.database);
      await other.database.db.insert(orders).values({
        code: 'S121212',
        kind: 'service',
        userId: user.id,
        status: 1,
        details: 'A real one',
        lang: 'en',
      });
      const result = await seedDatabase(other.database.db, {
        ...STAFF,
        demoOrders: { uploadDir: path.join(other.dataDir, 'uploads'), password: DEMO_CUSTOMER_PASSWORD },
      });
      expect(result.demo).toEqual({ customers: [], orders: 0 });
      expect(await demoOrderCount(other.database.db)).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is on by default in development only; SEED_DEMO_ORDERS decides when set', () => {
    expect(demoOrdersWanted({ NODE_ENV: 'development', SEED_DEMO_ORDERS: undefined })).toBe(true);
    expect(demoOrdersWanted({ NODE_ENV: 'test', SEED_DEMO_ORDERS: undefined })).toBe(false);
    expect(demoOrdersWanted({ NODE_ENV: 'production', SEED_DEMO_ORDERS: undefined })).toBe(false);
    expect(demoOrdersWanted({ NODE_ENV: 'test', SEED_DEMO_ORDERS: true })).toBe(true);
    expect(demoOrdersWanted({ NODE_ENV: 'development', SEED_DEMO_ORDERS: false })).toBe(false);
  });
});
