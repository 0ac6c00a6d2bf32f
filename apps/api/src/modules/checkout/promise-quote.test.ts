import { estimateDelivery } from '@shop/shared/pricing';
import { COURIER_DAYS, deliveredByFrom } from '@shop/shared/pricing/delivered-by';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { productOptions, products } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orders } from '../orders/table';
import { countries } from '../shipping/table';

/**
 * The promise shown before paying is the one the order keeps (docs/product.md#delivery-estimate):
 * the cart line's dispatch date counts its express saving, the shipment quote gives the order's
 * (latest line) dispatch and delivered-by dates for the country, and the paid order stores them.
 */
let ctx: TestContext;
let cat: TestCatalog;
let spain: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  // Five working days, two fewer with the heavy material (an express option).
  await ctx.database.db
    .update(products)
    .set({ turnaroundDays: 5 })
    .where(eq(products.id, cat.products.banner.id));
  await ctx.database.db
    .update(productOptions)
    .set({ productionDaysSaved: 2 })
    .where(eq(productOptions.id, cat.options.heavy.id));
  invalidateCatalogCache();
  spain = (await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES')))[0]!.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the promise before paying', () => {
  it('cart line, shipment quote and the paid order agree; express shortens the line', async () => {
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
    const add = (option: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/card',
        headers: bearer(user.token),
        payload: {
          product_id: cat.products.banner.id,
          width: 100,
          height: 100,
          quantity: 1,
          options: [option],
        },
      });
    expect((await add(cat.options.heavy.id)).statusCode).toBe(201);
    const now = new Date();
    const cart = await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(user.token) });
    const [express] = cart.json().data as { estimated_delivery: string }[];
    expect(express!.estimated_delivery).toBe(estimateDelivery(now, 3));

    expect((await add(cat.options.standard.id)).statusCode).toBe(201);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/shipments/calculate',
      headers: bearer(user.token),
      payload: { country_id: spain },
    });
    expect(quote.statusCode).toBe(200);
    const latest = estimateDelivery(now, 5);
    expect(quote.json().data).toMatchObject({
      dispatch_by: latest,
      delivered_by: deliveredByFrom(latest, COURIER_DAYS.es_mainland),
    });

    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: bearer(user.token),
      payload: await withShownTotal(ctx.app, user.token, {
        number: '4242 4242 4242 4242',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
        address_id: address!.id,
      }),
    });
    expect(paid.statusCode).toBe(201);
    const [order] = await ctx.database.db
      .select({ dispatchBy: orders.dispatchBy, deliveredBy: orders.deliveredBy })
      .from(orders)
      .where(eq(orders.id, paid.json().data.order.id));
    expect(order).toEqual({
      dispatchBy: quote.json().data.dispatch_by,
      deliveredBy: quote.json().data.delivered_by,
    });
  });
});
