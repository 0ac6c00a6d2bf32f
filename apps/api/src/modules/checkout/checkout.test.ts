import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateReadCaches } from '../../lib/read-cache';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { products } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { coupons } from '../coupons/table';
import { invoices } from '../invoices/table';
import { orders } from '../orders/table';
import { payments } from '../payments/table';
import { countries } from '../shipping/table';

let ctx: MailTestContext;
let cat: TestCatalog;
let spain: number;
let unitedStates: number;
let switzerland: number;

beforeAll(async () => {
  ctx = await createTestAppWithMail();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  const rows = await ctx.database.db.select().from(countries);
  const id = (code: string) => rows.find((c) => c.code === code)!.id;
  spain = id('ES');
  unitedStates = id('US');
  switzerland = id('CH');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function customer(): Promise<TestUser & { addressId: number }> {
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
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
  return { ...user, addressId: address!.id };
}

/** 100 × 100 cm, standard material: 1 m² × €12.00 = €12.00 each (min charge €15 per line). */
function addBanner(user: TestUser, over: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity: 5,
      options: [cat.options.standard.id],
      ...over,
    },
  });
}

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

/** The total the customer is shown for the cart (POST /api/shipments/calculate), in euros. */
async function shownTotal(user: TestUser & { addressId: number }): Promise<number | undefined> {
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/shipments/calculate',
    headers: bearer(user.token),
    payload: { address_id: user.addressId },
  });
  return quote.statusCode === 200 ? quote.json().data.total_amount : undefined;
}

/** Pays as the storefront does: with the total the customer was just shown, unless the test sends its own. */
async function pay(user: TestUser & { addressId: number }, body: Record<string, unknown> = {}, key?: string) {
  const total_amount = 'total_amount' in body ? body.total_amount : await shownTotal(user);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), ...(key ? { 'idempotency-key': key } : {}) },
    payload: { ...card, address_id: user.addressId, total_amount, ...body },
  });
}

describe('cart', () => {
  it('needs a token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/card' });
    expect(res.statusCode).toBe(401);
  });

  it('adds a line priced by the server, lists it, changes its quantity and deletes it', async () => {
    const user = await customer();
    const added = await addBanner(user, { name: 'Shop front', price: 0.01 });
    expect(added.statusCode).toBe(201);
    const line = added.json().data;
    expect(line).toMatchObject({
      title: 'Zebra PVC Banner',
      quantity: 5,
      width: 100,
      height: 100,
      unit_price: 12,
      price: 60,
      name: 'Shop front',
      available: true,
      price_changed: false,
    });
    expect(added.json().meta).toMatchObject({ count: 1, subtotal: 60 });

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/card',
      headers: { ...bearer(user.token), lang: 'ar' },
    });
    expect(listed.json().data[0]).toMatchObject({
      id: line.id,
      title: 'لافتة زيبرا PVC',
      category: 'لافتات تجريبية',
    });

    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/card/${line.id}`,
      headers: bearer(user.token),
      payload: { quantity: 10 },
    });
    expect(patched.statusCode).toBe(200);
    // 10 or more: 5 % off (114.00).
    expect(patched.json().data).toMatchObject({ quantity: 10, price: 114 });

    const tooMany = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/card/${line.id}`,
      headers: bearer(user.token),
      payload: { quantity: 101 },
    });
    expect(tooMany.statusCode).toBe(422);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/card/${line.id}`,
      headers: bearer(user.token),
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().meta.count).toBe(0);
  });

  it('refuses sizes and options the product does not take, in the caller language', async () => {
    const user = await customer();
    const board = await addBanner(user, {
      product_id: cat.products.board.id,
      width: 200,
      height: 50,
      options: [],
    });
    expect(board.statusCode).toBe(422);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: { ...bearer(user.token), lang: 'ar' },
      payload: { product_id: cat.products.banner.id, width: 100, height: 100, options: [999999] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toMatch(/[\u0600-\u06ff]/);
    const missing = await addBanner(user, { product_id: cat.products.retired.id });
    expect(missing.statusCode).toBe(404);
    const badType = await addBanner(user, { quantity: 'many' });
    expect(badType.statusCode).toBe(400);
  });

  it('takes design files as multipart, checks them by content and keeps them with the order', async () => {
    const user = await customer();
    const png = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#0f4c81' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('product_id', String(cat.products.banner.id));
    form.append('quantity', '2');
    form.append('width', '100');
    form.append('height', '80');
    form.append('name', 'Front');
    form.append('options[0]', String(cat.options.standard.id));
    form.append('files[0]', new Blob([png], { type: 'image/png' }), 'logo.png');
    // 25 dpi at this size is a blocker: the customer accepts printing it as supplied.
    form.append('accept_risk', 'true');
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(user.token),
      payload: form,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.accept_risk).toBe(true);
    const [file] = added.json().data.files;
    // 1000 px over 100 cm: 25.4 dpi, far under 150.
    expect(file).toMatchObject({
      name: 'logo.png',
      mime: 'image/png',
      preflight: { kind: 'raster', widthPx: 1000 },
      at_size: { dpi: 25, lowResolution: true },
    });

    const fake = new FormData();
    fake.append('product_id', String(cat.products.banner.id));
    fake.append('options[0]', String(cat.options.standard.id));
    fake.append(
      'files[0]',
      new Blob([Buffer.from('MZ this is a program')], { type: 'application/pdf' }),
      'invoice.pdf',
    );
    const refused = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(user.token),
      payload: fake,
    });
    expect(refused.statusCode).toBe(415);

    const paid = await pay(user);
    expect(paid.statusCode).toBe(201);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/orders/${paid.json().data.order.id}`,
      headers: bearer(user.token),
    });
    const [orderFile] = detail.json().data.lines[0].files;
    expect(orderFile).toMatchObject({ id: file.id, name: 'logo.png' });
    // The acceptance and the findings reach the order, for staff to see.
    expect(detail.json().data.lines[0].accept_risk).toBe(true);
    expect(orderFile.findings[0]).toMatchObject({ code: 'dpiBlocker', severity: 'blocker' });
    const download = await ctx.app.inject({ method: 'GET', url: orderFile.url, headers: bearer(user.token) });
    expect(download.statusCode).toBe(200);
    expect(Buffer.compare(download.rawPayload, png)).toBe(0);
    const stranger = await customer();
    const hidden = await ctx.app.inject({
      method: 'GET',
      url: orderFile.url,
      headers: bearer(stranger.token),
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("never touches another user's line", async () => {
    const owner = await customer();
    const other = await customer();
    const line = (await addBanner(owner)).json().data;
    for (const method of ['DELETE', 'PATCH'] as const) {
      const res = await ctx.app.inject({
        method,
        url: `/api/card/${line.id}`,
        headers: bearer(other.token),
        payload: { quantity: 2 },
      });
      expect(res.statusCode).toBe(404);
    }
    const still = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(owner.token) });
    expect(still.json().data).toHaveLength(1);
    expect(still.json().data[0].quantity).toBe(5);
  });
});

describe('coupon and delivery', () => {
  it('applies a valid coupon and explains the others', async () => {
    const user = await customer();
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=WELCOME10',
      headers: bearer(user.token),
    });
    expect(empty.statusCode).toBe(422);
    await addBanner(user);
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=welcome10',
      headers: bearer(user.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toBe(10);

    const expired = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=EXPIRED5',
      headers: bearer(user.token),
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().message).toMatch(/expired/);

    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=NOPE',
      headers: { ...bearer(user.token), lang: 'ar' },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toMatch(/[\u0600-\u06ff]/);

    const minimum = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=TRADE15',
      headers: bearer(user.token),
    });
    expect(minimum.statusCode).toBe(422);
    expect(minimum.json().message).toMatch(/200\.00/);

    await ctx.database.db
      .insert(coupons)
      .values({ code: 'ONCE', percentOff: 50, usageLimit: 1, usedCount: 1 });
    const usedUp = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=ONCE',
      headers: bearer(user.token),
    });
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json().message).toMatch(/limit/);

    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().meta.coupon).toEqual({ code: 'WELCOME10', percent: 10 });
    // The discount is in the cart's answer before any country is chosen (issue 27).
    expect(cart.json().meta).toMatchObject({ subtotal: 60, discount: 6, goods: 54, country_id: null });
  });

  it('prices delivery and VAT for Spain, exports at 0 %, and refuses the rest of the world', async () => {
    const user = await customer();
    await addBanner(user);
    await ctx.app.inject({ method: 'GET', url: '/api/coupon?name=WELCOME10', headers: bearer(user.token) });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/shipments/calculate',
      headers: bearer(user.token),
      payload: { country_id: spain, amount: 1 },
    });
    expect(res.statusCode).toBe(200);
    // 60.00 − 10 % = 54.00; + 18.50; VAT 21 % of 72.50 = 15.23 (15.225); total 87.73.
    expect(res.json().data).toMatchObject({
      shipment_price: 18.5,
      country_id: spain,
      total_amount: 87.73,
      breakdown: {
        subtotal: 60,
        discount: 6,
        shipping: 18.5,
        vat_rate: 21,
        vat: 15.23,
        total: 87.73,
        free_shipping_threshold: 250,
        remaining_for_free: 196.01,
      },
    });

    const swiss = await ctx.app.inject({
      method: 'POST',
      url: '/api/shipments/calculate',
      headers: bearer(user.token),
      payload: { country_id: switzerland },
    });
    expect(swiss.json().data.breakdown).toMatchObject({ shipping: 60, vat: 0, total: 114 });

    const world = await ctx.app.inject({
      method: 'POST',
      url: '/api/shipments/calculate',
      headers: bearer(user.token),
      payload: { country_id: unitedStates },
    });
    expect(world.statusCode).toBe(422);
    expect(world.json().message).toMatch(/contact us/i);

    // Just "Spain" in every language: the postcode picks the islands, Ceuta and Melilla.
    for (const [lang, name] of [
      ['en', 'Spain'],
      ['ar', 'إسبانيا'],
      ['es', 'España'],
    ] as const) {
      const countriesRes = await ctx.app.inject({ method: 'GET', url: '/api/countries', headers: { lang } });
      expect(countriesRes.json().data.find((c: { id: number }) => c.id === spain).name).toBe(name);
    }
  });
});

describe('payment', () => {
  it('charges only the total the customer saw: another is 409 price_changed with the breakdown, nothing charged', async () => {
    const user = await customer();
    await addBanner(user);
    const wrong = await pay(user, { amount: 0.01, shipment_price: 0, total_amount: 0.01 });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({
      status: false,
      code: 'price_changed',
      breakdown: {
        amount: 60,
        shipment_price: 18.5,
        vat_rate: 21,
        vat_amount: 16.49,
        discount: 0,
        total_amount: 94.99,
        currency: 'EUR',
      },
    });
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    const res = await pay(user, { total_amount: wrong.json().breakdown.total_amount });
    expect(res.statusCode).toBe(201);
    const { order, invoice } = res.json().data;
    expect(order).toMatchObject({ status: 4, kind: 'product', price: 94.99 }); // 60 + 18.50 + 21 % VAT (16.485 → 16.49)
    expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);

    const [payment] = await ctx.database.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      amountCents: 9499,
      kind: 'cart',
      status: 'succeeded',
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    expect(JSON.stringify(payment)).not.toContain('4242424242424242');

    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().data).toHaveLength(0);

    const mail = await ctx.smtp.waitFor(user.email);
    expect(mail.subject).toContain(order.code);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/orders?status=1',
      headers: bearer(user.token),
    });
    expect(list.json().data.map((o: { id: number }) => o.id)).toContain(order.id);
    const finished = await ctx.app.inject({
      method: 'GET',
      url: '/api/product/orders?status=2',
      headers: bearer(user.token),
    });
    expect(finished.json().data).toHaveLength(0);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/product/orders/${order.id}`,
      headers: bearer(user.token),
    });
    expect(detail.json().data).toMatchObject({
      code: order.code,
      subtotal: 60,
      shipping: 18.5,
      vat: 16.49,
      total: 94.99,
      address: { label: 'Workshop' },
      history: [{ status: 4 }],
      invoice: { id: invoice.id },
    });
    expect(detail.json().data.lines[0]).toMatchObject({
      title: 'Zebra PVC Banner',
      quantity: 5,
      width: 100,
      height: 100,
    });

    const tracked = await ctx.app.inject({
      method: 'GET',
      url: `/api/track/${order.code.slice(1)}`,
      headers: bearer(user.token),
    });
    expect(tracked.json().data.id).toBe(order.id);

    const other = await customer();
    for (const url of [
      `/api/product/orders/${order.id}`,
      `/api/track/${order.code}`,
      `/api/invoices/${invoice.id}.pdf`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(other.token) });
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('a declined card makes no order and keeps the cart', async () => {
    const user = await customer();
    await addBanner(user);
    const res = await pay(user, { number: '4000 0000 0000 0002' });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ status: false, code: 'payment_declined' });
    const own = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(own).toHaveLength(0);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().data).toHaveLength(1);
  });

  it('refuses a bad card number, an expired card, a missing field and another user’s address', async () => {
    const user = await customer();
    const other = await customer();
    await addBanner(user);
    expect((await pay(user, { number: '4242 4242 4242 4241' })).statusCode).toBe(422);
    expect((await pay(user, { exp_year: 2020 })).statusCode).toBe(422);
    expect((await pay(user, { cvc: '' })).statusCode).toBe(400);
    expect((await pay(user, { cvc: undefined })).statusCode).toBe(400);
    expect((await pay(user, { address_id: other.addressId })).statusCode).toBe(404);
    // The address decides the destination: a client's country_id cannot turn 21 % VAT into 0 %.
    const [usAddress] = await ctx.database.db
      .insert(addresses)
      .values({
        userId: user.id,
        type: 2,
        label: 'US',
        details: '1 Main St',
        street: '1 Main St',
        postcode: '10001',
        city: 'New York',
        countryCode: 'US',
        phone: '+1 212 555 0100',
      })
      .returning({ id: addresses.id });
    expect((await pay(user, { address_id: usAddress!.id, total_amount: 94.99 })).statusCode).toBe(422);
    // A card refused before the bank leaves no payment behind.
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);
    const own = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(own).toHaveLength(0);
  });

  it('replays an idempotent retry and refuses the same key with another body', async () => {
    const user = await customer();
    await addBanner(user);
    const total_amount = await shownTotal(user);
    const first = await pay(user, { total_amount }, 'attempt-1');
    expect(first.statusCode).toBe(201);
    const replay = await pay(user, { total_amount }, 'attempt-1');
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    const conflict = await pay(user, { exp_month: 11, total_amount }, 'attempt-1');
    expect(conflict.statusCode).toBe(409);
    const own = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(own).toHaveLength(1);
  });

  it.each([
    ['without a key', () => undefined],
    ['with one key', () => 'same-click'],
  ])('five parallel payments of one cart, %s, make one order, one charge and one invoice', async (_, key) => {
    const user = await customer();
    await addBanner(user);
    const total_amount = await shownTotal(user);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(user, { total_amount }, key())));
    // With a key, a later retry may get the first answer replayed: still one order.
    const paid = answers.filter((a) => a.statusCode === 201);
    expect(new Set(paid.map((a) => a.json().data.order.id)).size).toBe(1);
    // The others met the payment under way (409 payment_in_progress), its replay, or the emptied cart.
    for (const a of answers.filter((r) => r.statusCode !== 201)) {
      expect([409, 422]).toContain(a.statusCode);
      if (a.statusCode === 409) expect(a.json().code).toBe('payment_in_progress');
    }
    const own = await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(own).toHaveLength(1);
    const charges = await ctx.database.db
      .select()
      .from(payments)
      .where(and(eq(payments.userId, user.id), eq(payments.status, 'succeeded')));
    expect(charges).toHaveLength(1);
    const bills = await ctx.database.db.select().from(invoices).where(eq(invoices.userId, user.id));
    expect(bills).toHaveLength(1);
  });

  it('invoice numbers stay gapless when several customers pay at once', async () => {
    const users = await Promise.all(Array.from({ length: 4 }, () => customer()));
    for (const u of users) await addBanner(u);
    const answers = await Promise.all(users.map((u) => pay(u)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201]);
    const all = await ctx.database.db.select({ year: invoices.year, number: invoices.number }).from(invoices);
    const numbers = all.map((i) => i.number).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
  });

  it('detects a price change between add and pay, then charges the new price', async () => {
    const user = await customer();
    await addBanner(user);
    await ctx.database.db
      .update(products)
      .set({ basePriceCents: 1500 })
      .where(eq(products.id, cat.products.banner.id));
    invalidateCatalogCache();
    try {
      const changed = await pay(user);
      expect(changed.statusCode).toBe(409);
      expect(changed.json().code).toBe('price_changed');
      expect(changed.json().breakdown.total_amount).toBe(113.14);
      expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toHaveLength(0);
      const again = await pay(user);
      expect(again.statusCode, again.body).toBe(201);
      // 5 × 15.00 = 75.00 + 18.50, + 21 % = 113.14
      expect(again.json().data.order.price).toBe(113.14);
    } finally {
      await ctx.database.db
        .update(products)
        .set({ basePriceCents: 1200 })
        .where(eq(products.id, cat.products.banner.id));
      invalidateCatalogCache();
    }
  });

  it('consumes the coupon and refuses it once used up', async () => {
    const user = await customer();
    await ctx.database.db.insert(coupons).values({ code: 'LASTONE', percentOff: 20, usageLimit: 1 });
    await addBanner(user);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/coupon?name=LASTONE', headers: bearer(user.token) }))
        .statusCode,
    ).toBe(200);
    const paid = await pay(user);
    expect(paid.statusCode).toBe(201);
    const [row] = await ctx.database.db.select().from(coupons).where(eq(coupons.code, 'LASTONE'));
    expect(row!.usedCount).toBe(1);
    await addBanner(user);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=LASTONE',
      headers: bearer(user.token),
    });
    expect(again.statusCode).toBe(422);
  });
});

describe('a coupon limited per customer (issue 22, finding 6)', () => {
  const apply = (user: TestUser, name: string, lang = 'en') =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/coupon',
      headers: { ...bearer(user.token), lang },
      payload: { name },
    });

  it('is refused, with the reason, to a customer who used it up; others may still use it', async () => {
    await ctx.database.db.insert(coupons).values({ code: 'ONCEEACH', percentOff: 15, maxUsesPerCustomer: 1 });
    const first = await customer();
    await addBanner(first);
    expect((await apply(first, 'onceeach')).statusCode).toBe(200);
    const paid = await pay(first);
    expect(paid.statusCode).toBe(201);
    const couponOf = async (orderId: number) =>
      (await ctx.database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.couponCode;
    expect(await couponOf(paid.json().data.order.id)).toBe('ONCEEACH');

    await addBanner(first);
    for (const [lang, message] of [
      ['en', 'You have already used this coupon as many times as it allows per customer.'],
      ['es', 'Ya has usado este cupón tantas veces como permite por cliente.'],
      ['ar', 'لقد استخدمت هذه القسيمة بالفعل بالعدد المسموح به لكل عميل.'],
    ] as const) {
      const again = await apply(first, 'ONCEEACH', lang);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({ status: false, code: 'business_rule', message });
    }
    const viaGet = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=ONCEEACH',
      headers: bearer(first.token),
    });
    expect(viaGet.statusCode).toBe(422);

    const second = await customer();
    await addBanner(second);
    expect((await apply(second, 'ONCEEACH')).statusCode).toBe(200);
    expect((await pay(second)).statusCode).toBe(201);
  });

  it('is checked again at payment, under the coupon lock: a cart holding a used-up coupon pays without it', async () => {
    const [row] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'LIMITLATER', percentOff: 10 })
      .returning({ id: coupons.id });
    const user = await customer();
    await addBanner(user);
    expect((await apply(user, 'LIMITLATER')).statusCode).toBe(200);
    expect((await pay(user)).statusCode).toBe(201);
    await addBanner(user);
    expect((await apply(user, 'LIMITLATER')).statusCode).toBe(200);
    // Staff limit it to one use per customer while the cart still holds it.
    await ctx.database.db.update(coupons).set({ maxUsesPerCustomer: 1 }).where(eq(coupons.id, row!.id));
    const refused = await pay(user);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'Your coupon no longer applies and was removed: You have already used this coupon as many times as it allows per customer. Please check the new total.',
    );
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().meta.coupon).toBeNull();
    const paid = await pay(user);
    expect(paid.statusCode).toBe(201);
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.json().data.order.id));
    expect(order!.couponCode).toBeNull();
    const used = await ctx.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, user.id), eq(orders.couponId, row!.id)));
    expect(used).toHaveLength(1);
  });
});

describe('expired or inactive coupons are never advertised', () => {
  it('a cart holding a coupon that expired or was switched off no longer shows it as a discount', async () => {
    const [row] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'FADING', percentOff: 30 })
      .returning({ id: coupons.id });
    const user = await customer();
    await addBanner(user);
    const meta = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) })).json().meta;
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/coupon',
          headers: bearer(user.token),
          payload: { name: 'FADING' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await meta()).coupon).toEqual({ code: 'FADING', percent: 30 });

    // Staff writes go through the admin API in the shop; here straight to the row, then the cart is read fresh.
    for (const change of [
      { active: false },
      { validUntil: new Date(Date.now() - 60_000) },
      { validFrom: new Date(Date.now() + 86_400_000) },
      { usageLimit: 1, usedCount: 1 },
    ]) {
      await ctx.database.db.update(coupons).set(change).where(eq(coupons.id, row!.id));
      invalidateReadCaches();
      expect((await meta()).coupon).toBeNull();
      await ctx.database.db
        .update(coupons)
        .set({ active: true, validFrom: null, validUntil: null, usageLimit: null, usedCount: 0 })
        .where(eq(coupons.id, row!.id));
      invalidateReadCaches();
      expect((await meta()).coupon).toEqual({ code: 'FADING', percent: 30 });
    }
  });
});

describe('amounts beyond what an order can hold', () => {
  /** €1,000,000 per item, up to a million items: a line of €10¹² was a 500 (integer overflow). */
  async function priceyProduct(slug: string) {
    const [row] = await ctx.database.db
      .insert(products)
      .values({
        categoryId: cat.categories.banners.id,
        slug,
        title: { en: 'Gold plaque', ar: 'لوحة ذهبية' },
        description: { en: '', ar: '' },
        images: [],
        metaTitle: { en: '', ar: '' },
        metaDescription: { en: '', ar: '' },
        footer: { en: '', ar: '' },
        pricingMode: 'per_item',
        basePriceCents: 100_000_000,
        minQuantity: 1,
        maxQuantity: 1_000_000,
        turnaroundDays: 3,
      })
      .returning({ id: products.id });
    invalidateCatalogCache();
    return row!.id;
  }

  it('refuses a line over €1,000,000 (summary, add, quantity change) with a 422 instead of a 500', async () => {
    const user = await customer();
    const productId = await priceyProduct('t-gold-plaque');
    const summary = await ctx.app.inject({
      method: 'GET',
      url: `/api/summary?product_id=${productId}&quantity=1000000`,
      headers: { ...bearer(user.token), lang: 'ar' },
    });
    expect(summary.statusCode).toBe(422);
    expect(summary.json().message).toMatch(/[\u0600-\u06ff]/);
    const added = await addBanner(user, { product_id: productId, quantity: 1_000_000, options: [] });
    expect(added.statusCode).toBe(422);
    expect(added.json().message).toContain('1,000,000.00');
    const one = await addBanner(user, { product_id: productId, quantity: 1, options: [] });
    expect(one.statusCode).toBe(201);
    const more = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/card/${one.json().data.id}`,
      headers: bearer(user.token),
      payload: { quantity: 5000 },
    });
    expect(more.statusCode).toBe(422);
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().data).toEqual([expect.objectContaining({ quantity: 1, price: 1_000_000 })]);
  });

  it('refuses to pay a cart whose total does not fit an order (422, nothing written)', async () => {
    const user = await customer();
    const productId = await priceyProduct('t-gold-plaque-2');
    // 18 × €1,000,000 + 21 % VAT = €21,780,000: over the €21,474,836.47 an order holds.
    for (let i = 0; i < 18; i++) {
      expect((await addBanner(user, { product_id: productId, quantity: 1, options: [] })).statusCode).toBe(
        201,
      );
    }
    const ordersBefore = (await ctx.database.db.select({ id: orders.id }).from(orders)).length;
    const paid = await pay(user, {}, 'too-large-1');
    expect(paid.statusCode).toBe(422);
    expect(paid.json().code).toBe('business_rule');
    expect((await ctx.database.db.select({ id: orders.id }).from(orders)).length).toBe(ordersBefore);
    const attempts = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(attempts).toEqual([]);
  });
});

describe('invoices', () => {
  it('lists own invoices and serves the PDF holding the order code', async () => {
    const user = await customer();
    await addBanner(user);
    const { order, invoice } = (await pay(user)).json().data;
    const list = await ctx.app.inject({ method: 'GET', url: '/api/invoices', headers: bearer(user.token) });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: invoice.id, number: invoice.number, order_code: order.code }),
    ]);
    for (const lang of ['en', 'ar']) {
      const pdf = await ctx.app.inject({
        method: 'GET',
        url: `/api/invoices/${invoice.id}.pdf`,
        headers: { ...bearer(user.token), lang },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
      const doc = await getDocument({ data: new Uint8Array(pdf.rawPayload) }).promise;
      const page = await doc.getPage(1);
      const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join(' ');
      expect(text).toContain(order.code);
      expect(text).toContain(invoice.number);
    }
  });
});
