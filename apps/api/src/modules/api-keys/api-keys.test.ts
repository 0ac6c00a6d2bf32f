import { API_SCOPES, ApiKeyListSchema, type ApiScope, CreatedApiKeySchema } from '@shop/shared/api/api-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { companyDetails } from '../tax';

let ctx: TestContext;
let cat: TestCatalog;
let trade: TestUser;
let plain: TestUser;
let staff: TestUser;

async function makeTrade(userId: number) {
  await ctx.database.db.insert(companyDetails).values({
    userId,
    companyName: 'Rótulos Norte SL',
    taxId: 'ESB12345674',
    taxIdKind: 'cif',
    vatCountry: 'ES',
    vatCheck: 'format_only',
    vatCheckedAt: new Date(),
    street: 'Calle Mayor 1',
    postcode: '48001',
    city: 'Bilbao',
    province: 'Bizkaia',
    countryCode: 'ES',
  });
}

async function createKey(user: TestUser, scopes: readonly ApiScope[], name = 'Web shop') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: user.authorization ? { authorization: user.authorization } : {},
    payload: { name, scopes },
  });
  expect(res.statusCode, res.body).toBe(201);
  return CreatedApiKeySchema.parse(res.json().data);
}

beforeAll(async () => {
  ctx = await createTestApp({ API_KEY_RATE_LIMIT: '25' });
  cat = await insertTestCatalog(ctx.database.db);
  trade = await createTestUser(ctx.database);
  plain = await createTestUser(ctx.database);
  staff = await createTestUser(ctx.database, { role: 'staff' });
  await makeTrade(trade.id);
});
afterAll(async () => ctx?.close());

describe('key management (session, trade accounts only)', () => {
  it('refuses an account without company details with a clear 403', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await ctx.app.inject({
        method,
        url: '/api/api-keys',
        headers: { authorization: plain.authorization, lang: 'es' },
        ...(method === 'POST' ? { payload: { name: 'x', scopes: ['orders:read'] } } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toContain('datos de tu empresa');
    }
  });

  it('creates a key whose secret is shown once, lists it without the secret and revokes it', async () => {
    const created = await createKey(trade, ['orders:read', 'orders:read', 'catalogue:read']);
    expect(created.secret).toMatch(/^bp_live_[A-Za-z0-9_-]{43}$/);
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    expect(created.scopes).toEqual(['orders:read', 'catalogue:read']);
    expect(created.last_used_at).toBeNull();

    const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(trade.token) });
    const data = ApiKeyListSchema.parse(list.json().data);
    const listed = data.keys.find((k) => k.id === created.id)!;
    expect(listed.prefix).toBe(created.prefix);
    expect(list.body).not.toContain(created.secret);

    // Used: last use is written.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: bearer(created.secret) }))
        .statusCode,
    ).toBe(200);
    const after = ApiKeyListSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(trade.token) })).json()
        .data,
    );
    expect(after.keys.find((k) => k.id === created.id)!.last_used_at).not.toBeNull();

    // Someone else's key is not found; one's own is revoked and then answers 401.
    const other = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: bearer(staff.token),
    });
    expect(other.statusCode).toBe(403);
    const revoked = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/api-keys/${created.id}`,
      headers: bearer(trade.token),
    });
    expect(revoked.statusCode).toBe(200);
    const use = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(created.secret),
    });
    expect(use.statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/api-keys/${created.id}`,
          headers: bearer(trade.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('answers an unknown key 401 and never lets a key manage keys, settings or staff routes', async () => {
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/categories',
          headers: bearer(`bp_live_${'x'.repeat(43)}`),
        })
      ).statusCode,
    ).toBe(401);
    const key = await createKey(trade, API_SCOPES);
    for (const [method, url] of [
      ['GET', '/api/api-keys'],
      ['POST', '/api/api-keys'],
      ['DELETE', `/api/api-keys/${key.id}`],
      ['GET', `/api/users/${trade.id}`],
      ['GET', `/api/users/${trade.id}/company`],
      ['GET', '/api/addresses'],
      ['GET', '/api/card'],
      ['GET', '/api/admin/customers/1'],
      ['GET', '/api/admin/orders'],
      ['PUT', `/api/admin/customers/${trade.id}/api-access`],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: bearer(key.secret), payload: {} });
      expect([401, 403], `${method} ${url}`).toContain(res.statusCode);
      expect(res.json().status).toBe(false);
    }
    const settings = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${trade.id}`,
      headers: bearer(key.secret),
    });
    expect(settings.json().message).toContain('API keys work only');
  });
});

describe('scopes', () => {
  /** Every scoped route, with a request that passes the scope check (its answer is then not 401/403). */
  const routes = (catalog: TestCatalog) =>
    [
      { scope: 'catalogue:read', method: 'GET', url: '/api/categories' },
      { scope: 'catalogue:read', method: 'GET', url: `/api/products/${catalog.products.banner.id}` },
      { scope: 'catalogue:read', method: 'GET', url: '/api/search?text=banner' },
      {
        scope: 'quotes:write',
        method: 'POST',
        url: '/api/reseller/quotes',
        payload: {
          lines: [
            {
              product_id: catalog.products.banner.id,
              width: 100,
              height: 100,
              quantity: 1,
              options: [catalog.options.standard.id],
            },
          ],
          destination: { country: 'ES', postcode: '28001' },
        },
      },
      { scope: 'orders:write', method: 'POST', url: '/api/reseller/uploads', payload: {} },
      { scope: 'orders:write', method: 'POST', url: '/api/reseller/orders', payload: {} },
      { scope: 'orders:read', method: 'GET', url: '/api/reseller/orders?external_ref=none' },
      { scope: 'orders:read', method: 'GET', url: '/api/reseller/orders/999999' },
      { scope: 'orders:read', method: 'GET', url: '/api/reseller/proofs/999999/branded.pdf' },
      { scope: 'orders:write', method: 'POST', url: '/api/proofs/999999/approve' },
      { scope: 'orders:write', method: 'POST', url: '/api/proofs/999999/changes', payload: { comment: 'x' } },
    ] as const;

  it('lets each scope through only on its own routes', async () => {
    const keys = Object.fromEntries(
      await Promise.all(
        API_SCOPES.map(async (scope) => [scope, (await createKey(trade, [scope], scope)).secret] as const),
      ),
    ) as Record<ApiScope, string>;
    for (const route of routes(cat)) {
      for (const scope of API_SCOPES) {
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: bearer(keys[scope]),
          ...('payload' in route ? { payload: route.payload } : {}),
        });
        const label = `${route.method} ${route.url} with ${scope}: ${res.body.slice(0, 200)}`;
        if (scope === route.scope) {
          expect(res.statusCode, label).not.toBe(401);
          expect(res.statusCode, label).not.toBe(403);
          expect(res.headers['ratelimit-limit'], label).toBe('25');
        } else {
          expect(res.statusCode, label).toBe(403);
          expect(res.json().message, label).toContain(route.scope);
        }
      }
    }
  });

  it('leaves catalogue reads public without a key', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['ratelimit-limit']).toBeUndefined();
  });

  it('lets a trade account’s session use the reseller API, not another account’s', async () => {
    const ok = await ctx.app.inject({
      method: 'GET',
      url: '/api/reseller/orders?external_ref=x',
      headers: bearer(trade.token),
    });
    expect(ok.statusCode).toBe(404);
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/reseller/orders?external_ref=x',
      headers: bearer(plain.token),
    });
    expect(refused.statusCode).toBe(403);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/reseller/orders?external_ref=x' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('suspension by staff', () => {
  it('refuses the keys with the reason while suspended and lets them back after', async () => {
    const key = await createKey(trade, ['catalogue:read', 'orders:read']);
    const byCustomer = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${trade.id}/api-access`,
      headers: bearer(trade.token),
      payload: { suspended: true },
    });
    expect(byCustomer.statusCode).toBe(403);
    const suspend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${trade.id}/api-access`,
      headers: bearer(staff.token),
      payload: { suspended: true, reason: 'Unpaid invoices' },
    });
    expect(suspend.statusCode, suspend.body).toBe(200);
    expect(suspend.json().data).toMatchObject({ suspended: true, reason: 'Unpaid invoices' });

    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(key.secret),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('Unpaid invoices');
    const session = await ctx.app.inject({
      method: 'GET',
      url: '/api/reseller/orders/1',
      headers: bearer(trade.token),
    });
    expect(session.statusCode).toBe(403);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/api-keys', headers: bearer(trade.token) });
    expect(list.json().data.suspended).toBe('Unpaid invoices');

    const view = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/customers/${trade.id}/api-access`,
      headers: bearer(staff.token),
    });
    expect(view.json().data).toMatchObject({ suspended: true, reason: 'Unpaid invoices' });
    expect(view.json().data.active_keys).toBeGreaterThan(0);

    const restore = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/customers/${trade.id}/api-access`,
      headers: bearer(staff.token),
      payload: { suspended: false },
    });
    expect(restore.json().data).toMatchObject({ suspended: false, reason: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/categories', headers: bearer(key.secret) }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 404 for a customer that does not exist', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/customers/999999/api-access',
      headers: bearer(staff.token),
      payload: { suspended: true },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('rate limit per key', () => {
  it('counts each key apart, with RateLimit headers, and answers 429 with Retry-After past the limit', async () => {
    const first = await createKey(trade, ['catalogue:read']);
    const second = await createKey(trade, ['catalogue:read']);
    const remaining: string[] = [];
    for (let i = 0; i < 25; i++) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/categories',
        headers: bearer(first.secret),
      });
      expect(res.statusCode).toBe(200);
      remaining.push(String(res.headers['ratelimit-remaining']));
      expect(Number(res.headers['ratelimit-reset'])).toBeGreaterThan(0);
      expect(Number(res.headers['ratelimit-reset'])).toBeLessThanOrEqual(60);
    }
    expect(remaining.slice(0, 3)).toEqual(['24', '23', '22']);
    expect(remaining.at(-1)).toBe('0');
    const over = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(first.secret),
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['ratelimit-remaining']).toBe('0');
    expect(over.json().code).toBe('rate_limited');
    // Another key of the same account has its own count.
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories',
      headers: bearer(second.secret),
    });
    expect(other.statusCode).toBe(200);
    expect(other.headers['ratelimit-remaining']).toBe('24');
  });
});
