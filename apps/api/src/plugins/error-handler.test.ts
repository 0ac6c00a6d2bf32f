import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/app';
import { bearer, createTestUser, type TestUser } from '../test/users';

let ctx: TestContext;
let user: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  user = await createTestUser(ctx.database);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** Hostile input the schemas cannot see gets the envelope with a 4xx, never a 500. */
describe('error handler: input the schemas never see', () => {
  it.each([
    ['no boundary', 'multipart/form-data', 'xx'],
    [
      'cut short',
      'multipart/form-data; boundary=XX',
      '--XX\r\nContent-Disposition: form-data; name="files[0]"; filename="a.png"\r\n\r\n\x89PNG',
    ],
  ])('malformed multipart (%s) → 400', async (_name, type, body) => {
    for (const url of ['/api/card', '/api/orders', '/api/contacts']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(user.token), 'content-type': type },
        payload: body,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'bad_request' });
    }
  });

  it('a NUL byte that reaches the database → 400, in the caller language', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/coupon?name=%00',
      headers: { ...bearer(user.token), lang: 'ar' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });

  it('a badly encoded URL → the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/%E0%A4%A' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'bad_request' });
  });

  it.each(['5.0', '0x5', '%205', '1e3', '-5', '5abc'])(
    'an id written as %s → 400, never read as a number',
    async (id) => {
      for (const url of [`/api/products/${id}`, `/api/orders/${id}`, `/api/invoices/${id}.pdf`]) {
        const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(user.token) });
        expect(res.statusCode, url).toBe(400);
      }
    },
  );
});
