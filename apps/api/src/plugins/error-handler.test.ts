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

  it.each([
    [
      '/api/addresses',
      { type: 1, label: 'A\u0000B', details: 'x', phone: '+34600000000' },
      'label',
      /control character/,
    ],
    [
      '/api/addresses',
      { type: 1, label: 'Home', details: 'a\u0007b', phone: '+34600000000' },
      'details',
      /control character/,
    ],
    [
      '/api/register',
      {
        name: '\u202Egpj.exe',
        email: 'x@example.com',
        phone: '+34600000000',
        password: 'Secret-pass-1',
        password_confirmation: 'Secret-pass-1',
      },
      'name',
      /direction/,
    ],
    [
      '/api/card',
      { product_id: 1, options: [1], name: 'ok', extra: { deep: ['\u0000'] } },
      'extra.deep.0',
      /control character/,
    ],
  ])('%s with a forbidden character → 400 naming the field', async (url, payload, field, reason) => {
    const res = await ctx.app.inject({ method: 'POST', url, headers: bearer(user.token), payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(res.json().errors[0]).toMatch(reason);
  });

  it('a JSON body nested thousands of levels deep → 400, not a stack overflow (500)', async () => {
    const deep = `[${'['.repeat(5000)}${']'.repeat(5000)}]`;
    const object = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`;
    for (const [url, payload] of [
      ['/api/login', deep],
      ['/api/addresses', deep],
      ['/api/addresses', object],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { ...bearer(user.token), 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ status: false, code: 'validation_error' });
      expect(res.json().errors[0]).toMatch(/nested more than 64 levels/);
    }
  });

  it('keeps line breaks and tabs, and Arabic text', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/addresses',
      headers: bearer(user.token),
      payload: { type: 1, label: 'المستودع', details: 'Calle Mayor 1\nMadrid\t28001', phone: '+34600000000' },
    });
    expect(res.statusCode).toBe(200);
  });
});
