import fs from 'node:fs';
import { BUSINESS } from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { authTokens, users } from '../accounts/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { categories, products, services } from '../catalog/table';
import { brands, clients, contactMessages } from './table';

type Received = { from: string; to: string[]; raw: string };

/** A real SMTP server in this process: the app sends contact mail to it over TCP. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Enough of RFC 2045 quoted-printable to read a text/plain body. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!));
  }
  return Buffer.from(bytes).toString('utf8');
}

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let staffToken: string;

beforeAll(async () => {
  smtp = await startSmtp();
  ctx = await createTestApp(
    {
      SMTP_URL: smtp.url,
      CONTACT_EMAIL: 'desk@shop.test',
      SHOP_WHATSAPP: '+34 611 22 33 44',
      SHOP_SISTER_SITES: JSON.stringify([
        { name: 'One', url: 'https://one.test' },
        { name: 'Two', url: 'https://two.test', description: { en: 'Flags', ar: 'أعلام' } },
      ]),
    },
    (app) => {
      // Stands in for any staff back-office write, to prove the cache hook sees it.
      app.post('/api/__staff-write', { preHandler: app.requireStaff }, async () => ({ status: true }));
    },
  );
  const [staff] = await ctx.app.db.select().from(users).where(eq(users.role, 'staff')).limit(1);
  staffToken = newToken();
  await ctx.app.db.insert(authTokens).values({
    userId: staff!.id,
    tokenHash: hashToken(staffToken),
    expiresAt: new Date(Date.now() + 3_600_000),
  });
});
afterAll(async () => {
  await ctx?.close();
  await smtp?.close();
});

describe('GET /api/home', () => {
  it('answers categories with counts, brands, clients and options in English', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/home' });
    expect(res.statusCode).toBe(200);
    const { status, data } = res.json();
    expect(status).toBe(true);

    const db = ctx.app.db;
    const productCategories = await db
      .select()
      .from(categories)
      .where(sql`${categories.ownerType} = 2 and ${categories.active}`);
    expect(data.products).toHaveLength(productCategories.length);
    expect(data.products.length).toBeGreaterThan(0);
    for (const category of data.products) {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(products)
        .where(sql`${products.categoryId} = ${category.id} and ${products.active}`);
      expect(category.count).toBe(Number(row!.n));
      expect(category.name).toBe(productCategories.find((c) => c.id === category.id)!.name.en);
    }
    const [serviceTotal] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(services)
      .where(eq(services.active, true));
    expect(data.services.reduce((sum: number, c: { count: number }) => sum + c.count, 0)).toBeLessThanOrEqual(
      Number(serviceTotal!.n),
    );

    expect(data.brands.length).toBe((await db.select().from(brands)).length);
    expect(data.clients.length).toBe((await db.select().from(clients)).length);
    for (const logo of [...data.brands, ...data.clients]) expect(logo.image).toMatch(/\S/);

    expect(data.options).toMatchObject({
      tradingName: BUSINESS.tradingName,
      phone: BUSINESS.phone,
      whatsapp: { number: '34611223344', url: 'https://wa.me/34611223344' },
      address: { city: BUSINESS.address.city, country: 'Spain' },
      sisterSites: [
        { name: 'One', url: 'https://one.test', description: null },
        { name: 'Two', url: 'https://two.test', description: 'Flags' },
      ],
    });
    expect(data.options.map.embedUrl).toBe(BUSINESS.map.embedUrl);
    expect(res.headers.vary).toContain('lang');
  });

  it('answers in Arabic with the lang header or ?lang=ar', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/home', headers: { lang: 'ar' } });
    const { data } = res.json();
    const [first] = await ctx.app.db.select().from(categories).where(eq(categories.id, data.products[0].id));
    expect(data.products[0].name).toBe(first!.name.ar);
    expect(data.options.address.country).toBe('إسبانيا');
    expect(data.options.sisterSites[1].description).toBe('أعلام');
    const viaQuery = await ctx.app.inject({ method: 'GET', url: '/api/home?lang=ar' });
    expect(viaQuery.json().data.products[0].name).toBe(first!.name.ar);
  });

  it('serves from the cache until a staff write or an explicit invalidation', async () => {
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    await ctx.app.db
      .insert(brands)
      .values({ name: { en: 'Cached Co', ar: 'شركة' }, image: '/x.svg', sortOrder: 999 });
    const cached = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(cached.brands).toHaveLength(before.brands.length);

    // A refused write (no token) leaves the cache alone.
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/__staff-write' });
    expect(refused.statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data.brands).toHaveLength(
      before.brands.length,
    );

    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/__staff-write',
      headers: { authorization: `Bearer ${staffToken}` },
    });
    expect(write.statusCode).toBe(200);
    const fresh = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(fresh.brands).toHaveLength(before.brands.length + 1);
    expect(fresh.brands.at(-1).name).toBe('Cached Co');

    await ctx.app.db.delete(brands).where(eq(brands.sortOrder, 999));
    ctx.app.invalidateReadCaches();
    expect((await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data.brands).toHaveLength(
      before.brands.length,
    );
  });

  it('leaves out inactive categories and counts only active products', async () => {
    const [category] = await ctx.app.db.select().from(categories).where(eq(categories.ownerType, 2)).limit(1);
    await ctx.app.db.update(categories).set({ active: false }).where(eq(categories.id, category!.id));
    ctx.app.invalidateReadCaches();
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(data.products.map((c: { id: number }) => c.id)).not.toContain(category!.id);
    await ctx.app.db.update(categories).set({ active: true }).where(eq(categories.id, category!.id));
    ctx.app.invalidateReadCaches();
  });

  it('drops the cached home answer when the catalogue cache is invalidated', async () => {
    const [category] = await ctx.app.db.select().from(categories).where(eq(categories.ownerType, 2)).limit(1);
    const before = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(before.products.map((c: { id: number }) => c.id)).toContain(category!.id);
    await ctx.app.db.update(categories).set({ active: false }).where(eq(categories.id, category!.id));
    invalidateCatalogCache();
    const data = (await ctx.app.inject({ method: 'GET', url: '/api/home' })).json().data;
    expect(data.products.map((c: { id: number }) => c.id)).not.toContain(category!.id);
    await ctx.app.db.update(categories).set({ active: true }).where(eq(categories.id, category!.id));
    invalidateCatalogCache();
  });
});

const valid = {
  name: 'Ana García',
  phone: '+34 600 111 222',
  email: 'ana@example.com',
  message: 'Do you print 3 x 1 m mesh banners?',
};

async function countMessages() {
  const [row] = await ctx.app.db.select({ n: sql<number>`count(*)::int` }).from(contactMessages);
  return Number(row!.n);
}

async function waitForMail(count: number) {
  for (let i = 0; i < 100 && smtp.received.length < count; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('POST /api/contacts', () => {
  it('stores the message and e-mails the shop over SMTP', async () => {
    const before = await countMessages();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, name: '  Ana García  ' },
      remoteAddress: '10.0.0.1',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, data: valid });
    expect(body.message).toMatch(/message has been sent/);

    expect(await countMessages()).toBe(before + 1);
    const [row] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, valid.email))
      .limit(1);
    expect(row).toMatchObject({ ...valid, lang: 'en', ip: '10.0.0.1' });

    await waitForMail(1);
    const mail = smtp.received.at(-1)!;
    expect(mail.to).toEqual(['desk@shop.test']);
    expect(mail.raw).toContain('Subject: =?UTF-8?Q?Contact_form=3A_Ana_Garc=C3=ADa?=');
    expect(mail.raw).toMatch(/^Reply-To: ana@example\.com/m);
    const text = decodeQuotedPrintable(
      mail.raw
        .split(/\r?\n\r?\n/)
        .slice(1)
        .join('\n\n'),
    );
    expect(text).toContain('Name: Ana García');
    expect(text).toContain('Do you print 3 x 1 m mesh banners?');
    expect(text).toContain('+34 600 111 222');
  });

  it('accepts the multipart form of the spec and answers in Arabic', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, email: 'multi@example.com' }))
      form.append(key, value);
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': request.headers.get('content-type')!, lang: 'ar' },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: '10.0.0.2',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toContain('شكرًا');
    const [row] = await ctx.app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'multi@example.com'));
    expect(row?.lang).toBe('ar');
  });

  it('refuses a file in the multipart form', async () => {
    const form = new FormData();
    for (const [key, value] of Object.entries(valid)) form.append(key, value);
    form.append('attachment', new Blob(['hello']), 'a.txt');
    const request = new Request('http://x', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      headers: { 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: '10.0.0.3',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, message: 'This form takes no files.' });
  });

  it('lists every missing or invalid field, in the caller language, and stores nothing', async () => {
    const before = await countMessages();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { name: '   ', email: 'not-an-email', phone: '12', message: '' },
      remoteAddress: '10.0.0.4',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('validation_error');
    expect(body.errors).toEqual(
      expect.arrayContaining([
        'name: this field is required.',
        'message: this field is required.',
        expect.stringMatching(/^email: /),
        expect.stringMatching(/^phone: /),
      ]),
    );
    const ar = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { email: 'ana@example.com' },
      headers: { lang: 'ar' },
      remoteAddress: '10.0.0.4',
    });
    expect(ar.json().message).toBe('بعض الحقول غير صالحة.');
    expect(ar.json().errors.join(' ')).toContain('هذا الحقل مطلوب');
    expect(await countMessages()).toBe(before);
  });

  it('refuses line breaks in single-line fields and overlong messages', async () => {
    const header = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, name: 'Eve\r\nBcc: victim@example.com' },
      remoteAddress: '10.0.0.5',
    });
    expect(header.statusCode).toBe(400);
    const long = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, message: 'x'.repeat(5001) },
      remoteAddress: '10.0.0.5',
    });
    expect(long.statusCode).toBe(400);
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: ['a'],
      remoteAddress: '10.0.0.5',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('drops a message whose honeypot is filled, answering like a success', async () => {
    const before = await countMessages();
    await mailQueueSettled(ctx.app); // earlier tests' mails leave through the queue
    const mailsBefore = smtp.received.length;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: { ...valid, website: 'http://spam.example' },
      remoteAddress: '10.0.0.6',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: true, data: valid });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await countMessages()).toBe(before);
    expect(smtp.received.length).toBe(mailsBefore);
  });

  it('limits each IP address to 5 messages per 15 minutes with a 429 envelope', async () => {
    const send = () =>
      ctx.app.inject({ method: 'POST', url: '/api/contacts', payload: valid, remoteAddress: '10.0.0.7' });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(200);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: false, code: 'rate_limited' });
    expect(limited.json().message).toMatch(/Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/contacts',
      payload: valid,
      remoteAddress: '10.0.0.8',
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('contact mail without SMTP', () => {
  it('writes the message into DATA_DIR/outbox', async () => {
    const local = await createTestApp({});
    try {
      const res = await local.app.inject({ method: 'POST', url: '/api/contacts', payload: valid });
      expect(res.statusCode).toBe(200);
      await mailQueueSettled(local.app); // sent by the job worker, after the answer
      const outbox = `${local.dataDir}/outbox`;
      const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(1);
      expect(fs.readFileSync(`${outbox}/${files[0]}`, 'utf8')).toContain('mesh banners');
    } finally {
      await local.close();
    }
  });
});
