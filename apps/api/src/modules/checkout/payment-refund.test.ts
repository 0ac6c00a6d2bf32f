import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { coupons } from '../coupons/table';
import { orders } from '../orders/table';
import { payments } from '../payments/table';

/**
 * A gateway slower than PAYMENT_GATEWAY_TIMEOUT_MS (the sandbox's test delay), so the window
 * between charge and finish is wide open: the customer hears "confirming" (202), the late
 * answer is still acted on, and a finish that fails after the charge refunds it.
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ SANDBOX_CHARGE_DELAY_MS: '1500', PAYMENT_GATEWAY_TIMEOUT_MS: '300' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function customer() {
  const user = await createTestUser(ctx.database);
  await ctx.database.db.insert(addresses).values({
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
  });
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
  return user;
}

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() - started > timeoutMs) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const stateOf = async (user: TestUser, id: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/payments/${id}`, headers: bearer(user.token) })).json()
    .data.payment;

describe('a gateway that answers late', () => {
  it('answers 202 "we are confirming your payment" (never a 500), then finishes the order when the answer comes', async () => {
    const user = await customer();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(user.token), lang: 'es' },
      payload: { ...card, total_amount: 94.99 },
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toMatchObject({
      status: true,
      message: expect.stringContaining('Estamos confirmando tu pago'),
      data: { payment: { state: 'pending' } },
    });
    const id = res.json().data.payment.id;
    const final = await until(
      () => stateOf(user, id),
      (p) => p.state !== 'pending',
    );
    expect(final).toMatchObject({ state: 'succeeded', order_code: expect.stringMatching(/^P\d{6}$/) });
  });
});

describe('a finish that fails after a successful charge', () => {
  it('refunds the payment automatically, tells the customer, keeps the cart and shows staff', async () => {
    // The last use of a coupon: reserved by this payment at start (no lock held across the
    // charge), then taken by another order while the bank answers.
    const [coupon] = await ctx.database.db
      .insert(coupons)
      .values({ code: 'LASTUSE', percentOff: 10, usageLimit: 1 })
      .returning({ id: coupons.id });
    const user = await customer();
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/coupon',
          headers: bearer(user.token),
          payload: { name: 'LASTUSE' },
        })
      ).statusCode,
    ).toBe(200);
    const paying = ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: bearer(user.token),
      // 54.00 + 18.50 delivery + 21 % VAT
      payload: { ...card, total_amount: 87.73 },
    });
    const pending = await until(
      () => ctx.database.db.select().from(payments).where(eq(payments.userId, user.id)),
      (rows) => rows.length > 0,
    );
    expect(pending[0]).toMatchObject({ status: 'pending', couponId: coupon!.id });
    await ctx.database.db.update(coupons).set({ usedCount: 1 }).where(eq(coupons.id, coupon!.id));
    const answer = await paying;

    expect(answer.statusCode, answer.body).toBe(202);

    const final = await until(
      () => stateOf(user, pending[0]!.id),
      (p) => p.state === 'refunded',
    );
    expect(final).toMatchObject({ state: 'refunded', order_id: null });
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, pending[0]!.id));
    expect(row).toMatchObject({
      gatewayReference: expect.stringMatching(/^sbx_/),
      refundReference: expect.stringMatching(/^sbx_refund_/),
    });
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, user.id))).toEqual([]);
    const [used] = await ctx.database.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usedCount).toBe(1);
    const mail = await ctx.smtp.waitFor(user.email);
    expect(mail.subject).toBe('Your payment is being refunded');
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    expect(cart.json().data).toHaveLength(1);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/payments?state=refunded',
      headers: bearer(staff.token),
    });
    expect(listed.json().data.items.map((p: { id: number }) => p.id)).toContain(row!.id);

    // Refunding again is a no-op.
    expect((await ctx.app.paymentFlow.refund(row!.id))?.refundReference).toBe(row!.refundReference);

    // A refund the gateway has not confirmed yet shows on the dashboard until the retry succeeds.
    const dashboard = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: bearer(staff.token) })
      ).json().data.counts.payments_needing_refund;
    await ctx.database.db.update(payments).set({ status: 'needs_refund' }).where(eq(payments.id, row!.id));
    expect(await dashboard()).toBe(1);
    expect((await ctx.app.paymentFlow.reconcile(0, 60, new Date(Date.now() + 1000))).refunded).toBe(1);
    expect(await dashboard()).toBe(0);
  });
});
