import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx, method, url, staff.token, payload);
const body = (over: Record<string, unknown> = {}) => ({
  code: 'zz-spring20',
  percent: 20,
  valid_from: '2026-03-01',
  valid_until: '2099-05-31',
  usage_limit: 100,
  max_uses_per_customer: 1,
  min_subtotal: 50,
  active: true,
  ...over,
});

describe('coupons', () => {
  let id: number;

  it('creates a coupon (code upper-cased, days read in Madrid time), audited', async () => {
    const res = await asStaff('POST', '/api/admin/coupons', body());
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    id = data.id;
    expect(data).toMatchObject({
      code: 'ZZ-SPRING20',
      percent: 20,
      valid_from: '2026-02-28T23:00:00.000Z',
      valid_until: '2099-05-31T21:59:59.999Z',
      usage_limit: 100,
      used_count: 0,
      max_uses_per_customer: 1,
      min_subtotal: 50,
      active: true,
    });
    expect(await lastAudit(ctx, 'coupon', id)).toMatchObject({ action: 'create', actorUserId: staff.id });
  });

  it('refuses bad terms (400) and a taken code (409)', async () => {
    const bad = await asStaff(
      'POST',
      '/api/admin/coupons',
      body({
        code: 'x',
        percent: 150,
        valid_until: '2026-02-01',
        min_subtotal: 1.234,
        max_uses_per_customer: 0,
      }),
    );
    expect(bad.statusCode).toBe(400);
    const errors: string[] = bad.json().errors;
    for (const field of ['code', 'percent', 'valid_until', 'min_subtotal', 'max_uses_per_customer']) {
      expect(errors.some((e) => e.startsWith(field))).toBe(true);
    }
    const taken = await asStaff('POST', '/api/admin/coupons', body({ code: 'welcome10' }));
    expect(taken.statusCode).toBe(409);
  });

  it('lists a page with uses so far, and reads one', async () => {
    const res = await asStaff('GET', '/api/admin/coupons?q=spring');
    expect(res.json().data).toMatchObject({ total: 1, items: [{ id, used_count: 0 }] });
    const all = await asStaff('GET', '/api/admin/coupons?per_page=2');
    expect(all.json().data.items).toHaveLength(2);
    expect((await asStaff('GET', `/api/admin/coupons/${id}`)).json().data.code).toBe('ZZ-SPRING20');
  });

  it('an edit reaches a cart holding the coupon at once', async () => {
    const customer = await createTestUser(ctx.database);
    await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(customer.token),
      payload: { product_id: cat.products.barrier.id, quantity: 2 },
    });
    const applied = await call(ctx, 'GET', '/api/coupon?name=zz-spring20', customer.token);
    expect(applied.json().data).toBe(20);
    const cart = async () => (await call(ctx, 'GET', '/api/card', customer.token)).json().meta.coupon;
    expect(await cart()).toEqual({ code: 'ZZ-SPRING20', percent: 20 });

    const res = await asStaff('PUT', `/api/admin/coupons/${id}`, body({ percent: 25, valid_until: null }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ percent: 25, valid_until: null });
    const audit = await lastAudit(ctx, 'coupon', id);
    expect(audit!.before).toMatchObject({ percent: 20 });
    expect(audit!.after).toMatchObject({ percent: 25, valid_until: null });
    expect(await cart()).toEqual({ code: 'ZZ-SPRING20', percent: 25 });

    // Deleting an unused coupon takes it off the cart too.
    const deleted = await asStaff('DELETE', `/api/admin/coupons/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data.deleted).toBe(true);
    expect(await lastAudit(ctx, 'coupon', id)).toMatchObject({ action: 'delete', after: null });
    expect(await cart()).toBeNull();
    expect((await asStaff('GET', `/api/admin/coupons/${id}`)).statusCode).toBe(404);
  });

  it('deactivates instead of deleting a coupon that was used', async () => {
    const list = (await asStaff('GET', '/api/admin/coupons?q=TRADE15')).json().data.items;
    const trade = list[0];
    await ctx.database.db.execute(`update coupons set used_count = 3 where id = ${Number(trade.id)}`);
    const res = await asStaff('DELETE', `/api/admin/coupons/${trade.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ deleted: false, coupon: { active: false, used_count: 3 } });
    expect(await lastAudit(ctx, 'coupon', trade.id)).toMatchObject({ action: 'deactivate' });
    expect((await asStaff('PUT', '/api/admin/coupons/999999', body({ code: 'NOPE1' }))).statusCode).toBe(404);
  });
});
