import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';

let ctx: TestContext;
let staff: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createTestUser(ctx.database, { role: 'staff', name: 'Sara Staff' });
  customer = await createTestUser(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Every route of docs/admin-api.md, with a body a staff member could send. */
const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown][] = [
  ['GET', '/api/admin/dashboard'],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/orders.csv'],
  ['GET', '/api/admin/orders/1'],
  ['POST', '/api/admin/orders/1/accept', { service_fee: 10, tax: 2.1, message: '' }],
  ['POST', '/api/admin/orders/1/reject', { message: 'No' }],
  ['POST', '/api/admin/orders/1/advance', { from: 4 }],
  ['GET', '/api/admin/invoices/1.pdf'],
  ['GET', '/api/admin/orders/by-code/P123456'],
  ['GET', '/api/admin/orders/1/ticket.pdf'],
  ['GET', '/api/admin/orders/1/label'],
  ['GET', '/api/admin/orders/1/label.pdf'],
  ['GET', '/api/admin/production/tickets.pdf?dispatch=today'],
  ['GET', '/api/admin/carriers'],
  ['POST', '/api/admin/carriers', { name: 'Nacex', tracking_url: 'https://nacex.example/{tracking}' }],
  ['PUT', '/api/admin/carriers/1', { name: 'SEUR', tracking_url: 'https://seur.example/{tracking}' }],
  ['GET', '/api/admin/categories'],
  ['GET', '/api/admin/categories/1'],
  ['POST', '/api/admin/categories', {}],
  ['PUT', '/api/admin/categories/1', {}],
  ['DELETE', '/api/admin/categories/1'],
  ['GET', '/api/admin/services'],
  ['GET', '/api/admin/services/1'],
  ['POST', '/api/admin/services', {}],
  ['PUT', '/api/admin/services/1', {}],
  ['DELETE', '/api/admin/services/1'],
  ['GET', '/api/admin/products'],
  ['GET', '/api/admin/products/1'],
  ['POST', '/api/admin/products', {}],
  ['PUT', '/api/admin/products/1', {}],
  ['DELETE', '/api/admin/products/1'],
  ['PUT', '/api/admin/products/1/sections', []],
  ['POST', '/api/admin/images'],
  ['GET', '/api/admin/coupons'],
  ['GET', '/api/admin/coupons/1'],
  ['POST', '/api/admin/coupons', {}],
  ['PUT', '/api/admin/coupons/1', {}],
  ['DELETE', '/api/admin/coupons/1'],
  ['GET', '/api/admin/shipping'],
  ['PUT', '/api/admin/shipping/rates/es_mainland', {}],
  ['POST', '/api/admin/countries', {}],
  ['PUT', '/api/admin/countries/1', {}],
  ['DELETE', '/api/admin/countries/1'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/customers/1'],
  ['POST', '/api/admin/customers/1/notes', { body: 'A note' }],
  ['GET', '/api/admin/messages'],
  ['POST', '/api/admin/messages/1/handled', { handled: true }],
  ['GET', '/api/admin/audit'],
];

describe('every /api/admin route', () => {
  it.each(ROUTES)('%s %s: guest 401, customer 403, nothing written', async (method, url, payload) => {
    const before = await auditCount(ctx);
    const guest = await call(ctx, method, url, undefined, payload);
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ status: false, code: 'unauthorized' });
    const refused = await call(ctx, method, url, customer.token, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: false, code: 'forbidden' });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('the OpenAPI document lists them under admin tags', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths as Record<string, unknown>);
    for (const [, url] of ROUTES) {
      const pattern = url
        .replace(/\?.*$/, '')
        .replace(/\/\d+(?=\/|\.pdf|$)/g, '/{id}')
        .replace('es_mainland', '{region}')
        .replace('by-code/P123456', 'by-code/{code}');
      expect(paths).toContain(pattern);
    }
  });
});

describe('GET /api/admin/audit', () => {
  it('shows who changed what, when, before and after, newest first, filtered by entity', async () => {
    const handled = await call(ctx, 'PUT', '/api/admin/shipping/rates/uk_mainland', staff.token, {
      quote_available: true,
      standard: 41,
      large: 61,
      free_over: null,
      per_kg: 0,
    });
    expect(handled.statusCode).toBe(200);
    const row = await lastAudit(ctx, 'shipping_rate', 'uk_mainland');
    expect(row).toBeDefined();

    const res = await call(ctx, 'GET', '/api/admin/audit?entity=shipping_rate&per_page=5', staff.token);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, per_page: 5, total: 1 });
    expect(data.items[0]).toMatchObject({
      id: row!.id,
      actor: { id: staff.id, name: 'Sara Staff', email: staff.email },
      action: 'update',
      entity: 'shipping_rate',
      entity_id: 'uk_mainland',
      before: { region: 'uk_mainland', standard: 40, large: 60 },
      after: { region: 'uk_mainland', standard: 41, large: 61 },
    });
    expect(Date.parse(data.items[0].at)).toBeGreaterThan(Date.now() - 60_000);

    const other = await call(ctx, 'GET', '/api/admin/audit?entity=coupon', staff.token);
    expect(other.json().data).toMatchObject({ items: [], total: 0 });
  });

  it('refuses a bad page size', async () => {
    const res = await call(ctx, 'GET', '/api/admin/audit?per_page=500', staff.token);
    expect(res.statusCode).toBe(400);
  });
});
