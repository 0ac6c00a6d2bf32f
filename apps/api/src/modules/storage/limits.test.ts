import fs from 'node:fs';
import { ORDER_STATUS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { insertOrderWithCode } from '../orders/codes';
import { orderLines, orders } from '../orders/table';
import { uploads } from '../uploads/table';

/** Small limits so the tests reach them: 1 MB of files, 2 open quotes, 2 cart lines. */
let ctx: TestContext;
let cat: TestCatalog;
let uploadDir: string;

beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_QUOTA_MB: '1', MAX_OPEN_QUOTES: '2', MAX_CART_LINES: '2' });
  uploadDir = `${ctx.dataDir}/uploads`;
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
}, 60_000);
afterAll(() => ctx.close());

const KB = 1024;
/** A PNG header followed by `size` bytes in all: a real design file as far as the sniffing goes. */
function png(size: number): Uint8Array {
  const b = new Uint8Array(size);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  new DataView(b.buffer).setUint32(16, 1000);
  new DataView(b.buffer).setUint32(20, 1000);
  return b;
}

async function form(fields: Record<string, string>, files: { name: string; content: Uint8Array }[]) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const file of files) body.append('files[]', new Blob([file.content]), file.name);
  const request = new Request('http://localhost/', { method: 'POST', body });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

async function requestQuote(user: TestUser, files: { name: string; content: Uint8Array }[], lang = 'en') {
  const body = await form({ service_id: '1', details: 'A shop sign, 3 × 1 m' }, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(user.token), lang },
  });
}

const storedFiles = () =>
  fs.existsSync(uploadDir) ? fs.readdirSync(uploadDir).filter((f) => /^[0-9a-f]{32}$/.test(f)) : [];
const uploadRows = (user: TestUser) =>
  ctx.database.db.select().from(uploads).where(eq(uploads.ownerUserId, user.id));
const quotesOf = (user: TestUser) => ctx.database.db.select().from(orders).where(eq(orders.userId, user.id));

describe('the upload quota (UPLOAD_QUOTA_MB)', () => {
  it('stops a request that would pass it with a clear 413 naming the space left, keeping nothing', async () => {
    const user = await createTestUser(ctx.database);
    expect((await requestQuote(user, [{ name: 'first.png', content: png(600 * KB) }])).statusCode).toBe(201);
    const before = storedFiles();

    const res = await requestQuote(
      user,
      [
        { name: 'a.png', content: png(300 * KB) },
        { name: 'b.png', content: png(300 * KB) },
      ],
      'es',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: false,
      code: 'too_large',
      message:
        'Estos archivos no caben en tu espacio de 1 MB para los archivos del carrito y de los presupuestos pendientes: quedan 0.4 MB. No se ha guardado nada. Elimina algunos archivos o envía otros más pequeños.',
    });
    expect(storedFiles()).toEqual(before);
    expect(await uploadRows(user)).toHaveLength(1);
    expect(await quotesOf(user)).toHaveLength(1);

    // What still fits is taken; the in-flight count of the refused request was given back.
    expect((await requestQuote(user, [{ name: 'fits.png', content: png(300 * KB) }])).statusCode).toBe(201);
  });

  it('refuses at once, before reading a byte, when no space is left', async () => {
    const user = await createTestUser(ctx.database);
    expect((await requestQuote(user, [{ name: 'all.png', content: png(1024 * KB) }])).statusCode).toBe(201);
    const before = storedFiles();
    const res = await requestQuote(user, [{ name: 'more.png', content: png(50 * KB) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toMatch(/: 0 MB left\. Nothing was saved\./);
    expect(storedFiles()).toEqual(before);
  });

  it('stops a large upload over real HTTP part-way through, deleting what was written', async () => {
    const user = await createTestUser(ctx.database);
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const before = storedFiles();
    const body = await form({ service_id: '1', details: 'A big one' }, [
      { name: 'huge.png', content: png(8 * 1024 * KB) },
    ]);
    const res = await fetch(`${address}/api/orders`, {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { code: string }).code).toBe('too_large');
    expect(storedFiles()).toEqual(before);
    expect(await quotesOf(user)).toEqual([]);
  });

  it('counts files on paid work no more: a paid quote frees its space', async () => {
    const user = await createTestUser(ctx.database);
    await requestQuote(user, [{ name: 'big.png', content: png(1000 * KB) }]);
    expect((await requestQuote(user, [{ name: 'x.png', content: png(100 * KB) }])).statusCode).toBe(413);
    await ctx.database.db
      .update(orders)
      .set({ status: ORDER_STATUS.received })
      .where(eq(orders.userId, user.id));
    expect((await requestQuote(user, [{ name: 'x.png', content: png(100 * KB) }])).statusCode).toBe(201);
  });
});

describe('open quotes (MAX_OPEN_QUOTES)', () => {
  it('refuses a third open quote with 422, before its files are received', async () => {
    const user = await createTestUser(ctx.database);
    for (let i = 0; i < 2; i += 1) expect((await requestQuote(user, [])).statusCode).toBe(201);
    const before = storedFiles();
    const res = await requestQuote(user, [{ name: 'logo.png', content: png(10 * KB) }]);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      code: 'business_rule',
      message:
        'You already have 2 quotes waiting for our answer or your payment. Please wait for them, or pay one, before asking for another.',
    });
    expect(storedFiles()).toEqual(before);
    expect(await quotesOf(user)).toHaveLength(2);
  });

  it('does not count a rejected quote, but counts it again when it is sent again', async () => {
    const user = await createTestUser(ctx.database);
    for (let i = 0; i < 2; i += 1) expect((await requestQuote(user, [])).statusCode).toBe(201);
    const [first] = await quotesOf(user);
    await ctx.database.db
      .update(orders)
      .set({ status: ORDER_STATUS.rejected })
      .where(and(eq(orders.id, first!.id)));
    expect((await requestQuote(user, [])).statusCode).toBe(201);
    const resend = await ctx.app.inject({
      method: 'PUT',
      url: `/api/orders/${first!.id}`,
      payload: { details: 'Smaller, please' },
      headers: bearer(user.token),
    });
    expect(resend.statusCode).toBe(422);
    expect(resend.json().code).toBe('business_rule');
  });
});

describe('cart lines (MAX_CART_LINES)', () => {
  const addBanner = async (user: TestUser, files: { name: string; content: Uint8Array }[] = []) => {
    const body = await form(
      {
        product_id: String(cat.products.banner.id),
        width: '100',
        height: '100',
        quantity: '5',
        'options[0]': String(cat.options.standard.id),
      },
      files,
    );
    return ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
  };

  it('refuses a line past the limit with 422 and stores none of its files', async () => {
    const user = await createTestUser(ctx.database);
    for (let i = 0; i < 2; i += 1) expect((await addBanner(user)).statusCode).toBe(201);
    const before = storedFiles();
    const res = await addBanner(user, [{ name: 'art.png', content: png(10 * KB) }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('A cart holds up to 2 lines. Pay or remove some first.');
    expect(storedFiles()).toEqual(before);
  });

  it('counts the copies "order again" makes against the quota, copying nothing when they do not fit', async () => {
    const user = await createTestUser(ctx.database);
    const order = await insertOrderWithCode(ctx.database.db, { kind: 'product', userId: user.id, status: 8 });
    const [line] = await ctx.database.db
      .insert(orderLines)
      .values({
        orderId: order.id,
        productId: cat.products.banner.id,
        title: { en: 'Banner', ar: 'لافتة' },
        quantity: 5,
        widthCm: 100,
        heightCm: 100,
        options: [
          {
            id: cat.options.standard.id,
            section: { en: '', ar: '' },
            name: { en: '', ar: '' },
            parentName: null,
          },
        ],
        unitPriceCents: 1200,
        totalCents: 6000,
      })
      .returning();
    const key = 'ab'.repeat(16);
    fs.mkdirSync(uploadDir, { recursive: true });
    fs.writeFileSync(`${uploadDir}/${key}`, png(700 * KB));
    await ctx.database.db.insert(uploads).values({
      ownerUserId: user.id,
      storageKey: key,
      originalName: 'art.png',
      mimeType: 'image/png',
      sizeBytes: 700 * KB,
      purpose: 'artwork',
      orderId: order.id,
      orderLineId: line!.id,
    });
    // Paid work does not count: the first copy fits, the second would pass 1 MB.
    const again = () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/product/orders/${order.id}/reorder`,
        headers: bearer(user.token),
      });
    expect((await again()).statusCode).toBe(200);
    const before = storedFiles();
    const refused = await again();
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/0\.3 MB left/);
    expect(storedFiles()).toEqual(before);
  });

  it('counts cart files against the quota too', async () => {
    const user = await createTestUser(ctx.database);
    expect((await addBanner(user, [{ name: 'art.png', content: png(900 * KB) }])).statusCode).toBe(201);
    const res = await addBanner(user, [{ name: 'more.png', content: png(200 * KB) }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('too_large');
  });
});
