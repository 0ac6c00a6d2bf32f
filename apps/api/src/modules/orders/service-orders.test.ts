import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { approveProofsOf } from '../../test/proofs';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { users } from '../accounts/table';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { payments } from '../payments/table';
import { orderStatusHistory, orders } from './table';

let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

type Customer = TestUser & { addressId: number };

async function customer(lang: 'en' | 'ar' = 'en'): Promise<Customer> {
  const user = await createTestUser(ctx.database);
  await ctx.database.db.update(users).set({ preferredLang: lang }).where(eq(users.id, user.id));
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Home',
      details: 'Calle Sol 2, Sevilla',
      phone: '+34 600 222 333',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

const pdfBytes = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

function requestQuote(
  user: TestUser,
  lang: 'en' | 'ar' = 'en',
  details = 'A roll-up banner design, 85 × 200 cm, our logo attached.',
) {
  const form = new FormData();
  form.append('service_id', String(cat.services.logo.id));
  form.append('details', details);
  form.append('files[0]', new Blob([pdfBytes], { type: 'application/pdf' }), 'brief.pdf');
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { ...bearer(user.token), lang },
    payload: form,
  });
}

const staffPost = (url: string, payload?: Record<string, unknown>, token = staff.token) =>
  ctx.app.inject({
    method: 'POST',
    url,
    headers: bearer(token),
    ...(payload === undefined ? {} : { payload }),
  });

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
/** Pays with the fees the customer is shown on the order's page (total_amount), unless the test sends its own. */
async function payFees(user: Customer, orderId: number, key?: string, over: Record<string, unknown> = {}) {
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  const shown = row ? ((row.feesServiceCents ?? 0) + (row.feesTaxCents ?? 0)) / 100 : 0;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/buy/service',
    headers: { ...bearer(user.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: {
      order_id: orderId,
      address_id: user.addressId,
      service_price: 100,
      total_amount: shown,
      ...card,
      ...over,
    },
  });
}

async function statusOf(orderId: number) {
  const [row] = await ctx.database.db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.status;
}

describe('service order life: request → reject → resend → accept → pay → 4 … 8', () => {
  it('goes through every step, refuses every illegal move, and mails each step in the customer language', async () => {
    const user = await customer('ar');
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { service_id: cat.services.logo.id, details: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: { service_id: cat.services.logo.id, details: '  ' },
    });
    expect(empty.statusCode).toBe(400);

    const created = await requestQuote(user, 'ar');
    expect(created.statusCode).toBe(201);
    const order = created.json().data;
    expect(order).toMatchObject({
      status: 1,
      kind: 'service',
      price: null,
      service: { id: cat.services.logo.id },
    });
    expect(order.code).toMatch(/^S\d{6}$/);
    expect(order.files[0]).toMatchObject({ name: 'brief.pdf', preflight: { kind: 'pdf' } });
    expect((await ctx.smtp.waitFor(user.email, 1)).subject).toContain(order.code);

    // Paying or advancing before acceptance, and resending what was not rejected: refused.
    expect((await payFees(user, order.id)).statusCode).toBe(409);
    expect((await staffPost(`/api/admin/orders/${order.id}/advance`, { from: 1 })).statusCode).toBe(409);
    const earlyResend = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}`,
      headers: bearer(user.token),
      payload: { _method: 'put', details: 'more' },
    });
    expect(earlyResend.statusCode).toBe(409);
    expect(await statusOf(order.id)).toBe(1);

    // A customer on a staff route; a guest on a staff route.
    expect(
      (await staffPost(`/api/admin/orders/${order.id}/reject`, { message: 'x' }, user.token)).statusCode,
    ).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/admin/orders/${order.id}/reject`,
          payload: { message: 'x' },
        })
      ).statusCode,
    ).toBe(401);

    const rejected = await staffPost(`/api/admin/orders/${order.id}/reject`, {
      message: 'The logo file is too small to print.',
    });
    expect(rejected.statusCode).toBe(200);
    const rejectMail = await ctx.smtp.waitFor(user.email, 2);
    expect(rejectMail.text).toContain('The logo file is too small to print.');
    expect(rejectMail.subject).toMatch(/[\u0600-\u06ff]/);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: bearer(user.token),
    });
    expect(seen.json().data).toMatchObject({ status: 2, message: 'The logo file is too small to print.' });

    const form = new FormData();
    form.append('_method', 'put');
    form.append('details', 'New brief with a bigger logo.');
    form.append('files[0]', new Blob([pdfBytes], { type: 'application/pdf' }), 'logo-big.pdf');
    const resent = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}`,
      headers: bearer(user.token),
      payload: form,
    });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message).toBe('Resend Successfully');
    expect(resent.json().data).toMatchObject({ status: 1, details: 'New brief with a bigger logo.' });
    expect(resent.json().data.files).toHaveLength(2);

    const accepted = await staffPost(`/api/admin/orders/${order.id}/accept`, {
      service_fee: 120,
      tax: 25.2,
      message: 'Ready in 3 days.',
    });
    expect(accepted.statusCode).toBe(200);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?status=1',
      headers: bearer(user.token),
    });
    expect(list.json().data[0]).toMatchObject({
      id: order.id,
      status: 3,
      price: 145.2,
      fees: { service: 120, tax: 25.2 },
    });
    // Arabic mail: Western digits, as everywhere (docs/decisions/011-digits.md).
    expect((await ctx.smtp.waitFor(user.email, 4)).text).toMatch(/145\.20/);

    const lateResend = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}`,
      headers: bearer(user.token),
      payload: { _method: 'put', details: 'again' },
    });
    expect(lateResend.statusCode).toBe(409);

    const paid = await payFees(user, order.id, 'fees-1');
    expect(paid.statusCode).toBe(201);
    expect(paid.json().data.order).toMatchObject({ status: 4, price: 145.2 });
    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({ amountCents: 14520, status: 'succeeded' });
    const replay = await payFees(user, order.id, 'fees-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await payFees(user, order.id, 'fees-2')).statusCode).toBe(409);

    // Production waits for the approved proof (its own flow: proofs.test.ts).
    await approveProofsOf(ctx.database.db, order.id);
    for (const expected of [5, 6, 7, 8]) {
      const moved = await staffPost(`/api/admin/orders/${order.id}/advance`, { from: expected - 1 });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data.status).toBe(expected);
    }
    expect((await staffPost(`/api/admin/orders/${order.id}/advance`, { from: 8 })).statusCode).toBe(409);
    expect(await statusOf(order.id)).toBe(8);

    const finished = await ctx.app.inject({
      method: 'GET',
      url: '/api/orders?status=2',
      headers: bearer(user.token),
    });
    expect(finished.json().data.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const history = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual([1, 2, 1, 3, 4, 5, 6, 7, 8]);
    expect(history.find((h) => h.toStatus === 3)!.actorUserId).toBe(staff.id);

    // One mail per step: received, rejected, received again, accepted, paid, 5, 6, 7, 8.
    await ctx.smtp.waitFor(user.email, 9);
    expect(ctx.smtp.to(user.email)).toHaveLength(9);

    const tracked = await ctx.app.inject({
      method: 'GET',
      url: `/api/track/${order.code.slice(1)}`,
      headers: bearer(user.token),
    });
    expect(tracked.json().data.history.map((h: { status: number }) => h.status)).toContain(8);
    const invoices = await ctx.app.inject({
      method: 'GET',
      url: '/api/invoices',
      headers: bearer(user.token),
    });
    expect(invoices.json().data[0]).toMatchObject({ order_code: order.code, total: 145.2 });
  });

  it("keeps another user's order and files out of reach", async () => {
    const owner = await customer();
    const other = await customer();
    const order = (await requestQuote(owner)).json().data;
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.id}`, headers: bearer(other.token) }))
        .statusCode,
    ).toBe(404);
    const resend = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.id}`,
      headers: bearer(other.token),
      payload: { _method: 'put', details: 'x' },
    });
    expect(resend.statusCode).toBe(404);
    expect((await payFees(other, order.id)).statusCode).toBe(404);
    const file = order.files[0];
    expect(
      (await ctx.app.inject({ method: 'GET', url: file.url, headers: bearer(other.token) })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: file.url, headers: bearer(staff.token) })).statusCode,
    ).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: file.url, headers: bearer(owner.token) })).statusCode,
    ).toBe(200);
    const staffView = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.id}`,
      headers: bearer(staff.token),
    });
    expect(staffView.json().data).toMatchObject({ customer: { id: owner.id }, details: expect.any(String) });
    const customerView = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders',
      headers: bearer(owner.token),
    });
    expect(customerView.statusCode).toBe(403);
  });

  it('two staff accepting at the same moment: one wins, the other gets 409, nothing else changes', async () => {
    const user = await customer();
    const order = (await requestQuote(user)).json().data;
    const other = await createTestUser(ctx.database, { role: 'staff' });
    const [a, b] = await Promise.all([
      staffPost(`/api/admin/orders/${order.id}/accept`, { service_fee: 50, tax: 10.5, message: 'A' }),
      staffPost(
        `/api/admin/orders/${order.id}/accept`,
        { service_fee: 80, tax: 16.8, message: 'B' },
        other.token,
      ),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    const winner = a.statusCode === 200 ? { fee: 5000, message: 'A' } : { fee: 8000, message: 'B' };
    expect(row).toMatchObject({ status: 3, feesServiceCents: winner.fee, message: winner.message });
    const history = await ctx.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((h) => h.toStatus)).toEqual([1, 3]);
  });

  it('a declined card leaves the order waiting for payment; the staff list filters by type and status', async () => {
    const user = await customer();
    const order = (await requestQuote(user)).json().data;
    await staffPost(`/api/admin/orders/${order.id}/accept`, { service_fee: 10, tax: 2.1, message: '' });
    // Fees the customer did not see (staff changed them after the page loaded): 409 with the breakdown, nothing charged.
    const stale = await payFees(user, order.id, undefined, { total_amount: 10 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      code: 'price_changed',
      breakdown: { amount: 10, vat_amount: 2.1, vat_rate: 21, total_amount: 12.1, currency: 'EUR' },
    });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toEqual([]);
    const declined = await payFees(user, order.id, undefined, { number: '4000000000000002' });
    expect(declined.statusCode).toBe(402);
    expect(await statusOf(order.id)).toBe(3);
    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/orders?type=service&status=3',
      headers: bearer(staff.token),
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.items.map((o: { id: number }) => o.id)).toContain(order.id);
    expect(
      listed
        .json()
        .data.items.every((o: { kind: string; status: number }) => o.kind === 'service' && o.status === 3),
    ).toBe(true);
  });

  it('loads a sub-service for the purchase page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/one/sub/service',
      headers: { lang: 'ar' },
      payload: { subServiceId: cat.services.logo.id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: cat.services.logo.id, name: 'تصميم شعار زيبرا' });
    const missing = await ctx.app.inject({
      method: 'POST',
      url: '/api/one/sub/service',
      payload: { subServiceId: cat.services.retired.id },
    });
    expect(missing.statusCode).toBe(404);
  });
});
