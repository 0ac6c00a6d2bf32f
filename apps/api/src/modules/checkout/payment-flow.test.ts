import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../../lib/read-cache';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { coupons } from '../coupons/table';
import { orders } from '../orders/table';
import type { SandboxGateway } from '../payments/gateway';
import { payments } from '../payments/table';
import { countries, shippingRates } from '../shipping/table';

/** The paying state machine of issue 20 (docs/decisions/035-payments-state-machine.md). */

let ctx: MailTestContext;
let cat: TestCatalog;
let spain: number;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

type Customer = TestUser & { addressId: number };

async function customer(address: 'structured' | 'free-text' | 'none' = 'structured'): Promise<Customer> {
  const user = await createTestUser(ctx.database);
  if (address === 'none') return { ...user, addressId: 0 };
  const [row] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, 28013 Madrid',
      phone: '+34 600 111 222',
      isDefault: true,
      ...(address === 'structured'
        ? { street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', countryCode: 'ES' }
        : {}),
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: row!.id };
}

/** 5 × 100 × 100 cm standard banner: €60.00 + €18.50 delivery + 21 % VAT = €94.99. */
async function addBanner(user: TestUser) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity: 5,
      options: [cat.options.standard.id],
    },
  });
  expect(res.statusCode).toBe(201);
}

async function quote(user: Customer) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/shipments/calculate',
    headers: bearer(user.token),
    payload: { address_id: user.addressId },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { total_amount: number; shipment_price: number };
}

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

function pay(user: TestUser, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), ...headers },
    payload,
  });
}

const paymentsOf = (userId: number) =>
  ctx.database.db.select().from(payments).where(eq(payments.userId, userId));
const ordersOf = (userId: number) => ctx.database.db.select().from(orders).where(eq(orders.userId, userId));

describe('the spec’s payment payload (docs/product.md#api-calls)', () => {
  it('pays with number, exp_month, exp_year, cvc, amount, shipment_price, total_amount, country_id: the default address', async () => {
    const user = await customer();
    await addBanner(user);
    const shown = await quote(user);
    const res = await pay(user, {
      ...card,
      amount: 60,
      shipment_price: shown.shipment_price,
      total_amount: shown.total_amount,
      country_id: spain,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ order: { price: 94.99 }, payment: { state: 'succeeded' } });
    const [order] = await ordersOf(user.id);
    expect(order!.address).toMatchObject({ label: 'Workshop', countryCode: 'ES' });
  });

  it('without any address: 422 address_required, in the caller’s language (never "Invalid input")', async () => {
    const user = await customer('none');
    await addBanner(user);
    for (const [lang, message] of [
      ['en', 'Please add a delivery address before paying.'],
      ['es', 'Añade una dirección de entrega antes de pagar.'],
      ['ar', 'يرجى إضافة عنوان توصيل قبل الدفع.'],
    ] as const) {
      const res = await pay(user, { ...card, total_amount: 94.99, country_id: spain }, { lang });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: false, code: 'address_required', message, errors: [message] });
    }
  });

  it('a free-text address (no country) must be completed: 422 address_incomplete; the client’s country_id is not trusted', async () => {
    const user = await customer('free-text');
    await addBanner(user);
    const res = await pay(user, { ...card, total_amount: 60, country_id: spain }, { lang: 'es' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'address_incomplete',
      message: expect.stringContaining('Completa'),
    });
    expect(await paymentsOf(user.id)).toEqual([]);
  });
});

describe('the total charged is the total the customer saw', () => {
  it('a coupon staff cut from 50 % to 5 % after the quote: 409 price_changed with the new breakdown, nothing charged', async () => {
    const [coupon] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'HALFOFF', percentOff: 50 })
      .returning({ id: coupons.id });
    const user = await customer();
    await addBanner(user);
    const apply = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupon',
      headers: bearer(user.token),
      payload: { name: 'HALFOFF' },
    });
    expect(apply.statusCode).toBe(200);
    const shown = await quote(user);
    await ctx.database.db.update(coupons).set({ percentOff: 5 }).where(eq(coupons.id, coupon!.id));
    invalidateReadCaches();
    const res = await pay(user, { ...card, total_amount: shown.total_amount });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'price_changed', breakdown: { discount: 3, currency: 'EUR' } });
    expect(res.json().breakdown.total_amount).toBeGreaterThan(shown.total_amount);
    expect(await paymentsOf(user.id)).toEqual([]);
    expect(await ordersOf(user.id)).toEqual([]);
    const again = await pay(user, { ...card, total_amount: res.json().breakdown.total_amount });
    expect(again.statusCode).toBe(201);
  });

  it('a delivery rate raised after the quote: 409 price_changed, nothing charged', async () => {
    const user = await customer();
    await addBanner(user);
    const shown = await quote(user);
    const [rate] = await ctx.database.db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.region, 'es_mainland'));
    // Staff raise it: payment reads rates fresh, the quote came from the read cache.
    await ctx.database.db
      .update(shippingRates)
      .set({ standardCents: (rate!.standardCents ?? 0) + 10_000 })
      .where(eq(shippingRates.id, rate!.id));
    try {
      const res = await pay(user, { ...card, total_amount: shown.total_amount });
      expect(res.statusCode).toBe(409);
      expect(res.json().breakdown.shipment_price).toBe(shown.shipment_price + 100);
      expect(await paymentsOf(user.id)).toEqual([]);
    } finally {
      await ctx.database.db
        .update(shippingRates)
        .set({ standardCents: rate!.standardCents })
        .where(eq(shippingRates.id, rate!.id));
      invalidateReadCaches();
    }
  });
});

describe('the sandbox’s 3-D Secure card and the return page', () => {
  const challengeCard = { ...card, number: '4000 0027 6000 3184' };

  async function startChallenge(user: Customer) {
    await addBanner(user);
    const res = await pay(user, { ...challengeCard, total_amount: 94.99 });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, redirect } = res.json().data;
    expect(payment.state).toBe('pending');
    expect(redirect.url).toMatch(/\/api\/payments\/sandbox\/challenge$/);
    return { payment, fields: redirect.fields as Record<string, string> };
  }

  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

  it('redirects to the challenge page (in the caller’s language); Approve finishes the payment and 303s to the return page', async () => {
    const user = await customer();
    const { payment, fields } = await startChallenge(user);
    expect(await ordersOf(user.id)).toEqual([]);

    const page = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge',
      headers: { 'content-type': 'application/x-www-form-urlencoded', lang: 'ar' },
      payload: form(fields),
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('dir="rtl"');
    expect(page.body).toContain('موافقة');

    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, decision: 'approve' }),
    });
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/payment/result?payment=${payment.id}&outcome=ok`);

    const state = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}`,
      headers: { ...bearer(user.token), lang: 'es' },
    });
    const [order] = await ordersOf(user.id);
    expect(state.json().data.payment).toEqual({
      id: payment.id,
      state: 'succeeded',
      method: 'card',
      amount: 94.99,
      order_id: order!.id,
      order_code: order!.code,
      kind: 'cart',
      message: 'Pago recibido. Gracias por tu pedido.',
    });
    const other = await customer();
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${payment.id}`,
      headers: bearer(other.token),
    });
    expect(hidden.statusCode).toBe(404);

    // The same outcome again (a replayed notification) changes nothing.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, decision: 'approve' }),
    });
    expect(again.statusCode).toBe(303);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('Fail declines it and keeps the cart; a forged or tampered form is 400 and changes nothing', async () => {
    const user = await customer();
    const { payment, fields } = await startChallenge(user);
    const forged = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/notification',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ order: fields.order!, amount: '1', outcome: 'ok', signature: 'x' }),
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, amount: '1', decision: 'approve' }),
    });
    expect(tampered.statusCode).toBe(400);
    expect((await paymentsOf(user.id))[0]!.status).toBe('pending');

    const failed = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...fields, decision: 'fail' }),
    });
    expect(failed.headers.location).toContain(`payment=${payment.id}&outcome=ko`);
    expect((await paymentsOf(user.id))[0]!.status).toBe('declined');
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().data).toHaveLength(1);
    // The cart is free to pay again.
    expect((await pay(user, { ...card, total_amount: 94.99 })).statusCode).toBe(201);
  });

  it('Bizum needs no card fields: the sandbox sends it through the same step, then the order is paid', async () => {
    const user = await customer();
    await addBanner(user);
    const res = await pay(user, { method: 'bizum', total_amount: 94.99 });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, redirect } = res.json().data;
    const done = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/sandbox/challenge/complete',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...redirect.fields, decision: 'approve' }),
    });
    expect(done.headers.location).toContain(`payment=${payment.id}&outcome=ok`);
    const [row] = await paymentsOf(user.id);
    expect(row).toMatchObject({ status: 'succeeded', method: 'bizum' });
    expect(await ordersOf(user.id)).toHaveLength(1);
  });

  it('while a payment of a cart is being charged, another is 409 payment_in_progress naming it; one left on the challenge page is replaced', async () => {
    const user = await customer();
    const { payment } = await startChallenge(user);
    // As while the gateway has not answered yet (no redirect form given back).
    await ctx.database.db
      .update(payments)
      .set({ responseStatusCode: null })
      .where(eq(payments.id, payment.id));
    const second = await pay(user, { ...card, total_amount: 94.99 });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'payment_in_progress',
      payment: { id: payment.id, state: 'pending' },
    });
    // Once the challenge page was given, the customer may go back and pay otherwise.
    await ctx.database.db
      .update(payments)
      .set({ responseStatusCode: 200 })
      .where(eq(payments.id, payment.id));
    const third = await pay(user, { ...card, total_amount: 94.99 });
    expect(third.statusCode, third.body).toBe(201);
    const [replaced] = await ctx.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(replaced).toMatchObject({ status: 'failed', failureCode: 'superseded' });
  });
});

describe('reconcile', () => {
  it('finishes a pending payment the gateway charged (its word lost), fails one with no word once expired', async () => {
    const charged = await customer();
    await addBanner(charged);
    const first = (await pay(charged, { ...card, number: '4000 0027 6000 3184', total_amount: 94.99 })).json()
      .data;
    const lost = await customer();
    await addBanner(lost);
    const second = (await pay(lost, { ...card, number: '4000 0027 6000 3184', total_amount: 94.99 })).json()
      .data;

    // The bank took the first one, but its notification never reached us.
    const sandbox = ctx.app.paymentFlow;
    const { journalCharge } = await chargeBehindOurBack(first.redirect.fields);
    expect(journalCharge).toBe(true);

    const counts = await sandbox.reconcile(0, 60, new Date(Date.now() + 1000));
    // Other tests' payments still on the challenge page are only waiting.
    expect(counts.finished).toBe(1);
    expect(counts.waiting).toBeGreaterThanOrEqual(1);
    expect(await ordersOf(charged.id)).toHaveLength(1);
    expect(await ordersOf(lost.id)).toHaveLength(0);

    const expired = await sandbox.reconcile(0, 0, new Date(Date.now() + 1000));
    expect(expired.failed).toBeGreaterThanOrEqual(1);
    const [row] = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, second.payment.id), eq(payments.status, 'failed')));
    expect(row?.failureCode).toBe('expired');
  });

  /** The sandbox records the challenge's approval (the bank's charge) without our notification being handled. */
  async function chargeBehindOurBack(fields: Record<string, string>) {
    const gateway = ctx.app.paymentGateway as SandboxGateway;
    const signed = gateway.challengeNotification(fields, true);
    const checked = signed ? gateway.checkNotification(signed) : null;
    return { journalCharge: checked?.ok === true };
  }
});

describe('throttling and staff', () => {
  it('stops a card-testing run: more than 10 attempts a minute from one account is 429, in the caller’s language', async () => {
    const user = await customer();
    await addBanner(user);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const res = await pay(
        user,
        { ...card, number: '4000 0000 0000 0002', total_amount: 94.99 },
        { lang: 'es' },
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 402)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('staff list payments by state', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?state=succeeded',
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBeGreaterThan(0);
    expect(res.json().data.items.every((p: { state: string }) => p.state === 'succeeded')).toBe(true);
    const customerTry = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments',
      headers: bearer((await customer()).token),
    });
    expect(customerTry.statusCode).toBe(403);
  });
});
