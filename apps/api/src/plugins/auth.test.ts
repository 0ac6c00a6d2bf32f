import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../lib/session-cookie';
import { createTestApp, type TestContext } from '../test/app';
import { bearer, createTestUser, type TestUser } from '../test/users';

/** The test app's PUBLIC_URL: the one origin the shop's own pages send. */
const SHOP = 'https://shop.example';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: SHOP });
  user = await createTestUser(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Writes of signed-in customers, each with a body its schema refuses (or cannot parse). */
const badWrites = [
  {
    name: 'cart add, wrong fields',
    method: 'POST',
    url: '/api/card',
    json: { product_id: 'x', quantity: -1 },
  },
  {
    name: 'cart add, broken JSON',
    method: 'POST',
    url: '/api/card',
    raw: '{"product_id":',
    type: 'application/json',
  },
  {
    name: 'cart add, multipart without boundary',
    method: 'POST',
    url: '/api/card',
    raw: 'xx',
    type: 'multipart/form-data',
  },
  {
    name: 'cart quantity, bad id and body',
    method: 'PATCH',
    url: '/api/card/abc',
    json: { quantity: 'many' },
  },
  { name: 'new address, empty', method: 'POST', url: '/api/addresses', json: {} },
  { name: 'order, not a form', method: 'POST', url: '/api/orders', json: [] },
] as const;

function send(write: (typeof badWrites)[number], headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: write.method,
    url: write.url,
    headers: { ...headers, ...('raw' in write ? { 'content-type': write.type } : {}) },
    payload: 'raw' in write ? write.raw : write.json,
  });
}

describe('authentication comes before the body', () => {
  it.each(badWrites)('$name: no session → 401, whatever the body', async (write) => {
    const res = await send(write);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, code: 'unauthorized' });
  });

  it.each(badWrites)('$name: an unknown token → 401', async (write) => {
    const res = await send(write, bearer('not-a-real-token'));
    expect(res.statusCode).toBe(401);
  });

  it.each(badWrites)(
    '$name: a session cookie sent from another site → 403 before the body',
    async (write) => {
      const res = await send(write, {
        cookie: `${SESSION_COOKIE}=${user.token}`,
        origin: 'https://evil.example',
      });
      expect(res.statusCode).toBe(403);
    },
  );

  it.each(badWrites)('$name: signed in, the body is still checked → 400', async (write) => {
    const res = await send(write, bearer(user.token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false });
  });

  it('the 401 is in the caller language', async () => {
    const res = await send(badWrites[0], { lang: 'ar' });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });
});
