import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RedsysBank, startRedsysBank } from '../../payments-stand-in/redsys-bank';
import { signedByBank } from '../../payments-stand-in/redsys-bank-signature';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { coupons } from '../coupons/table';
import { invoices } from '../invoices/table';
import { orders } from '../orders/table';
import { payments } from './table';

/**
 * Issue 20 end to end: the app LISTENING on 127.0.0.1 with PAYMENT_GATEWAY=redsys, pointed at
 * the local bank stand-in (docs/decisions/036-redsys-gateway.md), which posts its signed
 * notification to PUBLIC_URL like the real bank. The test plays the browser: it posts the
 * redirect form to the bank's page and submits the bank's card or Bizum form.
 */
let ctx: MailTestContext;
let bank: RedsysBank;
let cat: TestCatalog;
let staff: TestUser;
let publicUrl: string;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const APPROVED_CARD = '4548 8120 4940 0004';
const DECLINED_CARD = '4111 1111 1111 1111';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

beforeAll(async () => {
  bank = await startRedsysBank();
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  ctx = await createTestAppWithMail({
    PUBLIC_URL: publicUrl,
    PAYMENT_GATEWAY: 'redsys',
    REDSYS_URL: bank.paymentUrl,
    REDSYS_REST_URL: bank.restUrl,
    REDSYS_QUERY_URL: bank.queryUrl,
    REDSYS_MERCHANT_CODE: bank.merchant.merchantCode,
    REDSYS_TERMINAL: bank.merchant.terminal,
    REDSYS_SECRET_KEY: bank.merchant.secretKey,
    REDSYS_PAY_METHODS: 'z',
  });
  await ctx.app.listen({ host: '127.0.0.1', port });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await bank?.close();
});

type Customer = TestUser & { addressId: number };

async function customer(withCart = true): Promise<Customer> {
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
  if (withCart) {
    const added = await ctx.app.inject({
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
    expect(added.statusCode).toBe(201);
  }
  return { ...user, addressId: address!.id };
}

async function shownTotal(user: Customer): Promise<number> {
  const quote = await ctx.app.inject({
    method: 'POST',
    url: '/api/shipments/calculate',
    headers: bearer(user.token),
    payload: { address_id: user.addressId },
  });
  expect(quote.statusCode, quote.body).toBe(200);
  return quote.json().data.total_amount;
}

type Redirect = { url: string; fields: Record<string, string> };

/** POST /api/payment as the storefront does (no card fields: the card is typed at the bank). */
async function startCartPayment(user: Customer, over: Record<string, unknown> = {}, lang = 'en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), lang },
    payload: { total_amount: await shownTotal(user), ...over },
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { payment: { id: number; state: string }; redirect: Redirect };
  expect(data.payment.state).toBe('pending');
  expect(data.redirect.url).toBe(bank.paymentUrl);
  return data;
}

/** The browser: posts the redirect form to the bank's page, then submits the bank's form. */
async function payAtBank(redirect: Redirect, form: Record<string, string>) {
  const page = await fetch(redirect.url, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams(redirect.fields),
  });
  const html = await page.text();
  expect(page.status, html).toBe(200);
  const session = /name="session" value="([0-9a-f]+)"/.exec(html)?.[1] ?? '';
  const sent = bank.notifications.length;
  const done = await fetch(`${bank.origin}/sis/stand-in/pay`, {
    method: 'POST',
    headers: FORM,
    body: new URLSearchParams({ session, ...form }),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  const back = new URL(done.headers.get('location') ?? '');
  // The bank's notification (signed, as it reached the shop) rides on the return URL too.
  const notification = {
    Ds_SignatureVersion: back.searchParams.get('Ds_SignatureVersion') ?? '',
    Ds_MerchantParameters: back.searchParams.get('Ds_MerchantParameters') ?? '',
    Ds_Signature: back.searchParams.get('Ds_Signature') ?? '',
  };
  return { html, back, notification, delivered: bank.notifications.slice(sent) };
}

const payByCard = (redirect: Redirect, card = APPROVED_CARD) =>
  payAtBank(redirect, { method: 'card', card, action: 'pay' });

const notify = (fields: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/redsys/notification',
    headers: FORM,
    payload: new URLSearchParams(fields).toString(),
  });

/** Runs `fn` while the shop is down when the bank notifies (a kill -9, a deploy): nothing listens. */
async function whileShopDown<T>(fn: () => Promise<T>): Promise<T> {
  const port = Number(new URL(publicUrl).port);
  await new Promise<void>((resolve) => {
    ctx.app.server.close(() => resolve());
    ctx.app.server.closeAllConnections();
  });
  try {
    return await fn();
  } finally {
    await new Promise<void>((resolve) => ctx.app.server.listen(port, '127.0.0.1', resolve));
  }
}

const inMinutes = (m: number) => new Date(Date.now() + m * 60_000);

const stateOf = async (user: TestUser, id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(user.token) })).json()
    .data.payment;

const paymentRow = async (id: number) =>
  (await ctx.database.db.select().from(payments).where(eq(payments.id, id)))[0]!;

const ordersOf = (user: TestUser) => ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));

const cartOf = async (user: TestUser) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) })).json()
    .data as unknown[];

async function expectPaidOnce(user: Customer, paymentId: number, kind: 'cart' | 'service') {
  const payment = await stateOf(user, paymentId);
  expect(payment).toMatchObject({
    state: 'succeeded',
    kind,
    order_id: expect.any(Number),
    order_code: expect.stringMatching(kind === 'cart' ? /^P\d{6}$/ : /^S\d{6}$/),
  });
  const placed = await ordersOf(user);
  expect(placed).toHaveLength(1);
  expect(placed[0]!.id).toBe(payment.order_id);
  const issued = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, payment.order_id));
  expect(issued).toHaveLength(1);
  return payment;
}

describe('Redsys through the bank stand-in, the app listening on PUBLIC_URL', () => {
  it('a cart paid by card: redirect form → bank page → signed notification → order once, invoice, cart empty', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user, {}, 'es');
    const paid = await payByCard(redirect);
    expect(paid.html).toContain('lang="es"');
    expect(paid.delivered).toEqual([
      {
        url: `${publicUrl}/api/payments/redsys/notification`,
        order: expect.any(String),
        status: 200,
      },
    ]);
    expect(paid.back.origin + paid.back.pathname).toBe(`${publicUrl}/payment/result`);
    expect(paid.back.searchParams.get('payment')).toBe(String(payment.id));
    expect(paid.back.searchParams.get('outcome')).toBe('ok');

    await expectPaidOnce(user, payment.id, 'cart');
    expect(await paymentRow(payment.id)).toMatchObject({
      method: 'card',
      cardBrand: 'visa',
      cardLast4: '0004',
      gatewayReference: expect.stringMatching(/^\d{6}$/),
    });
    expect(await cartOf(user)).toEqual([]);

    // The bank repeats its notification: harmless, still one order.
    const replay = await notify(paid.notification);
    expect(replay.statusCode).toBe(200);
    await expectPaidOnce(user, payment.id, 'cart');
  });

  it('a cart paid with Bizum (REDSYS_PAY_METHODS=z): the bank shows only Bizum, the order is placed', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user, { method: 'bizum' }, 'ar');
    const paid = await payAtBank(redirect, { method: 'bizum', phone: '700000000', action: 'pay' });
    expect(paid.html).toContain('name="phone"');
    expect(paid.html).not.toContain('name="card"');
    expect(paid.back.searchParams.get('outcome')).toBe('ok');
    await expectPaidOnce(user, payment.id, 'cart');
    expect(await paymentRow(payment.id)).toMatchObject({ method: 'bizum' });
    expect(await cartOf(user)).toEqual([]);
  });

  it('a service quote paid at the bank the same way', async () => {
    const user = await customer(false);
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A roll-up banner design, 85 × 200 cm.');
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: form,
    });
    expect(created.statusCode, created.body).toBe(201);
    const orderId = created.json().data.id as number;
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/accept`,
      headers: bearer(staff.token),
      payload: { service_fee: 120, tax: 25.2, message: 'Ready in 3 days.' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy/service',
      headers: bearer(user.token),
      payload: { order_id: orderId, address_id: user.addressId, service_price: 120, total_amount: 145.2 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { payment, redirect } = res.json().data;
    expect(redirect.url).toBe(bank.paymentUrl);
    const paid = await payByCard(redirect);
    expect(paid.back.searchParams.get('outcome')).toBe('ok');
    const done = await expectPaidOnce(user, payment.id, 'service');
    expect(done.order_id).toBe(orderId);
    expect(await paymentRow(payment.id)).toMatchObject({ amountCents: 14520 });
  });

  it('a declined card: the payment is declined, no order, the cart kept, and paying again works', async () => {
    const user = await customer();
    const first = await startCartPayment(user);
    const declined = await payByCard(first.redirect, DECLINED_CARD);
    expect(declined.back.searchParams.get('outcome')).toBe('ko');
    expect(await stateOf(user, first.payment.id)).toMatchObject({ state: 'declined', order_id: null });
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toHaveLength(1);

    const again = await startCartPayment(user);
    expect(again.payment.id).not.toBe(first.payment.id);
    await payByCard(again.redirect);
    await expectPaidOnce(user, again.payment.id, 'cart');
  });

  it('a customer who left the bank’s page pays again at once (no 409 for PAYMENT_EXPIRE_AFTER_MINUTES); the old form, paid after all, is refunded', async () => {
    const user = await customer();
    const total = await shownTotal(user);
    const start = (key: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { ...bearer(user.token), 'idempotency-key': key },
        payload: { total_amount: total },
      });
    const left = await start('left-1');
    expect(left.statusCode, left.body).toBe(200);
    const old = left.json().data as { payment: { id: number }; redirect: Redirect };

    // The same request again (a double click, a retry): the same form, not a 409.
    const retried = await start('left-1');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toEqual(left.json().data);

    // Back from the bank without paying (Redsys sends no notification), then Pay again.
    const again = await start('left-2');
    expect(again.statusCode, again.body).toBe(200);
    const fresh = again.json().data as { payment: { id: number }; redirect: Redirect };
    expect(fresh.payment.id).not.toBe(old.payment.id);
    expect(await paymentRow(old.payment.id)).toMatchObject({ status: 'failed', failureCode: 'superseded' });
    await payByCard(fresh.redirect);
    await expectPaidOnce(user, fresh.payment.id, 'cart');

    // The first form was still open in another tab and gets paid: refunded, still one order.
    const late = await payByCard(old.redirect);
    expect(late.delivered[0]?.status).toBe(200);
    const refunded = await paymentRow(old.payment.id);
    expect(refunded.status).toBe('refunded');
    expect(bank.operation(refunded.gatewayOrder ?? '')?.refundedCents).toBe(refunded.amountCents);
    await expectPaidOnce(user, fresh.payment.id, 'cart');
  });

  it('a notification with a bad signature is 400 and changes nothing; a success for another amount makes no order and goes to staff as needs_refund', async () => {
    const user = await customer();
    const { payment } = await startCartPayment(user);
    const row = await paymentRow(payment.id);
    const notice = (amountCents: number, secret = bank.merchant.secretKey) =>
      signedByBank(
        secret,
        {
          Ds_Amount: String(amountCents),
          Ds_Currency: '978',
          Ds_Order: row.gatewayOrder ?? '',
          Ds_MerchantCode: bank.merchant.merchantCode,
          Ds_Terminal: '001',
          Ds_Response: '0000',
          Ds_TransactionType: '0',
          Ds_AuthorisationCode: '123456',
        },
        true,
      );

    const forged = await notify(notice(row.amountCents, Buffer.alloc(24, 7).toString('base64')));
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ status: false, code: 'bad_request' });
    const tampered = notice(row.amountCents);
    const broken = await notify({ ...tampered, Ds_Signature: `A${tampered.Ds_Signature!.slice(1)}` });
    expect(broken.statusCode).toBe(400);
    expect(await stateOf(user, payment.id)).toMatchObject({ state: 'pending' });

    const wrongAmount = await notify(notice(row.amountCents - 1));
    expect(wrongAmount.statusCode).toBe(200);
    // The stand-in holds no such charge, so its refund is refused: the payment stays where
    // staff see it (GET /api/admin/payments?state=needs_refund) instead of looking declined.
    expect(await paymentRow(payment.id)).toMatchObject({
      status: 'needs_refund',
      failureCode: 'amount_mismatch',
    });
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('a finish that fails after the bank took the money: needs_refund, then refunded through the bank’s REST', async () => {
    // The last use of a coupon, reserved by this payment at start and taken by another order
    // while the customer is on the bank's page (as in payment-refund.test.ts).
    const [coupon] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'REDSYSLAST', percentOff: 10, usageLimit: 1 })
      .returning({ id: coupons.id });
    const user = await customer();
    const applied = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupon',
      headers: bearer(user.token),
      payload: { name: 'REDSYSLAST' },
    });
    expect(applied.statusCode).toBe(200);
    const { payment, redirect } = await startCartPayment(user);
    await ctx.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon!.id));

    const paid = await payByCard(redirect);
    expect(paid.delivered[0]?.status).toBe(200);
    const row = await paymentRow(payment.id);
    expect(row).toMatchObject({ status: 'refunded', orderId: null, refundReference: expect.any(String) });
    expect(await stateOf(user, payment.id)).toMatchObject({ state: 'refunded', order_id: null });
    expect(bank.operation(row.gatewayOrder ?? '')).toMatchObject({
      amountCents: row.amountCents,
      refundedCents: row.amountCents,
    });
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toHaveLength(1);
    expect((await ctx.smtp.waitFor(user.email)).subject).toBe('Your payment is being refunded');

    // The bank's replay and a second refund attempt change nothing (the bank would refuse SIS0057).
    expect((await notify(paid.notification)).statusCode).toBe(200);
    expect(await ctx.app.paymentFlow.refund(payment.id)).toMatchObject({ status: 'refunded' });
    expect(bank.operation(row.gatewayOrder ?? '')?.refundedCents).toBe(row.amountCents);
  });

  it('a notification lost while the shop was down: the bank’s signed answer on the return URL finishes the payment when posted to the notification endpoint', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user);
    const paid = await whileShopDown(() => payByCard(redirect));
    expect(paid.delivered).toMatchObject([{ status: 'unreachable' }]);
    expect(await stateOf(user, payment.id)).toMatchObject({ state: 'pending' });
    // Redsys signs the same answer onto URLOK: the return page can hand it in.
    expect(paid.back.searchParams.get('outcome')).toBe('ok');
    expect((await notify(paid.notification)).statusCode).toBe(200);
    await expectPaidOnce(user, payment.id, 'cart');
  });

  it('a notification lost and the customer never back: the reconcile job asks the bank (consultaOperaciones) and finishes the payment from its answer', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user);
    const paid = await whileShopDown(() => payByCard(redirect));
    expect(paid.delivered).toMatchObject([{ status: 'unreachable' }]);
    const { gatewayOrder } = await paymentRow(payment.id);

    // Not asked before it is a few minutes old (a notification may still be on its way).
    expect(await ctx.app.paymentFlow.reconcile(5, 120, inMinutes(1))).toMatchObject({ finished: 0 });
    expect(bank.queries).not.toContain(gatewayOrder);
    expect(await ctx.app.paymentFlow.reconcile(5, 120, inMinutes(10))).toMatchObject({ finished: 1 });
    expect(bank.queries).toContain(gatewayOrder);
    await expectPaidOnce(user, payment.id, 'cart');
    expect(await cartOf(user)).toEqual([]);
    // The notification's replay, late, changes nothing.
    expect((await notify(paid.notification)).statusCode).toBe(200);
    await expectPaidOnce(user, payment.id, 'cart');
  });

  it('the bank’s answer for another amount than the payment froze: no order, the charge goes to refund (staff’s needs_refund list)', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user);
    await whileShopDown(() => payByCard(redirect));
    const row = await paymentRow(payment.id);
    // As if the bank had taken another amount than the one this payment froze.
    await ctx.database.db
      .update(payments)
      .set({ amountCents: row.amountCents - 1 })
      .where(eq(payments.id, payment.id));
    expect(await ctx.app.paymentFlow.reconcile(5, 120, inMinutes(10))).toMatchObject({
      finished: 0,
      refunded: 1,
    });
    expect(await paymentRow(payment.id)).toMatchObject({ failureCode: 'amount_mismatch' });
    expect(['needs_refund', 'refunded']).toContain((await paymentRow(payment.id)).status);
    expect(await ordersOf(user)).toEqual([]);
  });

  it('a decline whose notification was lost: the reconcile job fails the payment from the bank’s answer, the cart is kept', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user);
    await whileShopDown(() => payByCard(redirect, DECLINED_CARD));
    expect(await ctx.app.paymentFlow.reconcile(5, 120, inMinutes(10))).toMatchObject({
      failed: 1,
      waiting: 0,
    });
    expect(await paymentRow(payment.id)).toMatchObject({ status: 'failed', failureCode: 'gateway_0190' });
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('reconcile: an authorisation the bank does not know (XML0024) stays unknown, so it waits, expires after PAYMENT_EXPIRE_AFTER_MINUTES, and a success arriving after that is refunded', async () => {
    const user = await customer();
    const { payment, redirect } = await startCartPayment(user);
    const flow = ctx.app.paymentFlow;

    // The customer is still on the bank's page: the bank knows no such operation yet.
    expect(await flow.reconcile(5, 120, inMinutes(10))).toMatchObject({ waiting: 1, failed: 0 });
    expect(bank.queries).toContain((await paymentRow(payment.id)).gatewayOrder);
    expect(await stateOf(user, payment.id)).toMatchObject({ state: 'pending' });
    // No word for longer than the expiry: failed, not left forever.
    expect(await flow.reconcile(5, 120, inMinutes(121))).toMatchObject({ failed: 1 });
    expect(await stateOf(user, payment.id)).toMatchObject({ state: 'failed' });
    expect((await flow.reconcile(5, 120, inMinutes(122))).failed).toBe(0);

    // The bank's success comes after all: not a lost payment, refunded automatically.
    const paid = await payByCard(redirect);
    expect(paid.delivered[0]?.status).toBe(200);
    const row = await paymentRow(payment.id);
    expect(row.status).toBe('refunded');
    expect(bank.operation(row.gatewayOrder ?? '')?.refundedCents).toBe(row.amountCents);
    expect(await ordersOf(user)).toEqual([]);
    expect(await cartOf(user)).toHaveLength(1);
  });
});
