import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  ResellerOrderViewSchema,
  ResellerPlacedOrderSchema,
  ResellerQuoteSchema,
  ResellerUploadsSchema,
} from '@shop/shared/api/reseller';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { companyDetails } from '../tax';
import { uploads } from '../uploads';
import { openArtworkUrl } from './artwork-fetch';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n' +
    '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595.28 841.89] >>\nendobj\n' +
    'trailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let ctx: TestContext;
let cat: TestCatalog;
let reseller: TestUser;
let noTerms: TestUser;
let artServer: http.Server;
let artBase: string;

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

const keys = new Map<number, string>();

/** One key per account (an account holds at most 10). */
async function keyFor(user: TestUser) {
  const known = keys.get(user.id);
  if (known) return known;
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/api-keys',
    headers: bearer(user.token),
    payload: { name: 'Script', scopes: ['catalogue:read', 'quotes:write', 'orders:write', 'orders:read'] },
  });
  const secret = res.json().data.secret as string;
  keys.set(user.id, secret);
  return secret;
}

const line = () => ({
  product_id: cat.products.banner.id,
  width: 200,
  height: 100,
  quantity: 2,
  options: [cat.options.standard.id],
});

const address = {
  contact_name: 'Lucía Pérez',
  street: 'Calle Mayor 1',
  postcode: '28013',
  city: 'Madrid',
  country: 'ES',
  phone: '+34 600 000 000',
};

beforeAll(async () => {
  artServer = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/banner.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': PDF.length });
      res.end(PDF);
    } else if (url === '/no-name') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end(PDF);
    } else if (url === '/big.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-length': 3 * 1024 * 1024 });
      res.end();
    } else if (url === '/big-unannounced.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write(PDF);
      res.end(Buffer.alloc(2 * 1024 * 1024, 32));
    } else if (url === '/page.html') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>not artwork</html>');
    } else if (url === '/fake.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.end('MZ this is not a pdf');
    } else if (url === '/slow.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      res.write(PDF.subarray(0, 10)); // then nothing
    } else if (url.startsWith('/redirect/')) {
      res.writeHead(302, { location: decodeURIComponent(url.slice('/redirect/'.length)) });
      res.end();
    } else if (url === '/loop') {
      res.writeHead(302, { location: '/loop' });
      res.end();
    } else {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise<void>((resolve) => artServer.listen(0, '127.0.0.1', resolve));
  artBase = `http://127.0.0.1:${(artServer.address() as AddressInfo).port}`;

  ctx = await createTestApp({
    ARTWORK_FETCH_ALLOW_PRIVATE: 'true',
    ARTWORK_FETCH_MAX_MB: '1',
    ARTWORK_FETCH_TIMEOUT_MS: '1500',
  });
  cat = await insertTestCatalog(ctx.database.db);
  reseller = await createTestUser(ctx.database);
  noTerms = await createTestUser(ctx.database);
  await makeTrade(reseller.id);
  await makeTrade(noTerms.id);
  // Staff grant the reseller credit terms (the credit module): its API orders are paid on account.
  const staff = await createTestUser(ctx.database, { role: 'staff' });
  const terms = await ctx.app.inject({
    method: 'PUT',
    url: `/api/admin/customers/${reseller.id}/credit`,
    headers: bearer(staff.token),
    payload: { limit: 5000, days: 30 },
  });
  expect(terms.statusCode, terms.body).toBe(200);
});
afterAll(async () => {
  artServer?.closeAllConnections();
  artServer?.close();
  await ctx?.close();
});

describe('quotes', () => {
  it('prices lines for a destination and keeps the quote 14 days', async () => {
    const key = await keyFor(reseller);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/quotes',
      headers: bearer(key),
      payload: {
        lines: [line(), { ...line(), quantity: 1 }],
        destination: { country: 'ES', postcode: '28013' },
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = ResellerQuoteSchema.parse(res.json().data);
    expect(quote.quote_id).toMatch(/^rq_/);
    expect(quote.lines).toHaveLength(2);
    expect(quote.lines[0]!.price).toBeCloseTo(quote.lines[0]!.unit_price * 2, 2);
    expect(quote.subtotal).toBeCloseTo(quote.lines[0]!.price + quote.lines[1]!.price, 2);
    expect(quote.vat_rate).toBe(21);
    expect(quote.total).toBeCloseTo(quote.subtotal + quote.shipping + quote.vat, 2);
    expect(quote.dispatch_by).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(quote.delivered_by! >= quote.dispatch_by!).toBe(true);
    const days = (Date.parse(quote.valid_until) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
  });

  it('names the line that cannot be priced', async () => {
    const key = await keyFor(reseller);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/quotes',
      headers: bearer(key),
      payload: {
        lines: [line(), { ...line(), product_id: 999999 }],
        destination: { country: 'ES', postcode: '28013' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Line 2');
  });
});

describe('uploads', () => {
  it('stores a multipart file and answers its upload id', async () => {
    const key = await keyFor(reseller);
    const form = new FormData();
    form.append('files', new Blob([PDF]), 'banner.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/uploads',
      headers: { ...bearer(key), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode, res.body).toBe(201);
    const [stored] = ResellerUploadsSchema.parse(res.json().data).uploads;
    expect(stored).toMatchObject({ file_name: 'banner.pdf', mime_type: 'application/pdf' });
  });

  it('fetches artwork from a URL, naming it from the type when the path has no extension', async () => {
    const key = await keyFor(reseller);
    for (const path of ['/banner.pdf', '/no-name', `/redirect/${encodeURIComponent('/banner.pdf')}`]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/reseller/uploads',
        headers: bearer(key),
        payload: { url: `${artBase}${path}` },
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.uploads[0].mime_type).toBe('application/pdf');
    }
  });

  it.each([
    ['too big (announced)', '/big.pdf', 413],
    ['too big (not announced)', '/big-unannounced.pdf', 413],
    ['of a wrong type', '/page.html', 415],
    ['not what its type says', '/fake.pdf', 415],
    ['a redirect loop', '/loop', 422],
    ['missing', '/missing.pdf', 422],
  ])('refuses a URL %s', async (_label, path, status) => {
    const key = await keyFor(reseller);
    const before = await ctx.database.db.select().from(uploads).where(eq(uploads.ownerUserId, reseller.id));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/uploads',
      headers: bearer(key),
      payload: { url: `${artBase}${path}` },
    });
    expect(res.statusCode, res.body).toBe(status);
    const after = await ctx.database.db.select().from(uploads).where(eq(uploads.ownerUserId, reseller.id));
    expect(after).toHaveLength(before.length);
  });

  it('gives up on a slow server after the time limit', async () => {
    const key = await keyFor(reseller);
    const started = Date.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/uploads',
      headers: bearer(key),
      payload: { url: `${artBase}/slow.pdf` },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('longer than 2 seconds');
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

describe('artwork URL address rules', () => {
  const strict = { maxBytes: 1024 * 1024, timeoutMs: 2000, allowPrivate: false };

  it('refuses http and private addresses unless allowed', async () => {
    await expect(openArtworkUrl(`${artBase}/banner.pdf`, strict)).rejects.toMatchObject({
      messageKey: 'reseller.artworkUrlInvalid',
    });
    await expect(openArtworkUrl('https://127.0.0.1/banner.pdf', strict)).rejects.toMatchObject({
      messageKey: 'reseller.artworkUrlRefused',
    });
    await expect(openArtworkUrl('https://[::ffff:7f00:1]/banner.pdf', strict)).rejects.toMatchObject({
      messageKey: 'reseller.artworkUrlRefused',
    });
    // A name that resolves to loopback is refused at the lookup, before any connection.
    await expect(openArtworkUrl('https://localhost/banner.pdf', strict)).rejects.toMatchObject({
      messageKey: 'reseller.artworkUrlRefused',
    });
  });

  it('checks every redirect hop again', async () => {
    // Only the test server's own address counts as reachable here.
    const onlyTestServer = { ...strict, allowHttp: true, addressAllowed: (a: string) => a === '127.0.0.1' };
    const fetched = await openArtworkUrl(`${artBase}/banner.pdf`, onlyTestServer);
    fetched.stream.destroy();
    const port = new URL(artBase).port;
    await expect(
      openArtworkUrl(
        `${artBase}/redirect/${encodeURIComponent(`http://10.0.0.1:${port}/banner.pdf`)}`,
        onlyTestServer,
      ),
    ).rejects.toMatchObject({ messageKey: 'reseller.artworkUrlRefused' });
    // A redirect to a name is looked up and checked again: here the first hop's address passes
    // and every later check refuses, so only a second check can stop it.
    let checks = 0;
    await expect(
      openArtworkUrl(`${artBase}/redirect/${encodeURIComponent(`http://localhost:${port}/banner.pdf`)}`, {
        ...onlyTestServer,
        addressAllowed: () => ++checks === 1,
      }),
    ).rejects.toMatchObject({ messageKey: 'reseller.artworkUrlRefused' });
    expect(checks).toBeGreaterThan(1);
    await expect(
      openArtworkUrl(`${artBase}/redirect/${encodeURIComponent('http://[::1]:1/x.pdf')}`, onlyTestServer),
    ).rejects.toMatchObject({ messageKey: 'reseller.artworkUrlRefused' });
  });
});

describe('orders', () => {
  const body = (ref: string, extra: Record<string, unknown> = {}) => ({
    external_ref: ref,
    lines: [{ ...line(), artwork: { url: `${artBase}/banner.pdf` } }],
    delivery_address: address,
    blind_shipping: true,
    sender: { name: 'Rótulos Norte SL', address_lines: ['Calle Real 5', '48001 Bilbao'] },
    po_number: 'PO-7731',
    ...extra,
  });

  it('answers 422 to an account without credit terms, and 400 without an Idempotency-Key', async () => {
    const key = await keyFor(noTerms);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'a-1' },
      payload: body('NT-1'),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('no credit terms');
    const noKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: bearer(key),
      payload: body('NT-1'),
    });
    expect(noKey.statusCode).toBe(400);
  });

  it('places an order, replays it for the same key and body, and refuses other bodies (409)', async () => {
    const key = await keyFor(reseller);
    const first = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'order-1' },
      payload: body('WEB-1'),
    });
    expect(first.statusCode, first.body).toBe(201);
    const placed = ResellerPlacedOrderSchema.parse(first.json().data);
    expect(placed).toMatchObject({ external_ref: 'WEB-1', status: 4, payment: 'on_account' });
    expect(placed.invoice.reference).toMatch(/^RF\d{2}/);
    expect(placed.invoice.due_on > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(placed.code).toMatch(/^P\d{6}$/);
    expect(placed.dispatch_by).not.toBeNull();

    const replay = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'order-1' },
      payload: body('WEB-1'),
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);

    const sameKeyOtherBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'order-1' },
      payload: body('WEB-2'),
    });
    expect(sameKeyOtherBody.statusCode).toBe(409);

    const sameRefOtherBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'order-2' },
      payload: body('WEB-1', { po_number: 'PO-other' }),
    });
    expect(sameRefOtherBody.statusCode).toBe(409);
    expect(sameRefOtherBody.json().message).toContain(placed.code);

    const sameRefSameBody = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'order-3' },
      payload: body('WEB-1'),
    });
    expect(sameRefSameBody.statusCode).toBe(200);
    expect(sameRefSameBody.json().data.order_id).toBe(placed.order_id);

    // Read back by reference and by id, with its artwork on the line.
    const byRef = await ctx.app.inject({
      method: 'GET',
      url: '/api/reseller/orders?external_ref=WEB-1',
      headers: bearer(key),
    });
    expect(byRef.statusCode, byRef.body).toBe(200);
    const view = ResellerOrderViewSchema.parse(byRef.json().data);
    expect(view.external_ref).toBe('WEB-1');
    expect(view.order.id).toBe(placed.order_id);
    expect(view.order.blind_shipping).toBe(true);
    expect(view.order.po_number).toBe('PO-7731');
    expect(view.order.lines[0]!.files).toHaveLength(1);
    expect(view.order.history.length).toBeGreaterThanOrEqual(0);
    const byId = await ctx.app.inject({
      method: 'GET',
      url: `/api/reseller/orders/${placed.order_id}`,
      headers: bearer(key),
    });
    expect(byId.json().data.order.code).toBe(placed.code);
    // Another reseller's key does not see it.
    const otherKey = await keyFor(noTerms);
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/reseller/orders/${placed.order_id}`,
      headers: bearer(otherKey),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('places an order from a quote with an uploaded file, and one placement for parallel twins', async () => {
    const key = await keyFor(reseller);
    const quote = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/quotes',
      headers: bearer(key),
      payload: { lines: [line()], destination: { country: 'ES', postcode: '28013' } },
    });
    const quoteId = quote.json().data.quote_id as string;
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/uploads',
      headers: bearer(key),
      payload: { url: `${artBase}/banner.pdf` },
    });
    const uploadId = uploaded.json().data.uploads[0].upload_id as number;
    const order = {
      external_ref: 'WEB-Q1',
      quote_id: quoteId,
      artwork: [{ upload_id: uploadId }],
      delivery_address: address,
    };
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/reseller/orders',
          headers: { ...bearer(key), 'idempotency-key': 'quote-order' },
          payload: order,
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data?.order_id ?? a.json().code)).size).toBe(1);
    const placed = answers.find((a) => a.statusCode === 201)!.json().data;
    expect(placed.total).toBe(quote.json().data.total);

    // The quote's destination must be the delivery address's.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'quote-order-fr' },
      payload: {
        ...order,
        external_ref: 'WEB-Q2',
        delivery_address: { ...address, country: 'FR', postcode: '75001' },
      },
    });
    expect(elsewhere.statusCode).toBe(422);
  });

  it('refuses an upload id that is not the caller’s', async () => {
    const key = await keyFor(reseller);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'foreign-upload' },
      payload: { ...body('WEB-F1'), lines: [{ ...line(), artwork: { upload_id: 999999 } }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Line 1');
  });

  it('refuses the upload id of a saved quote’s own copy of a design file (the quote keeps it)', async () => {
    const key = await keyFor(reseller);
    const [copy] = await ctx.database.db
      .insert(uploads)
      .values({
        ownerUserId: reseller.id,
        storageKey: 'a'.repeat(32),
        originalName: 'kept-by-a-quote.pdf',
        mimeType: 'application/pdf',
        sizeBytes: 100,
        purpose: 'artwork',
        savedQuoteId: 1,
        savedQuoteLine: 0,
      })
      .returning();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/reseller/orders',
      headers: { ...bearer(key), 'idempotency-key': 'quote-copy-upload' },
      payload: { ...body('WEB-F2'), lines: [{ ...line(), artwork: { upload_id: copy!.id } }] },
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().message).toContain('Line 1');
    const [still] = await ctx.database.db.select().from(uploads).where(eq(uploads.id, copy!.id));
    expect(still!.orderId).toBeNull();
  });
});
