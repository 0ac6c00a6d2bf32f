import { ProvidersSchema, SessionSchema, UserSchema } from '@shop/shared/api/accounts';
import { AddressSchema } from '@shop/shared/api/addresses';
import { CartLineSchema, CartMetaSchema } from '@shop/shared/api/cart';
import {
  CategoryDetailSchema,
  CategorySchema,
  ProductDetailSchema,
  SearchResultSchema,
  ServiceDetailSchema,
  SubServiceSchema,
  SummarySchema,
} from '@shop/shared/api/catalog';
import {
  ConfigurationEstimateSchema,
  CountrySchema,
  PaymentAnswerSchema,
  ShippingQuoteSchema,
} from '@shop/shared/api/checkout';
import { CompanySchema } from '@shop/shared/api/company';
import { HomeDataSchema } from '@shop/shared/api/home';
import {
  DashboardSchema,
  InvoiceSchema,
  OrderCardSchema,
  OrderDetailSchema,
  ReorderAnswerSchema,
  StaffOrderDetailSchema,
  StaffOrderPageSchema,
} from '@shop/shared/api/orders';
import { ShippingRatesSchema } from '@shop/shared/api/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addresses } from '../modules/addresses/table';
import { invalidateCatalogCache } from '../modules/catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../modules/catalog/test-catalog';
import { countries } from '../modules/shipping/table';
import { call } from './admin';
import { createTestApp, type TestContext } from './app';
import { MADRID, withShownTotal } from './pay';
import { createTestUser, logIn, type TestUser } from './users';

/**
 * The API's real answers, read with the shared schemas the storefront and back-office take
 * their types from (docs/decisions/031-shared-answer-types.md). Parsing catches a missing or
 * mistyped field; comparing the parsed value with the answer catches a field the schema does
 * not declare (zod drops unknown keys), so drift either way fails here.
 */
function expectShape(schema: z.ZodType, data: unknown) {
  const parsed = schema.safeParse(data);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(data);
}

let ctx: TestContext;
let cat: TestCatalog;
let buyer: TestUser & { addressId: number };
let staff: TestUser;
let spain: number;
let paid: { order: { id: number; code: string }; invoice: { id: number } };
let quoteId: number;

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Shop',
      details: 'Calle Luna 3',
      phone: '+34 600 000 002',
      ...MADRID,
    })
    .returning({ id: addresses.id });
  buyer = { ...user, addressId: address!.id };
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, token?: string) => call(ctx, 'GET', url, token);
const dataOf = async (url: string, token?: string) => {
  const res = await get(url, token);
  expect(res.statusCode, url).toBe(200);
  return res.json().data;
};

describe('catalogue and home answers', () => {
  it('GET /api/home holds HomeData', async () => {
    expectShape(HomeDataSchema, await dataOf('/api/home'));
  });

  it('GET /api/categories, /categories/{id}, /services/{id}, /products/{id} hold their shared shapes', async () => {
    expectShape(z.array(CategorySchema), await dataOf('/api/categories'));
    expectShape(CategoryDetailSchema, await dataOf(`/api/categories/${cat.categories.banners.id}`));
    expectShape(ServiceDetailSchema, await dataOf(`/api/services/${cat.services.logo.id}`));
    expectShape(ProductDetailSchema, await dataOf(`/api/products/${cat.products.banner.id}`));
    const sub = await call(ctx, 'POST', '/api/one/sub/service', undefined, {
      subServiceId: cat.services.logo.id,
    });
    expect(sub.statusCode).toBe(200);
    expectShape(SubServiceSchema, sub.json().data);
  });

  it('POST /api/one/sub/service in Spanish falls back to the English paragraphs when a service has none in Spanish', async () => {
    // The test service has English and Arabic paragraphs only; the answer had no description.
    const sub = await call(
      ctx,
      'POST',
      '/api/one/sub/service',
      undefined,
      { subServiceId: cat.services.logo.id },
      { lang: 'es' },
    );
    expect(sub.statusCode).toBe(200);
    expectShape(SubServiceSchema, sub.json().data);
    expect(sub.json().data.description).toEqual(['We draw your logo.', 'Three proposals.']);
  });

  it('GET /api/search and /api/summary hold their shared shapes', async () => {
    expectShape(z.array(SearchResultSchema), await dataOf('/api/search?q=banner'));
    const summary = await dataOf(
      `/api/summary?product_id=${cat.products.banner.id}&width=100&height=100&quantity=2&options=${cat.options.standard.id}`,
    );
    expectShape(SummarySchema, summary);
  });
});

describe('cart and checkout answers', () => {
  it('the cart, the countries, a shipping quote, an estimate and a payment hold their shared shapes', async () => {
    const added = await call(ctx, 'POST', '/api/card', buyer.token, {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity: 2,
      options: [cat.options.standard.id],
    });
    expect(added.statusCode).toBe(201);
    expectShape(CartLineSchema, added.json().data);
    expectShape(CartMetaSchema, added.json().meta);

    const cart = await get('/api/card', buyer.token);
    expectShape(z.array(CartLineSchema), cart.json().data);
    expectShape(CartMetaSchema, cart.json().meta);

    expectShape(z.array(CountrySchema), await dataOf('/api/countries'));
    expectShape(ShippingRatesSchema, await dataOf('/api/shipping/rates'));
    const quote = await call(ctx, 'POST', '/api/shipments/calculate', buyer.token, { country_id: spain });
    expect(quote.statusCode).toBe(200);
    expectShape(ShippingQuoteSchema, quote.json().data);
    expectShape(
      ConfigurationEstimateSchema,
      await dataOf(
        `/api/shipments/estimate?product_id=${cat.products.banner.id}&width=100&height=100&quantity=2&options=${cat.options.standard.id}&country_id=${spain}`,
      ),
    );

    const payment = await call(
      ctx,
      'POST',
      '/api/payment',
      buyer.token,
      await withShownTotal(ctx.app, buyer.token, { ...card, country_id: spain, address_id: buyer.addressId }),
      { 'idempotency-key': 'answer-shapes-1' },
    );
    expect(payment.statusCode).toBe(201);
    expectShape(PaymentAnswerSchema, payment.json().data);
    paid = payment.json().data;
  });
});

describe('order and invoice answers', () => {
  it("the customer's product orders, one order, its tracking and the invoices hold their shared shapes", async () => {
    expectShape(z.array(OrderCardSchema), await dataOf('/api/product/orders', buyer.token));
    expectShape(OrderDetailSchema, await dataOf(`/api/product/orders/${paid.order.id}`, buyer.token));
    expectShape(OrderDetailSchema, await dataOf(`/api/track/${paid.order.code}`, buyer.token));
    expectShape(z.array(InvoiceSchema), await dataOf('/api/invoices', buyer.token));
    const again = await call(ctx, 'POST', `/api/product/orders/${paid.order.id}/reorder`, buyer.token);
    expect(again.statusCode).toBe(200);
    expectShape(ReorderAnswerSchema, again.json().data);
  });

  it('a service order request, its list and its detail hold their shared shapes', async () => {
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A logo for our café.');
    form.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'brief.pdf');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { authorization: buyer.authorization },
      payload: form,
    });
    expect(requested.statusCode).toBe(201);
    expectShape(OrderDetailSchema, requested.json().data);
    quoteId = requested.json().data.id;
    expectShape(z.array(OrderCardSchema), await dataOf('/api/orders', buyer.token));
    const detail = await dataOf(`/api/orders/${quoteId}`, buyer.token);
    expectShape(OrderDetailSchema, detail);
    expect(detail.files[0].preflight).not.toBeNull();
  });

  it("the staff order desk's page, an order and the dashboard hold their shared shapes", async () => {
    expectShape(StaffOrderPageSchema, await dataOf('/api/admin/orders', staff.token));
    expectShape(StaffOrderDetailSchema, await dataOf(`/api/admin/orders/${paid.order.id}`, staff.token));
    expectShape(StaffOrderDetailSchema, await dataOf(`/api/admin/orders/${quoteId}`, staff.token));
    expectShape(DashboardSchema, await dataOf('/api/admin/dashboard', staff.token));
  });
});

describe('account answers', () => {
  it('a login, the own user record and the providers hold their shared shapes', async () => {
    const login = await logIn(ctx.app, { email: buyer.email, password: buyer.password }, '10.26.3.1');
    expect(login.statusCode).toBe(200);
    expectShape(SessionSchema, login.json().data);
    expectShape(UserSchema, await dataOf(`/api/users/${buyer.id}`, buyer.token));
    expectShape(ProvidersSchema, await dataOf('/api/auth/providers'));
    expectShape(z.array(AddressSchema), await dataOf('/api/addresses', buyer.token));
  });

  it('a saved company and its read hold the shared Company shape', async () => {
    const saved = await call(ctx, 'PUT', `/api/users/${buyer.id}/company`, buyer.token, {
      company_name: 'Rótulos Luna SL',
      tax_id: 'B-12345674',
      street: 'Calle Luna 3',
      postcode: '29004',
      city: 'Málaga',
      province: 'Málaga',
      country: 'ES',
    });
    expect(saved.statusCode).toBe(200);
    expectShape(CompanySchema, saved.json().data);
    expectShape(CompanySchema, await dataOf(`/api/users/${buyer.id}/company`, buyer.token));
  });
});
