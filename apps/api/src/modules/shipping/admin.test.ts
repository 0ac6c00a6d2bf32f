import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { carts } from '../cart/table';

let ctx: TestContext;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const asStaff = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  call(ctx, method, url, staff.token, payload);
const country = (over: Record<string, unknown> = {}) => ({
  code: 'is',
  name: { en: 'Iceland', ar: 'آيسلندا' },
  region: 'scandinavia',
  vat_region: 'export',
  sort_order: 90,
  ...over,
});

describe('shipping', () => {
  it('shows rates per region, countries and excluded categories', async () => {
    const res = await asStaff('GET', '/api/admin/shipping');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rates[0]).toEqual({
      region: 'es_mainland',
      quote_available: true,
      standard: 18.5,
      large: 26.5,
      free_over: 250,
      per_kg: expect.any(Number),
      // Seeded from the shared COURIER_DAYS (the delivery promise).
      courier_days: 1,
    });
    expect(data.rates.at(-1)).toMatchObject({ region: 'rest_of_world', quote_available: false });
    expect(data.countries.find((c: { code: string }) => c.code === 'ES')).toMatchObject({
      name: { en: 'Spain', ar: 'إسبانيا', es: 'España' },
      region: 'es_mainland',
      vat_region: 'es',
    });
    expect(data.excluded_categories.length).toBeGreaterThan(0);
  });

  it('changes a region’s rates, audited, and the public price list follows at once', async () => {
    const before = await call(ctx, 'GET', '/api/shipping/rates');
    expect(JSON.stringify(before.json())).toContain('18.5');
    const res = await asStaff('PUT', '/api/admin/shipping/rates/es_mainland', {
      quote_available: true,
      standard: 19.9,
      large: 29.9,
      free_over: 300,
      per_kg: 1.25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      region: 'es_mainland',
      quote_available: true,
      standard: 19.9,
      large: 29.9,
      free_over: 300,
      per_kg: 1.25,
      // Not sent: left as it was.
      courier_days: 1,
    });
    const audit = await lastAudit(ctx, 'shipping_rate', 'es_mainland');
    expect(audit!.before).toMatchObject({ standard: 18.5, free_over: 250 });
    expect(audit!.after).toMatchObject({ standard: 19.9, free_over: 300 });
    const after = await call(ctx, 'GET', '/api/shipping/rates');
    expect(after.json().data.regions[0]).toMatchObject({ standard: 19.9, freeOver: 300 });
  });

  it('refuses a quoted region without prices and an unknown region (400)', async () => {
    const missing = await asStaff('PUT', '/api/admin/shipping/rates/uk_mainland', {
      quote_available: true,
      standard: null,
      large: 60,
      free_over: null,
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors.some((e: string) => e.startsWith('standard'))).toBe(true);
    const unknown = await asStaff('PUT', '/api/admin/shipping/rates/mars', {
      quote_available: false,
      standard: null,
      large: null,
      free_over: null,
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('adds, edits and deletes a country; refuses one in use and a duplicate code', async () => {
    const created = await asStaff('POST', '/api/admin/countries', country());
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ code: 'IS', region: 'scandinavia' });
    expect(await lastAudit(ctx, 'country', id)).toMatchObject({ action: 'create' });
    const publicList = await call(ctx, 'GET', '/api/countries', staff.token);
    expect(publicList.json().data.some((c: { code: string }) => c.code === 'IS')).toBe(true);

    expect((await asStaff('POST', '/api/admin/countries', country())).statusCode).toBe(409);
    expect(
      (await asStaff('POST', '/api/admin/countries', country({ code: 'ISL', region: 'moon' }))).statusCode,
    ).toBe(400);

    const updated = await asStaff(
      'PUT',
      `/api/admin/countries/${id}`,
      country({ region: 'europe_mainland' }),
    );
    expect(updated.json().data.region).toBe('europe_mainland');
    const audit = await lastAudit(ctx, 'country', id);
    expect(audit!.before).toMatchObject({ region: 'scandinavia' });
    expect(audit!.after).toMatchObject({ region: 'europe_mainland' });

    const spain = (await asStaff('GET', '/api/admin/shipping'))
      .json()
      .data.countries.find((c: { code: string }) => c.code === 'ES');
    // A cart that chose Spain keeps it from being deleted.
    const customer = await createTestUser(ctx.database);
    await ctx.database.db.insert(carts).values({ userId: customer.id, countryId: spain.id });
    const inUse = await asStaff('DELETE', `/api/admin/countries/${spain.id}`);
    expect(inUse.statusCode).toBe(409);

    const deleted = await asStaff('DELETE', `/api/admin/countries/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(await lastAudit(ctx, 'country', id)).toMatchObject({ action: 'delete' });
    expect((await asStaff('DELETE', `/api/admin/countries/${id}`)).statusCode).toBe(404);
  });
});
