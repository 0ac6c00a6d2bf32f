import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orderEvents } from '../events';
import { orders } from './table';

/**
 * An order's mails follow its events (orders/event-mails.ts, docs/decisions/038-order-events-outbox.md):
 * a payment records `paid` in its finish transaction and the handler sends the one mail the
 * payment paths used to queue themselves; a staff move mails from its `moved` event.
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
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
      ...MADRID,
      phone: '+34 600 111 222',
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

async function eventsOf(orderId: number) {
  const rows = await ctx.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return rows.map((row) => row.type).sort();
}

describe('a payment mails once, from its paid event', () => {
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
      payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId }),
    });
    expect(paid.statusCode).toBe(201);
    const { order, invoice } = paid.json().data;
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.subject).toContain(order.code);
    expect(mail.text).toContain(invoice.number);
    expect(mail.text).toContain(`/trackOrder/4/${order.code.slice(1)}`);
    expect(await eventsOf(order.id)).toEqual(['moved', 'paid']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ctx.smtp.to(user.email)).toHaveLength(1);
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
      payload: { order_id: order!.id, address_id: user.addressId, total_amount: 121, ...card },
    });
    expect(paid.statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.subject).toContain('S424242');
    expect(await eventsOf(order!.id)).toEqual(['moved', 'paid']);
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(ctx.smtp.to(user.email)).toHaveLength(1);
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
