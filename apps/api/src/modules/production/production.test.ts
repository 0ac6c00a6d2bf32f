import fs from 'node:fs';
import path from 'node:path';
import { ProductionQuerySchema } from '@shop/shared/admin-schemas';
import type { ProductionBoard } from '@shop/shared/api/production';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orderStatusHistory, orders } from '../orders/table';
import { listProductionBoard } from './service';

/** The production board (issue 24): cards by stage and dispatch date, filters, flags, advancing. */
let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
let buyer: TestUser & { addressId: number };
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
/** Wednesday 6 March 2030, 11:00 in Madrid. */
const NOW = new Date('2030-03-06T10:00:00Z');
let late: { id: number; code: string };
let today: { id: number; code: string };
let later: { id: number; code: string };

async function payCart(lines: Record<string, unknown>[]) {
  for (const line of lines) {
    const added = await call(ctx, 'POST', '/api/card', buyer.token, { quantity: 2, ...line });
    expect(added.statusCode, added.body).toBe(201);
  }
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(buyer.token),
    payload: await withShownTotal(ctx.app, buyer.token, { ...card, address_id: buyer.addressId }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.order as { id: number; code: string };
}

const setDispatch = (orderId: number, dispatchBy: string) =>
  ctx.database.db.update(orders).set({ dispatchBy }).where(eq(orders.id, orderId));

const board = (query: Record<string, unknown> = {}) =>
  listProductionBoard(ctx.database.db, ProductionQuerySchema.parse(query), 'en', NOW);

const column = (b: ProductionBoard, stage: number) => b.columns.find((c) => c.stage === stage)!;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const user = await createTestUser(ctx.database, { name: 'Lucía Prieto', email: 'lucia@board.test' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({ userId: user.id, type: 1, label: 'Shop', details: 'x', phone: '+34 600 000 111', ...MADRID })
    .returning({ id: addresses.id });
  buyer = { ...user, addressId: address!.id };
  late = await payCart([{ product_id: cat.products.barrier.id }]);
  today = await payCart([
    { product_id: cat.products.barrier.id },
    { product_id: cat.products.banner.id, width: 100, height: 100, options: [cat.options.standard.id] },
  ]);
  later = await payCart([{ product_id: cat.products.barrier.id }]);
  await setDispatch(late.id, '2030-03-05');
  await setDispatch(today.id, '2030-03-06');
  await setDispatch(later.id, '2030-03-08');
  await ctx.database.db
    .update(orders)
    .set({
      company: {
        name: 'Prieto Rótulos SL',
        taxId: 'B12345678',
        address: { street: '', postcode: '', city: '', province: '', countryCode: 'ES' },
        countryName: { en: 'Spain', ar: 'إسبانيا' },
      },
    })
    .where(eq(orders.id, today.id));
  const moved = await call(ctx, 'POST', `/api/admin/orders/${later.id}/advance`, staff.token, { from: 4 });
  expect(moved.statusCode, moved.body).toBe(200);
}, 90_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/production', () => {
  it('every line of the orders in production, in columns by stage, sorted by dispatch date then order', async () => {
    const b = await board();
    expect(b.today).toBe('2030-03-06');
    expect(b.columns.map((c) => c.stage)).toEqual([4, 5, 6, 7]);
    const received = column(b, 4);
    // Two orders (the column's total counts orders), three cards (one per line).
    expect(received.total).toBe(2);
    expect(received.cards.map((c) => [c.code, c.product.title])).toEqual([
      [late.code, 'Café wombat barrier'],
      [today.code, 'Café wombat barrier'],
      [today.code, expect.any(String)],
    ]);
    expect(column(b, 5).cards.map((c) => c.code)).toEqual([later.code]);
    expect(column(b, 6)).toEqual({ stage: 6, total: 0, cards: [] });
    const banner = received.cards[2]!;
    expect(banner).toMatchObject({
      order_id: today.id,
      order_lines: 2,
      customer: { name: 'Lucía Prieto', company: 'Prieto Rótulos SL' },
      width: 100,
      height: 100,
      quantity: 2,
      proof_state: null,
      dispatch_by: '2030-03-06',
      stage: 4,
    });
    expect(banner.finishing.map((o) => o.id)).toEqual([cat.options.standard.id]);
    expect(received.cards[0]).toMatchObject({ order_lines: 1, customer: { company: null } });
  });

  it('marks overdue and due today by Madrid’s day at the given clock', async () => {
    const b = await board();
    const flags = b.columns.flatMap((c) => c.cards.map((x) => [x.code, x.overdue, x.due_today]));
    expect(flags).toEqual([
      [late.code, true, false],
      [today.code, false, true],
      [today.code, false, true],
      [later.code, false, false],
    ]);
    expect(b.counts).toEqual({ overdue: 1, due_today: 1 });
    // 23:30 on Thursday in Madrid is still Thursday (22:30 UTC): today's order is now late too.
    const night = await listProductionBoard(
      ctx.database.db,
      ProductionQuerySchema.parse({}),
      'en',
      new Date('2030-03-07T22:30:00Z'),
    );
    expect(night.today).toBe('2030-03-07');
    expect(night.counts).toEqual({ overdue: 2, due_today: 0 });
  });

  it('filters by dispatch day: today, overdue, a date', async () => {
    const codes = (b: ProductionBoard) => b.columns.flatMap((c) => c.cards.map((x) => x.code));
    expect(codes(await board({ dispatch: 'today' }))).toEqual([today.code, today.code]);
    expect(codes(await board({ dispatch: 'overdue' }))).toEqual([late.code]);
    expect(codes(await board({ dispatch: '2030-03-08' }))).toEqual([later.code]);
    const totals = (await board({ dispatch: 'today' })).columns.map((c) => c.total);
    expect(totals).toEqual([1, 0, 0, 0]);
  });

  it('filters by category and by material (product), over the route', async () => {
    const get = (qs: string) => call(ctx, 'GET', `/api/admin/production${qs}`, staff.token);
    const byMaterial = await get(`?material=${cat.products.banner.id}`);
    expect(byMaterial.statusCode, byMaterial.body).toBe(200);
    const cards = byMaterial.json().data.columns.flatMap((c: { cards: unknown[] }) => c.cards);
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ order_id: today.id, product: { id: cat.products.banner.id } });
    const byCategory = (await get(`?category=${cat.products.barrier.categoryId}`)).json().data;
    const categoryCards = byCategory.columns.flatMap(
      (c: { cards: { product: { id: number } }[] }) => c.cards,
    );
    expect(categoryCards.length).toBeGreaterThan(0);
    for (const c of categoryCards) expect(c.category_id).toBe(cat.products.barrier.categoryId);
    expect(byCategory.filters.materials.map((m: { id: number }) => m.id)).toContain(cat.products.banner.id);
    expect((await get('?dispatch=2030-03-08')).json().data.columns[1].cards).toHaveLength(1);
  });

  it('caps a column by orders (all their lines) and pages one stage ("show more")', async () => {
    const first = await board({ limit: 1 });
    expect(column(first, 4)).toMatchObject({ total: 2, cards: [{ code: late.code }] });
    expect(column(first, 4).cards).toHaveLength(1);
    const more = await board({ stage: 4, offset: 1, limit: 1 });
    expect(more.columns.map((c) => c.stage)).toEqual([4]);
    expect(more.columns[0]!.cards.map((c) => c.code)).toEqual([today.code, today.code]);
  });

  it('refuses bad filters (400), customers (403) and strangers (401)', async () => {
    for (const qs of [
      '?dispatch=yesterday',
      '?dispatch=2030-02-30',
      '?limit=5000',
      '?stage=8',
      '?category=abc',
    ]) {
      expect((await call(ctx, 'GET', `/api/admin/production${qs}`, staff.token)).statusCode, qs).toBe(400);
    }
    expect((await call(ctx, 'GET', '/api/admin/production', buyer.token)).statusCode).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/production')).statusCode).toBe(401);
  });
});

describe('advancing a card (POST /api/admin/orders/{id}/advance with the expected status)', () => {
  const statusMails = async () => {
    await mailQueueSettled(ctx.app);
    const outbox = path.join(ctx.dataDir, 'outbox');
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    return files.filter((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(late.code))
      .length;
  };
  const historyRows = async () =>
    (await ctx.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, late.id)))
      .length;

  it('a mismatch is 409 in the caller’s language, and nothing moves', async () => {
    const before = await historyRows();
    const stale = await call(
      ctx,
      'POST',
      `/api/admin/orders/${late.id}/advance`,
      staff.token,
      { from: 5 },
      { lang: 'ar' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toContain(late.code);
    expect(stale.json().message).toContain('لم يعد الطلب');
    expect(await historyRows()).toBe(before);
  });

  it('two staff advancing the same card: one 200, one 409, one history row, one e-mail; the card changes column', async () => {
    const mails = await statusMails();
    const rows = await historyRows();
    const answers = await Promise.all([
      call(ctx, 'POST', `/api/admin/orders/${late.id}/advance`, staff.token, { from: 4 }),
      call(ctx, 'POST', `/api/admin/orders/${late.id}/advance`, staff.token, { from: 4 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await historyRows()).toBe(rows + 1);
    expect(await statusMails()).toBe(mails + 1);
    const b = await board();
    expect(column(b, 4).cards.map((c) => c.code)).not.toContain(late.code);
    expect(column(b, 5).cards[0]).toMatchObject({ code: late.code, stage: 5, overdue: true });
  });
});
