import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID } from '../../test/pay';
import { bearer, createTestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { payments } from './table';

/**
 * GET /api/payments/options tells the storefront what to offer, and a method the gateway does
 * not offer is refused before a payment starts (docs/decisions/037-storefront-payment-flow.md).
 */
const REDSYS = {
  PAYMENT_GATEWAY: 'redsys',
  REDSYS_URL: 'http://127.0.0.1:9/sis/realizarPago',
  REDSYS_REST_URL: 'http://127.0.0.1:9/sis/rest/trataPeticionREST',
  REDSYS_MERCHANT_CODE: '999008881',
  REDSYS_TERMINAL: '1',
  REDSYS_SECRET_KEY: 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',
};

const apps: TestContext[] = [];
afterAll(async () => {
  await Promise.all(apps.map((ctx) => ctx.close()));
});

async function appWith(env: Record<string, string>) {
  const ctx = await createTestApp(env);
  apps.push(ctx);
  return ctx;
}

async function optionsOf(ctx: TestContext) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/payments/options' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=300');
  return res.json();
}

describe('GET /api/payments/options', () => {
  it('sandbox: the card on our page, card and Bizum (confirmed on its challenge page); no sign-in needed', async () => {
    expect(await optionsOf(await appWith({}))).toEqual({
      status: true,
      data: { gateway: 'sandbox', card_on_page: true, methods: ['card', 'bizum'] },
    });
  });

  it('Redsys: the card on the bank’s page; Bizum only with REDSYS_PAY_METHODS=z', async () => {
    expect((await optionsOf(await appWith(REDSYS))).data).toEqual({
      gateway: 'redsys',
      card_on_page: false,
      methods: ['card'],
    });
    expect((await optionsOf(await appWith({ ...REDSYS, REDSYS_PAY_METHODS: 'z' }))).data).toEqual({
      gateway: 'redsys',
      card_on_page: false,
      methods: ['card', 'bizum'],
    });
  });
});

describe('a method the gateway does not offer', () => {
  let ctx: TestContext;
  let cat: TestCatalog;
  beforeAll(async () => {
    ctx = await appWith(REDSYS);
    cat = await insertTestCatalog(ctx.database.db);
    invalidateCatalogCache();
  }, 60_000);

  it('Bizum on Redsys without REDSYS_PAY_METHODS=z is 422 in the caller’s language, and nothing is started', async () => {
    const user = await createTestUser(ctx.database);
    await ctx.database.db.insert(addresses).values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, 28013 Madrid',
      phone: '+34 600 111 222',
      isDefault: true,
      ...MADRID,
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
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(user.token), lang: 'es' },
      payload: { method: 'bizum', total_amount: 94.99 },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: false,
      code: 'business_rule',
      message: 'Este método de pago no está disponible. Paga con tarjeta.',
    });
    expect(await ctx.database.db.select().from(payments)).toEqual([]);
  });
});
