import { BUSINESS } from '@shop/shared';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { invalidateCatalogCache } from '../catalog/cache';
import { productOptions } from '../catalog/table';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { countries } from '../shipping/table';

let ctx: TestContext;
let cat: TestCatalog;
let spain: number;
let unitedStates: number;
let france: number;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  // The heavy material doubles as express here: it takes two days off the 5-day turnaround.
  await ctx.database.db
    .update(productOptions)
    .set({ productionDaysSaved: 2 })
    .where(eq(productOptions.id, cat.options.heavy.id));
  invalidateCatalogCache();
  const rows = await ctx.database.db.select().from(countries);
  const id = (code: string) => rows.find((c) => c.code === code)!.id;
  spain = id('ES');
  unitedStates = id('US');
  france = id('FR');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

function query(params: Record<string, string | number | number[]>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const v of value) search.append('options[]', String(v));
    else search.set(key, String(value));
  }
  return search.toString();
}

function estimate(params: Record<string, string | number | number[]>, lang = 'en') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/shipments/estimate?${query(params)}`,
    headers: { lang },
  });
}

describe('GET /api/shipments/estimate', () => {
  it('prices a configuration for Spain with IVA, delivery and what is left for free delivery', async () => {
    // 150 × 100 cm = 1.5 m² × €12 = €18 each; eyelets €1.50 each, every 50 cm €5 once; × 3.
    const res = await estimate({
      product_id: cat.products.banner.id,
      options: [cat.options.standard.id, cat.options.eyelets.id, cat.options.every50.id],
      width: 150,
      height: 100,
      quantity: 3,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.country.code).toBe('ES');
    expect(data.goods).toBe(63.5); // (18 + 1.5) × 3 + 5
    expect(data.goods_vat).toBe(13.34);
    expect(data.goods_with_vat).toBe(76.84);
    expect(data.vat_rate).toBe(21);
    expect(data.shipping).toMatchObject({ price: 18.5, free: false, free_threshold: 250 });
    expect(data.shipping.remaining_for_free).toBe(186.51); // free above €250
    expect(data.vat).toBe(17.22); // 21 % of 63.50 + 18.50
    expect(data.total).toBe(99.22);
    expect(data.production_days).toBe(5);
    expect(data.courier_days).toBe(1);
    expect(data.delivered_by > data.ships_on).toBe(true);
  });

  it('moves the delivered-by date earlier with an express option, and further for France', async () => {
    const base = { product_id: cat.products.banner.id, width: 150, height: 100, quantity: 1 };
    const standard = (await estimate({ ...base, options: [cat.options.standard.id] })).json().data;
    const express = (await estimate({ ...base, options: [cat.options.heavy.id] })).json().data;
    expect(express.production_days).toBe(3);
    expect(express.delivered_by < standard.delivered_by).toBe(true);
    const toFrance = (
      await estimate({ ...base, options: [cat.options.standard.id], country_id: france })
    ).json().data;
    expect(toFrance.courier_days).toBe(3);
    expect(toFrance.delivered_by > standard.delivered_by).toBe(true);
    expect(toFrance.shipping.price).toBe(40);
  });

  it('has no delivery quote for the rest of the world and no IVA on exports', async () => {
    const res = await estimate(
      { product_id: cat.products.banner.id, options: [cat.options.standard.id], country_id: unitedStates },
      'ar',
    );
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.shipping_available).toBe(false);
    expect(data.shipping).toBeNull();
    expect(data.shipping_message).toMatch(/تواصل/);
    expect(data.vat).toBe(0);
    expect(data.delivered_by).toBeNull();
  });

  it.each([
    [{ width: 9999, height: 100 }, 422],
    [{ quantity: 0 }, 422],
    [{ product_id: 999_999 }, 404],
    [{ width: 'wide' }, 400],
    [{ country_id: 999_999 }, 404],
  ])('refuses %j with %i in the caller language', async (over, status) => {
    const res = await estimate(
      { product_id: cat.products.banner.id, options: [cat.options.standard.id], ...over } as never,
      'ar',
    );
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ status: false });
    expect(res.json().message).toMatch(/[\u0600-\u06ff]/);
  });
});

async function pdfText(buffer: Buffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join('')
        .replace(/\u200d/g, '')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages.join('\n');
}

function quotePdf(params: Record<string, string | number | number[]>, lang: string) {
  return ctx.app.inject({ method: 'GET', url: `/api/quotes/pdf?${query(params)}&lang=${lang}` });
}

describe('GET /api/quotes/pdf', () => {
  const config = () => ({
    product_id: cat.products.banner.id,
    options: [cat.options.heavy.id, cat.options.eyelets.id, cat.options.every25.id, cat.options.brass.id],
    width: 200,
    height: 100,
    quantity: 10,
  });

  it('renders an English A4 quote priced on the server, each option once', async () => {
    const res = await quotePdf({ ...config(), country_id: spain }, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="quote-t-pvc-banner\.pdf"/);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Quote Q');
    expect(text).toContain('Valid until');
    expect(text).toContain('Zebra PVC Banner: printing');
    expect(text).toContain('200 × 100 cm');
    expect(text).toContain('Material: Heavy 510 g');
    // The three-level choice is one row, named once.
    expect(text).toContain('Finishing: Eyelets › Every 25 cm › Brass');
    expect(text.split('Every 25 cm').length - 1).toBe(1);
    expect(text).toContain('Quantity discount (5%)');
    expect(text).toContain('VAT 21%');
    expect(text).toContain('Delivery to Spain');
    expect(text).toContain('Delivered by');
    expect(text).toContain(BUSINESS.tradingName);
    expect(text).toContain(BUSINESS.taxId);
    // Same total as the estimate (the server's figures, whatever a client would claim).
    const estimateData = (await estimate({ ...config(), country_id: spain })).json().data;
    const total = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' }).format(
      estimateData.total,
    );
    expect(text).toContain(total);
  });

  it('renders an Arabic quote, shaped right to left, with Western digits', async () => {
    const res = await quotePdf(config(), 'ar');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('عرض سعر');
    expect(text).toContain('صالح حتى');
    expect(text).toContain('زيبرا');
    expect(text).toContain('التشطيب');
    expect(text.split('نحاس').length - 1).toBe(1);
    expect(text).toContain('ضريبة القيمة المضافة');
    expect(text).toContain('إسبانيا');
    expect(text).not.toMatch(/[\u0660-\u0669]/);
    expect(text).toMatch(/\d/);
  });

  it('refuses a bad configuration with a 4xx JSON error, never a PDF', async () => {
    const bad = await quotePdf({ ...config(), width: 99_999 }, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ status: false });
    const missing = await quotePdf({ ...config(), product_id: 999_999 }, 'en');
    expect(missing.statusCode).toBe(404);
    const junk = await ctx.app.inject({ method: 'GET', url: '/api/quotes/pdf?product_id=abc' });
    expect(junk.statusCode).toBe(400);
  });
});
