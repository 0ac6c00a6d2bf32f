import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { contactMessages } from './table';

/**
 * The contact form posted without scripts (docs/decisions/033-whole-server-html.md): a plain
 * urlencoded POST to /contact, answered with a page in the visitor's language, under the same
 * rules, cross-site check and rate limit as POST /api/contacts.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'http://shop.test' });
});
afterAll(() => ctx?.close());

const ORIGIN = { origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' };

function form(fields: Record<string, string>) {
  return new URLSearchParams(fields).toString();
}

function post(
  fields: Record<string, string>,
  {
    headers = ORIGIN,
    ip = '10.1.0.1',
    lang = 'en',
  }: { headers?: Record<string, string>; ip?: string; lang?: string } = {},
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/contact?lang=${lang}`,
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
    remoteAddress: ip,
  });
}

const valid = {
  fullName: '  Lucía Pérez ',
  contactPhone: '+34 600 222 333',
  contactEmail: 'lucia@example.com',
  contactMessage: 'Roll-up banners, 85 x 200 cm?',
  website: '',
};

async function rowsFrom(email: string) {
  return ctx.app.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe('POST /contact (the form without scripts)', () => {
  it('keeps and sends the message and answers a thank-you page in the visitor language', async () => {
    const res = await post(valid, { lang: 'es' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Gracias, tu mensaje se ha enviado.');
    const [row] = await rowsFrom(valid.contactEmail);
    expect(row).toMatchObject({ name: 'Lucía Pérez', phone: valid.contactPhone, lang: 'es', ip: '10.1.0.1' });
    await mailQueueSettled(ctx.app);
    const outbox = fs
      .readdirSync(`${ctx.dataDir}/outbox`)
      .map((f) => fs.readFileSync(`${ctx.dataDir}/outbox/${f}`, 'utf8'));
    expect(outbox.some((mail) => mail.includes('Roll-up banners'))).toBe(true);
  });

  it('answers the form again (400) with why, in Arabic, and keeps nothing', async () => {
    const res = await post({ ...valid, contactEmail: 'not-an-address' }, { lang: 'ar', ip: '10.1.0.2' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('بعض الحقول غير صالحة.');
    expect(await rowsFrom('not-an-address')).toHaveLength(0);
  });

  it('refuses a post from another site with the JSON envelope (403) and keeps nothing', async () => {
    const email = 'cross@example.com';
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      {},
    ];
    for (const headers of foreign) {
      const res = await post({ ...valid, contactEmail: email }, { headers, ip: '10.1.0.3' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ status: false, code: 'forbidden' });
    }
    expect(await rowsFrom(email)).toHaveLength(0);
  });

  it('shares the contact rate limit of the JSON API: the sixth message in the window is refused', async () => {
    const ip = '10.1.0.4';
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ ...valid, contactEmail: `limit${i}@example.com` }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const refused = await post({ ...valid, contactEmail: 'limit5@example.com' }, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await rowsFrom('limit5@example.com')).toHaveLength(0);
    const api = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: 'A', phone: '+34 600 000 000', email: 'limit6@example.com', message: 'hi' },
      remoteAddress: ip,
    });
    expect(api.statusCode).toBe(429);
  });

  it('does not open the JSON API to plain forms: urlencoded stays refused there', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { ...ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ name: 'A', phone: '+34 600 000 000', email: 'form@example.com', message: 'hi' }),
      remoteAddress: '10.1.0.5',
    });
    expect(res.statusCode).toBe(415);
    expect(await rowsFrom('form@example.com')).toHaveLength(0);
  });
});
