import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { recordOrderEvent } from '../events';
import { countries } from '../shipping/table';
import { orders } from './table';

/**
 * The `paid` event's handler (orders/event-mails.ts) sends what the payment paths send
 * themselves today, so that they can record the event instead
 * (docs/decisions/038-order-events-outbox.md): each test pays, then records `paid` for the same
 * order and compares the two mails.
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;
let spain: number;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
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
      details: 'Calle Mayor 1, Madrid',
      phone: '+34 600 111 222',
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
const same = (mail: { subject: string; text: string; html: string }) => ({
  subject: mail.subject,
  text: mail.text,
  html: mail.html,
});

async function recordPaid(orderId: number) {
  await ctx.app.db.transaction((tx) => recordOrderEvent(tx, { orderId, type: 'paid' }));
}

describe('the paid event mails what the payment paths mail today', () => {
  it('a product order: the confirmation with its total, invoice number and tracking link', async () => {
    const user = await customer();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: { ...bearer(user.token), lang: 'es' },
      payload: {
        product_id: cat.products.banner.id,
        width: 100,
        height: 100,
        quantity: 5,
        options: [cat.options.standard.id],
      },
    });
    expect(added.statusCode).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(user.token), lang: 'es' },
      payload: { ...card, country_id: spain, address_id: user.addressId },
    });
    expect(paid.statusCode).toBe(201);
    const fromPayment = await ctx.smtp.waitFor(user.email, 1);
    expect(fromPayment.text).toContain(paid.json().data.invoice.number);

    await recordPaid(paid.json().data.order.id);
    const fromEvent = await ctx.smtp.waitFor(user.email, 2);
    expect(same(fromEvent)).toEqual(same(fromPayment));
  });

  it('a service quote: the "received" status mail, and no second one for its move to 4', async () => {
    const user = await customer();
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        code: 'S424242',
        kind: 'service',
        userId: user.id,
        status: 3,
        serviceId: cat.services.logo.id,
        details: 'A logo',
        lang: 'ar',
        feesServiceCents: 10_000,
        feesTaxCents: 2_100,
      })
      .returning({ id: orders.id });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy/service',
      headers: bearer(user.token),
      payload: { order_id: order!.id, address_id: user.addressId, ...card },
    });
    expect(paid.statusCode).toBe(201);
    const fromPayment = await ctx.smtp.waitFor(user.email, 1);

    await recordPaid(order!.id);
    const fromEvent = await ctx.smtp.waitFor(user.email, 2);
    expect(same(fromEvent)).toEqual(same(fromPayment));
    expect(ctx.smtp.to(user.email)).toHaveLength(2);
  });

  it('a staff move mails once, from its event, with the note of that move', async () => {
    const user = await customer();
    const [order] = await ctx.database.db
      .insert(orders)
      .values({ code: 'S434343', kind: 'service', userId: user.id, status: 1, details: 'A sign', lang: 'en' })
      .returning({ id: orders.id });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/reject`,
      headers: bearer(staff.token),
      payload: { message: 'We do not print on glass' },
    });
    expect(rejected.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.text).toContain('We do not print on glass');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ctx.smtp.to(user.email)).toHaveLength(1);
  });
});
