import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { addresses } from '../modules/addresses/table';
import { invalidateCatalogCache } from '../modules/catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../modules/catalog/test-catalog';
import { createTestApp, type TestContext } from './app';
import { MADRID, withShownTotal } from './pay';
import { bearer, createTestUser, type TestUser } from './users';

/**
 * Issue 22, finding 5: the session cookie is SameSite=Lax, so a link on another site reaches
 * every GET route signed in. None of them may change anything then. Every GET route the app
 * registers is sent such a request and the whole database is compared before and after
 * (docs/decisions/028-cross-site-gets-and-floor-races.md).
 */

let ctx: TestContext;
let cat: TestCatalog;
let customer: TestUser;
let staff: TestUser;
const ids = {
  productOrder: 0,
  productOrderCode: '',
  invoice: 0,
  payment: 0,
  serviceOrder: 0,
  upload: 0,
  coupon: 0,
};

const SHOP = 'http://shop.example';
const FOREIGN = 'https://evil.example';
/** Rows of a raw query (drizzle's execute is typed per driver). */
const rowsOf = async <T>(query: SQL) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const cookieOf = (user: TestUser) => ({ cookie: `${SESSION_COOKIE}=${user.token}` });
const crossSite = { 'sec-fetch-site': 'cross-site', origin: FOREIGN, referer: `${FOREIGN}/page` };
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

beforeAll(async () => {
  // No mail worker: a queued mail stays in pgboss.job, where a GET that queued one would show.
  ctx = await createTestApp({ PUBLIC_URL: SHOP, JOBS_WORKER: 'false' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  customer = await createTestUser(ctx.database);
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: customer.id,
      type: 1,
      label: 'Shop',
      details: 'Calle Luna 3',
      phone: '+34 600 000 002',
      ...MADRID,
    })
    .returning({ id: addresses.id });
  const rows = await rowsOf<{ spain: number; coupon: number }>(
    sql`select (select id from countries where code = 'ES') as spain, (select id from coupons where code = 'WELCOME10') as coupon`,
  );
  ids.coupon = rows[0]!.coupon;
  const addToCart = () =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(customer.token),
      payload: { product_id: cat.products.barrier.id, quantity: 2 },
    });
  expect((await addToCart()).statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(customer.token), 'idempotency-key': 'cross-site-1' },
    payload: await withShownTotal(ctx.app, customer.token, {
      ...card,
      country_id: rows[0]!.spain,
      address_id: address!.id,
    }),
  });
  expect(paid.statusCode).toBe(201);
  ids.productOrder = paid.json().data.order.id;
  ids.productOrderCode = paid.json().data.order.code;
  ids.invoice = paid.json().data.invoice.id;
  ids.payment = paid.json().data.payment.id;
  // A cart with a line again, so that the coupon would apply.
  expect((await addToCart()).statusCode).toBe(201);

  const form = new FormData();
  form.append('service_id', String(cat.services.logo.id));
  form.append('details', 'A logo for our café.');
  form.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'brief.pdf');
  const quoted = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(customer.token),
    payload: form,
  });
  expect(quoted.statusCode).toBe(201);
  ids.serviceOrder = quoted.json().data.id;
  ids.upload = quoted.json().data.files[0].id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Every GET route of the app as its pattern, read from Fastify's own route tree. */
function getRoutes(): string[] {
  const tree = ctx.app.printRoutes({ method: 'GET', commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    if (match[3]?.split(', ').includes('GET')) routes.push(stack.join(''));
  }
  return routes;
}

/** A real URL for each route pattern: the customer's own ids and a query that reaches the handler. */
function urlOf(route: string): string {
  const params: Record<string, string> = {
    '/api/docs*': '/api/docs/static/logo.svg',
    '/api/services/:id': `/api/services/${cat.services.logo.id}`,
    '/api/avatars/:key': '/api/avatars/none.webp',
    '/api/admin/orders/:id': `/api/admin/orders/${ids.productOrder}`,
    '/api/payments/:id': `/api/payments/${ids.payment}`,
    '/api/admin/orders/:id/packing-list.pdf': `/api/admin/orders/${ids.productOrder}/packing-list.pdf`,
    '/api/admin/orders/:id/label': `/api/admin/orders/${ids.productOrder}/label`,
    '/api/admin/orders/:id/label.pdf': `/api/admin/orders/${ids.productOrder}/label.pdf`,
    '/api/users/:id/brand': `/api/users/${customer.id}/brand`,
    '/api/brand-logos/:file': '/api/brand-logos/none.png',
    '/api/quotes/:id': '/api/quotes/1',
    '/api/quotes/:id/pdf': '/api/quotes/1/pdf',
    '/api/admin/orders/:id/ticket.pdf': `/api/admin/orders/${ids.productOrder}/ticket.pdf`,
    '/api/admin/invoices/:id.pdf': `/api/admin/invoices/${ids.invoice}.pdf`,
    '/api/admin/categories/:id': `/api/admin/categories/${cat.categories.banners.id}`,
    '/api/admin/coupons/:id': `/api/admin/coupons/${ids.coupon}`,
    '/api/admin/services/:id': `/api/admin/services/${cat.services.logo.id}`,
    '/api/admin/products/:id': `/api/admin/products/${cat.products.barrier.id}`,
    '/api/admin/customers/:id': `/api/admin/customers/${customer.id}`,
    '/api/admin/customers/:id/api-access': `/api/admin/customers/${customer.id}/api-access`,
    '/api/admin/customers/:id/credit': `/api/admin/customers/${customer.id}/credit`,
    '/api/reseller/orders/:id': `/api/reseller/orders/${ids.productOrder}`,
    '/api/users/:id': `/api/users/${customer.id}`,
    '/api/users/:id/company': `/api/users/${customer.id}/company`,
    '/api/uploads/:id': `/api/uploads/${ids.upload}`,
    '/api/categories/:id': `/api/categories/${cat.categories.banners.id}`,
    '/api/products/:id': `/api/products/${cat.products.barrier.id}`,
    '/api/products/:id/template': `/api/products/${cat.products.banner.id}/template`,
    '/api/product/orders/:id': `/api/product/orders/${ids.productOrder}`,
    '/api/orders/:id': `/api/orders/${ids.serviceOrder}`,
    '/api/track/:code': `/api/track/${ids.productOrderCode}`,
    '/api/admin/orders/by-code/:code': `/api/admin/orders/by-code/${ids.productOrderCode}`,
    '/api/invoices/:id.pdf': `/api/invoices/${ids.invoice}.pdf`,
    // No refund in this file: the route is reached and answers 404, which is enough here.
    '/api/credit-notes/:id.pdf': '/api/credit-notes/1.pdf',
    '/api/admin/credit-notes/:id.pdf': '/api/admin/credit-notes/1.pdf',
    '/media/:file': '/media/none.webp',
    // No trade account here: the route is reached and answers 403, which is enough here.
    '/api/webhooks/:id/deliveries': '/api/webhooks/1/deliveries',
    // No proof here either: reached, and refused (403 without a trade account, else 404).
    '/api/reseller/proofs/:id/branded.pdf': '/api/reseller/proofs/1/branded.pdf',
  };
  const queries: Record<string, string> = {
    '/api/coupon': '?name=WELCOME10',
    '/api/search': '?name=banner',
    '/api/shipments/estimate': `?product_id=${cat.products.barrier.id}`,
    '/api/quotes/pdf': `?product_id=${cat.products.barrier.id}`,
    '/api/orders': '?status=1',
    '/api/product/orders': '?status=1',
    '/api/reseller/orders': '?external_ref=none',
  };
  const url = params[route] ?? route;
  if (/[:*]/.test(url)) throw new Error(`no real URL for ${route}: add one to urlOf`);
  return url + (queries[route] ?? '');
}

/** Storefront pages, answered by the not-found handler (server render or shell), not by a route. */
const PAGES = [
  '/home',
  '/cart',
  '/payment',
  '/Profile',
  '/currentOrders',
  '/currentProducts',
  '/admin/orders',
];

/** Every table's row count and content hash (pg-boss: its queued jobs), as one comparable object. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = await rowsOf<{ schema: string; name: string }>(
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema in ('public', 'drizzle') order by 1, 2`,
  );
  // Rate-limit counters count requests per address (the quote PDF's, docs/decisions/026-…):
  // a cross-site request is a request, and counting it changes nothing of the account.
  const counted = tables.filter(({ name }) => name !== 'throttle_counters');
  const out: Record<string, string> = {};
  for (const { schema, name } of counted) {
    const rows = await rowsOf<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as h from "${schema}"."${name}" t`,
      ),
    );
    out[`${schema}.${name}`] = `${rows[0]!.n} ${rows[0]!.h}`;
  }
  const jobs = await rowsOf<{ n: number }>(sql`select count(*)::int as n from pgboss.job`);
  out['pgboss.job'] = String(jobs[0]!.n);
  return out;
}

async function sweep(urls: string[], headers: Record<string, string>) {
  const answers = new Map<string, number>();
  for (const url of urls) {
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    // 503 only from the pages, whose storefront build the API tests do not make.
    expect(res.statusCode, `${url}: ${res.body.slice(0, 200)}`).not.toBe(500);
    answers.set(url, res.statusCode);
  }
  return answers;
}

const cartCoupon = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/card', headers: bearer(customer.token) })).json().meta
    .coupon;

describe('GET routes with a session cookie from another site', () => {
  it('finds every GET route (the route tree parses)', () => {
    const routes = getRoutes();
    expect(routes.length).toBeGreaterThan(50);
    for (const route of [
      '/api/coupon',
      '/api/card',
      '/api/admin/orders/:id',
      '/api/invoices/:id.pdf',
      '/sitemap.xml',
    ]) {
      expect(routes).toContain(route);
    }
  });

  it('a customer’s cookie: no GET route writes anything (the coupon is only answered)', async () => {
    const urls = [...getRoutes().map(urlOf), ...PAGES];
    const before = await fingerprint();
    const answers = await sweep(urls, { ...cookieOf(customer), ...crossSite });
    expect(await fingerprint()).toEqual(before);
    // The routes were really reached signed in, not refused before their handler.
    expect(answers.get('/api/coupon?name=WELCOME10')).toBe(200);
    expect(answers.get('/api/card')).toBe(200);
    expect(answers.get(`/api/product/orders/${ids.productOrder}`)).toBe(200);
    expect(await cartCoupon()).toBeNull();
  });

  it('a staff member’s cookie: no GET route (the back-office’s included) writes anything', async () => {
    const urls = [...getRoutes().map(urlOf), ...PAGES];
    const before = await fingerprint();
    const answers = await sweep(urls, { ...cookieOf(staff), ...crossSite });
    expect(await fingerprint()).toEqual(before);
    expect(answers.get(`/api/admin/orders/${ids.productOrder}`)).toBe(200);
    expect(answers.get('/api/admin/coupons')).toBe(200);
  });

  it('GET /api/coupon with a cookie answers the percentage without applying it unless same-origin', async () => {
    const get = (headers: Record<string, string>) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/coupon?name=welcome10',
        headers: { ...cookieOf(customer), ...headers },
      });
    const notSameOrigin: Record<string, string>[] = [
      crossSite,
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: 'https://other.localhost' },
      { 'sec-fetch-site': 'none' },
      { origin: FOREIGN },
      { 'sec-fetch-site': 'same-origin', origin: FOREIGN },
      {},
    ];
    for (const headers of notSameOrigin) {
      const res = await get({ ...headers, lang: 'es' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: true,
        message: 'El cupón WELCOME10 ofrece un 10 % de descuento. Aplícalo desde tu carrito.',
        data: 10,
      });
      expect(await cartCoupon()).toBeNull();
    }
    // A coupon that does not apply still says why.
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=NOPE',
      headers: { ...cookieOf(customer), ...crossSite },
    });
    expect(unknown.statusCode).toBe(422);

    const sameOrigin = await get({ 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.json().message).toBe('Coupon WELCOME10 applied: 10% off.');
    expect(await cartCoupon()).toEqual({ code: 'WELCOME10', percent: 10 });
    await ctx.app.inject({ method: 'DELETE', url: '/api/coupon', headers: bearer(customer.token) });
    // An older browser without Sec-Fetch-Site: its Origin (or Referer) is the shop's own.
    await get({ referer: `${SHOP}/cart` });
    expect(await cartCoupon()).toEqual({ code: 'WELCOME10', percent: 10 });
    await ctx.app.inject({ method: 'DELETE', url: '/api/coupon', headers: bearer(customer.token) });
  });

  it('a bearer GET still applies the coupon (docs/product.md#api-calls), and POST /api/coupon is the storefront’s', async () => {
    const viaBearer = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=WELCOME10',
      headers: { ...bearer(customer.token), ...crossSite },
    });
    expect(viaBearer.json()).toMatchObject({ status: true, data: 10 });
    expect(await cartCoupon()).toEqual({ code: 'WELCOME10', percent: 10 });
    await ctx.app.inject({ method: 'DELETE', url: '/api/coupon', headers: bearer(customer.token) });

    const post = (headers: Record<string, string>, name = 'welcome10') =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/coupon',
        payload: { name },
        headers: { ...cookieOf(customer), ...headers },
      });
    const foreign = await post(crossSite);
    expect(foreign.statusCode).toBe(403);
    expect(await cartCoupon()).toBeNull();
    const own = await post({ 'sec-fetch-site': 'same-origin', origin: SHOP });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ status: true, message: 'Coupon WELCOME10 applied: 10% off.', data: 10 });
    expect(await cartCoupon()).toEqual({ code: 'WELCOME10', percent: 10 });
    const bad = await post({ origin: SHOP }, 'EXPIRED5');
    expect(bad.statusCode).toBe(422);
    const empty = await post({ origin: SHOP }, ' ');
    expect(empty.statusCode).toBe(400);
  });
});
