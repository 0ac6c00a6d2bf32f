import { deliveredByFrom, promiseForOrder, SERVICE_PRODUCTION_DAYS } from '@shop/shared/pricing/delivered-by';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orders } from './table';

/** The delivery promise kept on the order (issue 24): written at payment, moved by staff with a reason. */
let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

async function withAddress(user: TestUser, where: Record<string, string> = MADRID) {
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Office',
      details: 'Somewhere 1',
      phone: '+34 600 000 111',
      isDefault: true,
      street: 'Street 1',
      city: 'City',
      ...where,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

async function payCart(user: TestUser & { addressId: number }, lines: Record<string, unknown>[]) {
  for (const line of lines) {
    const added = await call(ctx, 'POST', '/api/card', user.token, { quantity: 1, ...line });
    expect(added.statusCode, added.body).toBe(201);
  }
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(user.token),
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.order as { id: number; code: string };
}

/** Both promises around the call: the minute may turn (or the cutoff pass) while it runs. */
function expectedAround(before: Date, after: Date, days: number[], courierDays: number | null) {
  const lines = days.map((productionDays) => ({ productionDays }));
  return [promiseForOrder(before, lines, courierDays), promiseForOrder(after, lines, courierDays)];
}

async function storedPromise(orderId: number) {
  const [row] = await ctx.database.db
    .select({ dispatchBy: orders.dispatchBy, deliveredBy: orders.deliveredBy })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!;
}

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the promise stored at payment', () => {
  it('a product cart: the latest line, with the courier days of the destination', async () => {
    const buyer = await withAddress(await createTestUser(ctx.database));
    const before = new Date();
    const order = await payCart(buyer, [
      { product_id: cat.products.barrier.id },
      { product_id: cat.products.banner.id, width: 100, height: 100, options: [cat.options.standard.id] },
    ]);
    const after = new Date();
    const days = [cat.products.barrier.turnaroundDays, cat.products.banner.turnaroundDays];
    expect(expectedAround(before, after, days, 1)).toContainEqual(await storedPromise(order.id));
  });

  it('the Canary Islands take the courier days of non-mainland Spain', async () => {
    const buyer = await withAddress(await createTestUser(ctx.database), {
      postcode: '35001',
      city: 'Las Palmas',
      countryCode: 'ES',
    });
    const before = new Date();
    const order = await payCart(buyer, [{ product_id: cat.products.barrier.id }]);
    const after = new Date();
    const stored = await storedPromise(order.id);
    expect(expectedAround(before, after, [cat.products.barrier.turnaroundDays], 3)).toContainEqual(stored);
  });

  it('a paid service quote: the service production days', async () => {
    const user = await withAddress(await createTestUser(ctx.database));
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A logo for our van.');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: form,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = requested.json().data as { id: number };
    const accepted = await call(ctx, 'POST', `/api/admin/orders/${quote.id}/accept`, staff.token, {
      service_fee: 100,
      tax: 21,
      message: '',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await storedPromise(quote.id)).toEqual({ dispatchBy: null, deliveredBy: null });
    const before = new Date();
    const paid = await call(ctx, 'POST', '/api/buy/service', user.token, {
      order_id: quote.id,
      address_id: user.addressId,
      total_amount: 121,
      ...card,
    });
    const after = new Date();
    expect(paid.statusCode, paid.body).toBe(201);
    expect(expectedAround(before, after, [SERVICE_PRODUCTION_DAYS], 1)).toContainEqual(
      await storedPromise(quote.id),
    );
  });
});

describe('courier days kept by staff (PUT /api/admin/shipping/rates/{region})', () => {
  it('are in the rates answer, and a later payment counts the delivered-by date with them', async () => {
    const settings = (await call(ctx, 'GET', '/api/admin/shipping', staff.token)).json().data;
    expect(settings.rates.find((r: { region: string }) => r.region === 'es_mainland').courier_days).toBe(1);
    const put = await call(ctx, 'PUT', '/api/admin/shipping/rates/es_mainland', staff.token, {
      quote_available: true,
      standard: 18.5,
      large: 26.5,
      free_over: 250,
      per_kg: 1.2,
      courier_days: 4,
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data.courier_days).toBe(4);
    const bad = await call(ctx, 'PUT', '/api/admin/shipping/rates/es_mainland', staff.token, {
      quote_available: true,
      standard: 18.5,
      large: 26.5,
      free_over: 250,
      per_kg: 1.2,
      courier_days: -1,
    });
    expect(bad.statusCode).toBe(400);
    const buyer = await withAddress(await createTestUser(ctx.database));
    const before = new Date();
    const order = await payCart(buyer, [{ product_id: cat.products.barrier.id }]);
    const after = new Date();
    expect(expectedAround(before, after, [cat.products.barrier.turnaroundDays], 4)).toContainEqual(
      await storedPromise(order.id),
    );
    // The product page's summary (catalogue) counts with them too: 4 working days after dispatch.
    const summary = (
      await call(ctx, 'GET', `/api/summary?product_id=${cat.products.barrier.id}&quantity=1`)
    ).json().data;
    expect(summary.delivered_by).toBe(deliveredByFrom(summary.estimated_delivery, 4));
    // A client that does not send the field leaves it as it is.
    const kept = await call(ctx, 'PUT', '/api/admin/shipping/rates/es_mainland', staff.token, {
      quote_available: true,
      standard: 18.5,
      large: 26.5,
      free_over: 250,
      per_kg: 1.2,
    });
    expect(kept.json().data.courier_days).toBe(4);
    const reset = await call(ctx, 'PUT', '/api/admin/shipping/rates/es_mainland', staff.token, {
      quote_available: true,
      standard: 18.5,
      large: 26.5,
      free_over: 250,
      per_kg: 1.2,
      courier_days: 1,
    });
    expect(reset.statusCode).toBe(200);
  });
});

describe('staff move the promise (PUT /api/admin/orders/{id}/promise)', () => {
  it('with a reason: new dates, delivered-by recomputed, history, audit, in both order answers', async () => {
    const buyer = await withAddress(await createTestUser(ctx.database));
    const order = await payCart(buyer, [{ product_id: cat.products.barrier.id }]);
    const old = await storedPromise(order.id);
    const moved = await call(ctx, 'PUT', `/api/admin/orders/${order.id}/promise`, staff.token, {
      dispatch_by: '2030-03-08',
      reason: 'Printer down for maintenance',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    // 2030-03-08 is a Friday: one courier day later is Monday.
    expect(moved.json().data).toMatchObject({ dispatch_by: '2030-03-08', delivered_by: '2030-03-11' });
    expect(await storedPromise(order.id)).toEqual({ dispatchBy: '2030-03-08', deliveredBy: '2030-03-11' });
    const own = (await call(ctx, 'GET', `/api/product/orders/${order.id}`, buyer.token)).json().data;
    expect(own).toMatchObject({
      dispatch_by: '2030-03-08',
      delivered_by: '2030-03-11',
      promise_changes: [{ from: old.dispatchBy, to: '2030-03-08', reason: 'Printer down for maintenance' }],
    });
    const audit = await lastAudit(ctx, 'order', order.id);
    expect(audit).toMatchObject({ action: 'move_promise', actorUserId: staff.id });
    expect(audit!.after).toMatchObject({ dispatch_by: '2030-03-08', reason: 'Printer down for maintenance' });
    const staffView = (await call(ctx, 'GET', `/api/admin/orders/${order.id}`, staff.token)).json().data;
    expect(staffView.promise_changes).toHaveLength(1);
  });

  it('without a reason is 422 in the caller’s language; a bad date 400; nothing changes', async () => {
    const buyer = await withAddress(await createTestUser(ctx.database));
    const order = await payCart(buyer, [{ product_id: cat.products.barrier.id }]);
    const before = await storedPromise(order.id);
    for (const reason of [undefined, '', '   ']) {
      const res = await call(
        ctx,
        'PUT',
        `/api/admin/orders/${order.id}/promise`,
        staff.token,
        { dispatch_by: '2030-03-08', ...(reason === undefined ? {} : { reason }) },
        { lang: 'es' },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('indica por qué cambia la fecha de envío');
    }
    const bad = await call(ctx, 'PUT', `/api/admin/orders/${order.id}/promise`, staff.token, {
      dispatch_by: '2030-02-30',
      reason: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(await storedPromise(order.id)).toEqual(before);
  });

  it('is staff only (403 for a customer, 401 signed out), and 404 for an unknown order', async () => {
    const buyer = await withAddress(await createTestUser(ctx.database));
    const order = await payCart(buyer, [{ product_id: cat.products.barrier.id }]);
    const body = { dispatch_by: '2030-03-08', reason: 'Because' };
    expect(
      (await call(ctx, 'PUT', `/api/admin/orders/${order.id}/promise`, buyer.token, body)).statusCode,
    ).toBe(403);
    expect(
      (await call(ctx, 'PUT', `/api/admin/orders/${order.id}/promise`, undefined, body)).statusCode,
    ).toBe(401);
    expect((await call(ctx, 'PUT', '/api/admin/orders/99999999/promise', staff.token, body)).statusCode).toBe(
      404,
    );
  });
});
