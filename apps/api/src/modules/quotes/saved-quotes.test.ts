import fs from 'node:fs';
import path from 'node:path';
import { BUSINESS } from '@shop/shared';
import { SavedQuoteSchema } from '@shop/shared/api/saved-quotes';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { createTradeReseller, makePicture, pdfHasImage, pdfText } from '../../test/reseller';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { invalidateCatalogCache } from '../catalog/cache';
import { products } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orderLines, orders } from '../orders/table';
import { payments } from '../payments/table';
import { countries } from '../shipping/table';
import { uploads } from '../uploads/table';
import { savedQuotes } from './table';

let ctx: TestContext;
let cat: TestCatalog;
let reseller: TestUser & { addressId: number };
let stranger: TestUser;
let spain: number;

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
const artwork = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function addBarrierWithFile(user: TestUser) {
  const form = new FormData();
  form.append('product_id', String(cat.products.barrier.id));
  form.append('quantity', '2');
  form.append('files[0]', new Blob([artwork], { type: 'application/pdf' }), 'wombat-artwork.pdf');
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: form,
  });
  expect(added.statusCode, added.body).toBe(201);
}

/** The stored files named `name` of the user, by where they are attached. */
async function storedCopies(user: TestUser, name: string) {
  const rows = await ctx.database.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, user.id), eq(uploads.originalName, name)));
  return rows.map((row) => ({
    ...row,
    // Null for a file deleted on purpose by a test.
    bytes: fs.existsSync(path.join(ctx.dataDir, 'uploads', row.storageKey))
      ? fs.readFileSync(path.join(ctx.dataDir, 'uploads', row.storageKey))
      : null,
  }));
}

async function addToCart(user: TestUser, productId: number, quantity: number) {
  const res = await call(ctx, 'POST', '/api/card', user.token, { product_id: productId, quantity });
  expect(res.statusCode, res.body).toBe(201);
}

async function cart(user: TestUser) {
  const res = await call(ctx, 'GET', '/api/card', user.token);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function emptyCart(user: TestUser) {
  for (const line of (await cart(user)).data) {
    await call(ctx, 'DELETE', `/api/card/${line.id}`, user.token);
  }
}

async function setBarrierPrice(cents: number) {
  await ctx.database.db
    .update(products)
    .set({ basePriceCents: cents })
    .where(eq(products.id, cat.products.barrier.id));
  invalidateCatalogCache();
}

beforeAll(async () => {
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
  reseller = await createTradeReseller(ctx, 'Ana Reseller', 'ana@quotes.test');
  stranger = await createTestUser(ctx.database, { email: 'stranger@quotes.test' });
  const brand = await call(ctx, 'PUT', `/api/users/${reseller.id}/brand`, reseller.token, {
    brand_name: 'Wombat Prints',
    street: 'Calle Río 4',
    postcode: '41001',
    city: 'Sevilla',
    country: 'ES',
  });
  expect(brand.statusCode, brand.body).toBe(200);
  const form = new FormData();
  form.append('logo', new Blob([await makePicture('png')], { type: 'image/png' }), 'logo.png');
  const logo = await ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${reseller.id}/brand/logo`,
    headers: bearer(reseller.token),
    payload: form,
  });
  expect(logo.statusCode, logo.body).toBe(200);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('saved quotes', { timeout: 120_000 }, () => {
  let quoteId: number;
  let number: string;

  it('refuses an empty cart (422 in the caller’s language)', async () => {
    const res = await call(ctx, 'POST', '/api/quotes', reseller.token, {}, { lang: 'es' });
    expect(res.statusCode).toBe(422);
  });

  it('saves the cart’s lines at the server’s prices, with a yearly number, a validity date, delivery and VAT', async () => {
    await addToCart(reseller, cat.products.barrier.id, 2);
    const shipment = await call(ctx, 'POST', '/api/shipments/calculate', reseller.token, {
      country_id: spain,
    });
    expect(shipment.statusCode, shipment.body).toBe(200);
    const res = await call(ctx, 'POST', '/api/quotes', reseller.token, {
      markup_percent: 25,
      client_name: 'Bar Koala',
      client_reference: 'KO-77',
    });
    expect(res.statusCode, res.body).toBe(201);
    const quote = SavedQuoteSchema.parse(res.json().data);
    const year = new Date().getFullYear();
    expect(quote.number).toMatch(new RegExp(`^Q-\\d{6}-${year}$`));
    expect(quote.lines).toHaveLength(1);
    expect(quote.lines[0]).toMatchObject({ quantity: 2, unit_price: 45, price: 90 });
    expect(quote.subtotal).toBe(90);
    expect(quote.shipping).not.toBeNull();
    expect(quote.total).toBe(shipment.json().data.total_amount);
    expect(quote.client_total).toBeGreaterThan(quote.total);
    expect(quote.expired).toBe(false);
    const days = (Date.parse(`${quote.valid_until}T12:00:00Z`) - Date.now()) / 86_400_000;
    expect(Math.round(days)).toBe(30);
    quoteId = quote.id;
    number = quote.number;

    const second = await call(ctx, 'POST', '/api/quotes', reseller.token, {});
    const next = Number(second.json().data.number.slice(2, 8));
    expect(next).toBe(Number(number.slice(2, 8)) + 1);
  });

  it('lists the caller’s quotes and hides them from anyone else (404)', async () => {
    const list = await call(ctx, 'GET', '/api/quotes', reseller.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((q: { number: string }) => q.number)).toContain(number);
    expect((await call(ctx, 'GET', '/api/quotes', stranger.token)).json().data).toEqual([]);
    expect((await call(ctx, 'GET', `/api/quotes/${quoteId}`, reseller.token)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', `/api/quotes/${quoteId}`, stranger.token)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/quotes/${quoteId}/pdf`, stranger.token)).statusCode).toBe(404);
    expect((await call(ctx, 'POST', `/api/quotes/${quoteId}/reopen`, stranger.token)).statusCode).toBe(404);
    expect((await call(ctx, 'GET', '/api/quotes/abc', reseller.token)).statusCode).toBe(400);
    expect((await call(ctx, 'GET', `/api/quotes/${quoteId}`)).statusCode).toBe(401);
  });

  it('keeps the product page’s configuration quote at /api/quotes/pdf', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/quotes/pdf?product_id=${cat.products.barrier.id}&quantity=1`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
  });

  it('prints the PDF under the reseller’s brand with the end client and the marked-up total, in English and Arabic', async () => {
    const res = await call(ctx, 'GET', `/api/quotes/${quoteId}/pdf`, reseller.token);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    const quote = SavedQuoteSchema.parse(
      (await call(ctx, 'GET', `/api/quotes/${quoteId}`, reseller.token)).json().data,
    );
    expect(text).toContain('Wombat Prints');
    expect(text).toContain('Bar Koala');
    expect(text).toContain('KO-77');
    expect(text).toContain(number);
    expect(text).not.toContain(BUSINESS.brandName);
    expect(text).not.toContain(BUSINESS.taxId);
    const euros = (value: number) => new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(value);
    expect(text).toContain(euros(quote.client_total));
    // 25 % on €45: €56.25 each.
    expect(text).toContain('56.25');
    expect(await pdfHasImage(res.rawPayload)).toBe(true);
    // Another markup for this PDF only; none at all gives the shop's own total.
    const plain = await pdfText(
      (await call(ctx, 'GET', `/api/quotes/${quoteId}/pdf?markup=0`, reseller.token)).rawPayload,
    );
    expect(plain).toContain(euros(quote.total));
    expect((await call(ctx, 'GET', `/api/quotes/${quoteId}/pdf?markup=101`, reseller.token)).statusCode).toBe(
      400,
    );
    const arabic = await call(ctx, 'GET', `/api/quotes/${quoteId}/pdf`, reseller.token, undefined, {
      lang: 'ar',
    });
    expect(arabic.statusCode).toBe(200);
    const arabicText = await pdfText(arabic.rawPayload);
    expect(arabicText).toContain('Wombat Prints');
    expect(arabicText).not.toContain(BUSINESS.brandName);
  });

  it('prints the shop as the sender for an account without a brand', async () => {
    await addToCart(stranger, cat.products.barrier.id, 1);
    const saved = await call(ctx, 'POST', '/api/quotes', stranger.token, {});
    expect(saved.statusCode, saved.body).toBe(201);
    const text = await pdfText(
      (await call(ctx, 'GET', `/api/quotes/${saved.json().data.id}/pdf`, stranger.token)).rawPayload,
    );
    expect(text).toContain(BUSINESS.brandName);
  });

  it('reopens at the quoted price after the catalogue price rose, and payment charges that price', async () => {
    await emptyCart(reseller);
    await setBarrierPrice(6000);
    const reopened = await call(ctx, 'POST', `/api/quotes/${quoteId}/reopen`, reseller.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const view = await cart(reseller);
    expect(view.data).toHaveLength(1);
    expect(view.data[0]).toMatchObject({
      quote_id: quoteId,
      unit_price: 45,
      price: 90,
      price_changed: false,
    });
    // Another line of the same product, not from the quote, costs today's price.
    await addToCart(reseller, cat.products.barrier.id, 1);
    const both = await cart(reseller);
    expect(both.data[1]).toMatchObject({ quote_id: null, unit_price: 60 });
    expect(both.meta.subtotal).toBe(150);

    const shown = await call(ctx, 'POST', '/api/shipments/calculate', reseller.token, {
      address_id: reseller.addressId,
    });
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data.breakdown.subtotal).toBe(150);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(reseller.token), 'idempotency-key': 'saved-quote-pay' },
      payload: { ...card, address_id: reseller.addressId, total_amount: shown.json().data.total_amount },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.userId, reseller.id))
      .orderBy(payments.id);
    expect(payment!.amountCents).toBe(Math.round(shown.json().data.total_amount * 100));
    const [order] = await ctx.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, paid.json().data.order.id));
    expect(order!.subtotalCents).toBe(15_000);
    expect(order!.totalCents).toBe(payment!.amountCents);
    const lines = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id));
    expect(lines.map((l) => l.unitPriceCents).sort()).toEqual([4500, 6000]);
    await setBarrierPrice(4500);
  });

  it('keeps the cart’s design files: reopened after the cart line is gone and after paying, each line has its own copy', async () => {
    await emptyCart(reseller);
    await addBarrierWithFile(reseller);
    const saved = await call(ctx, 'POST', '/api/quotes', reseller.token, {});
    expect(saved.statusCode, saved.body).toBe(201);
    const quote = SavedQuoteSchema.parse(saved.json().data);
    expect(quote.lines[0]!.files).toEqual([{ name: 'wombat-artwork.pdf', size_bytes: artwork.length }]);
    const listed = (await call(ctx, 'GET', '/api/quotes', reseller.token)).json().data;
    expect(listed.find((q: { id: number }) => q.id === quote.id).lines[0].files).toHaveLength(1);

    // Removing the cart line deletes its file; the quote's copy stays.
    await emptyCart(reseller);
    const kept = await storedCopies(reseller, 'wombat-artwork.pdf');
    const ofQuote = kept.filter((f) => f.savedQuoteId === quote.id);
    expect(ofQuote).toHaveLength(1);
    expect(ofQuote[0]!.bytes?.equals(artwork)).toBe(true);
    expect(kept.filter((f) => f.cartLineId !== null)).toHaveLength(0);

    const reopened = await call(ctx, 'POST', `/api/quotes/${quote.id}/reopen`, reseller.token);
    expect(reopened.statusCode, reopened.body).toBe(200);
    const line = (await cart(reseller)).data[0];
    expect(line).toMatchObject({ quote_id: quote.id, unit_price: 45 });
    expect(JSON.stringify(line)).toContain('wombat-artwork.pdf');
    const onLine = (await storedCopies(reseller, 'wombat-artwork.pdf')).filter(
      (f) => f.cartLineId === line.id,
    );
    expect(onLine).toHaveLength(1);
    expect(onLine[0]!.bytes?.equals(artwork)).toBe(true);
    expect(onLine[0]!.storageKey).not.toBe(ofQuote[0]!.storageKey);

    // Reopening again replaces the quote's line and its file: no second line, no stray file.
    expect((await call(ctx, 'POST', `/api/quotes/${quote.id}/reopen`, reseller.token)).statusCode).toBe(200);
    expect((await cart(reseller)).data).toHaveLength(1);
    const afterTwice = await storedCopies(reseller, 'wombat-artwork.pdf');
    expect(afterTwice.filter((f) => f.cartLineId !== null)).toHaveLength(1);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', onLine[0]!.storageKey))).toBe(false);

    // Paid: the order keeps the cart's copy, the quote keeps its own and reopens with it once more.
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: { ...bearer(reseller.token), 'idempotency-key': 'saved-quote-files-pay' },
      payload: await withShownTotal(ctx.app, reseller.token, { ...card, address_id: reseller.addressId }),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.json().data.order.id as number;
    const onOrder = await ctx.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.orderId, orderId), isNotNull(uploads.orderLineId)));
    expect(onOrder.map((f) => f.originalName)).toEqual(['wombat-artwork.pdf']);
    expect((await call(ctx, 'POST', `/api/quotes/${quote.id}/reopen`, reseller.token)).statusCode).toBe(200);
    expect(JSON.stringify((await cart(reseller)).data)).toContain('wombat-artwork.pdf');
    await emptyCart(reseller);
  });

  it('says which design file is missing (409) when a quote’s stored copy was lost, and adds nothing', async () => {
    await emptyCart(reseller);
    await addBarrierWithFile(reseller);
    const quote = (await call(ctx, 'POST', '/api/quotes', reseller.token, {})).json().data as { id: number };
    await emptyCart(reseller);
    const [copy] = (await storedCopies(reseller, 'wombat-artwork.pdf')).filter(
      (f) => f.savedQuoteId === quote.id,
    );
    fs.rmSync(path.join(ctx.dataDir, 'uploads', copy!.storageKey));
    const refused = await call(ctx, 'POST', `/api/quotes/${quote.id}/reopen`, reseller.token, undefined, {
      lang: 'es',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('wombat-artwork.pdf');
    expect(refused.json().message).toContain('No se encuentra el archivo de diseño');
    expect((await cart(reseller)).data).toHaveLength(0);
  });

  it('drops an expired quote’s file copies when the account next saves a quote (they count against the quota until then)', async () => {
    await emptyCart(reseller);
    await addBarrierWithFile(reseller);
    const old = (await call(ctx, 'POST', '/api/quotes', reseller.token, {})).json().data as { id: number };
    const [copy] = (await storedCopies(reseller, 'wombat-artwork.pdf')).filter(
      (f) => f.savedQuoteId === old.id,
    );
    expect(copy).toBeDefined();
    await ctx.database.db
      .update(savedQuotes)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(savedQuotes.id, old.id));
    const next = (await call(ctx, 'POST', '/api/quotes', reseller.token, {})).json().data as { id: number };
    const left = await storedCopies(reseller, 'wombat-artwork.pdf');
    expect(left.filter((f) => f.savedQuoteId === old.id)).toEqual([]);
    expect(fs.existsSync(path.join(ctx.dataDir, 'uploads', copy!.storageKey))).toBe(false);
    expect(left.filter((f) => f.savedQuoteId === next.id)).toHaveLength(1);
    await emptyCart(reseller);
  });

  it('answers 409 "quote expired" in the caller’s language after its validity', async () => {
    await ctx.database.db
      .update(savedQuotes)
      .set({ validUntil: new Date(Date.now() - 60_000) })
      .where(eq(savedQuotes.id, quoteId));
    const res = await call(ctx, 'POST', `/api/quotes/${quoteId}/reopen`, reseller.token, undefined, {
      lang: 'es',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('caducó');
    const listed = SavedQuoteSchema.parse(
      (await call(ctx, 'GET', `/api/quotes/${quoteId}`, reseller.token)).json().data,
    );
    expect(listed.expired).toBe(true);
  });

  it('names the line whose product was withdrawn (409) and leaves the cart alone', async () => {
    await emptyCart(reseller);
    await addToCart(reseller, cat.products.barrier.id, 3);
    const saved = await call(ctx, 'POST', '/api/quotes', reseller.token, {});
    expect(saved.statusCode).toBe(201);
    await emptyCart(reseller);
    await ctx.database.db
      .update(products)
      .set({ active: false })
      .where(eq(products.id, cat.products.barrier.id));
    invalidateCatalogCache();
    const res = await call(ctx, 'POST', `/api/quotes/${saved.json().data.id}/reopen`, reseller.token);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.join(' ')).toContain('Line 1');
    expect(res.json().errors.join(' ')).toContain('Café wombat barrier');
    expect((await cart(reseller)).data).toHaveLength(0);
    await ctx.database.db
      .update(products)
      .set({ active: true })
      .where(eq(products.id, cat.products.barrier.id));
    invalidateCatalogCache();
  });
});
