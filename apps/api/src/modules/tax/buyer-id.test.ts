import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from '../invoices/table';
import { payments } from '../payments/table';

let ctx: TestContext;
let cat: TestCatalog;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

async function customerWithCart(quantity: number) {
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Home',
      details: 'Calle Mayor 1, 28013 Madrid',
      street: 'Calle Mayor 1',
      postcode: '28013',
      city: 'Madrid',
      countryCode: 'ES',
      phone: '+34 600 111 222',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity,
      options: [cat.options.standard.id],
    },
  });
  expect(added.statusCode, added.body).toBe(201);
  return { ...user, addressId: address!.id };
}

async function pay(user: { token: string; addressId: number }, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), lang },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId }),
  });
}

describe('the simplified-invoice limit (docs/decisions/043-invoices-an-accountant-accepts.md)', () => {
  it('above €400 a buyer without a tax ID is asked for one (422 tax_id_required, their language), nothing charged', async () => {
    // 40 × €12 − 5 % + delivery, with VAT: well above €400.
    const user = await customerWithCart(40);
    const refused = await pay(user, 'es');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ status: false, code: 'tax_id_required' });
    expect(refused.json().message).toContain('NIF/NIE');
    expect(refused.json().message).toContain('400');
    expect(await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id))).toEqual([]);

    const saved = await call(ctx, 'PUT', `/api/users/${user.id}/company`, user.token, {
      company_name: 'Ana García',
      tax_id: '12345678Z',
      street: 'Calle Mayor 1',
      postcode: '28013',
      city: 'Madrid',
      country: 'es',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const paid = await pay(user);
    expect(paid.statusCode, paid.body).toBe(201);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, paid.json().data.invoice.id as number));
    expect(invoice!.document.buyer).toEqual({ name: 'Ana García', taxId: '12345678Z', countryCode: 'ES' });
  });

  it('up to €400 a buyer without a tax ID pays and gets a simplified invoice', async () => {
    const user = await customerWithCart(1);
    const paid = await pay(user);
    expect(paid.statusCode, paid.body).toBe(201);
    const [invoice] = await ctx.database.db
      .select()
      .from(invoices)
      .where(eq(invoices.id, paid.json().data.invoice.id as number));
    expect(invoice!.document.buyer).toMatchObject({ taxId: null, countryCode: 'ES' });
  });
});
