import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { SITEMAP_PATHS, storefrontRouteAt } from '@shop/shared/storefront-routes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../lib/tokens';
import { createTestApp, type TestContext } from '../../test/app';
import { TEST_STAFF } from '../../test/constants';
import { authTokens, users } from '../accounts/table';
import { invalidateCatalogCache } from './cache';
import {
  CategoriesResponseSchema,
  CategoryResponseSchema,
  ProductResponseSchema,
  SearchResponseSchema,
  ServiceResponseSchema,
  SummaryResponseSchema,
} from './schema';
import { applyPageMeta } from './seo';
import { products } from './table';
import { insertTestCatalog, type TestCatalog } from './test-catalog';

let ctx: TestContext;
let cat: TestCatalog;
let webDist: string;

const INDEX_HTML = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Default description" />
    <title>BannerPrint – Trade banner printing</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

beforeAll(async () => {
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\nAllow: /\nDisallow: /api/\n');
  ctx = await createTestApp({ WEB_DIST: webDist, PUBLIC_URL: 'https://shop.example/' }, (app) => {
    // Stands for a back-office write that forgets to invalidate the cache itself.
    app.post('/api/__test/rename-board', { preHandler: app.requireStaff }, async () => {
      await app.db
        .update(products)
        .set({ title: { en: 'Foam board staff edit', ar: 'لوح فوم معدل' } })
        .where(eq(products.id, cat.products.board.id));
      return { status: true };
    });
  });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

async function get(url: string, lang: 'en' | 'ar' = 'en') {
  return ctx.app.inject({ method: 'GET', url, headers: { lang } });
}

describe('GET /api/categories', () => {
  it('lists the product categories with their active product count', async () => {
    const res = await get('/api/categories?owner_type=2');
    expect(res.statusCode).toBe(200);
    const body = CategoriesResponseSchema.parse(res.json());
    const banners = body.data.find((c) => c.id === cat.categories.banners.id);
    expect(banners).toEqual({
      id: cat.categories.banners.id,
      owner_type: 2,
      name: 'Test Banners',
      description: 'Banners for tests',
      image: '/images/t-banners.svg',
      count: 3,
    });
    expect(body.data.find((c) => c.id === cat.categories.flags.id)?.count).toBe(0);
    expect(body.data.some((c) => c.id === cat.categories.hidden.id)).toBe(false);
    expect(body.data.every((c) => c.owner_type === 2)).toBe(true);
  });

  it('lists service categories in Arabic', async () => {
    const res = await get('/api/categories?owner_type=1', 'ar');
    const body = CategoriesResponseSchema.parse(res.json());
    const design = body.data.find((c) => c.id === cat.categories.design.id);
    expect(design).toMatchObject({ name: 'تصميم تجريبي', owner_type: 1, count: 7 });
  });

  it('lists both kinds without owner_type and filters by name', async () => {
    const all = CategoriesResponseSchema.parse((await get('/api/categories')).json()).data;
    expect(new Set(all.map((c) => c.owner_type))).toEqual(new Set([1, 2]));
    const filtered = CategoriesResponseSchema.parse(
      (await get('/api/categories?name=TEST%20ban')).json(),
    ).data;
    expect(filtered.map((c) => c.id)).toEqual([cat.categories.banners.id]);
  });

  it.each(['3', 'abc', '', '1.5'])('refuses owner_type=%s with 400', async (value) => {
    const res = await get(`/api/categories?owner_type=${value}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, code: 'validation_error' });
  });

  it('answers 304 to a matching If-None-Match and varies by language', async () => {
    const first = await get('/api/categories?owner_type=2');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers.vary).toContain('lang');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/categories?owner_type=2',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers.vary).toBe(first.headers.vary);
    const arabic = await get('/api/categories?owner_type=2', 'ar');
    expect(arabic.headers.etag).not.toBe(etag);
  });
});

describe('compressed answers', () => {
  it('sends a cached answer compressed the way the browser asks, the same bytes each time', async () => {
    const plain = await get('/api/categories?owner_type=2');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('lang, Accept-Encoding');
    const ask = (encoding: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/categories?owner_type=2',
        headers: { 'accept-encoding': encoding },
      });

    const br = await ask('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('lang, Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect((await ask('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await ask('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect((await ask('identity')).headers['content-encoding']).toBeUndefined();
  });
});

describe('POST /api/categories (search filter)', () => {
  it('filters by the posted owner_type and name, Arabic included', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      payload: { owner_type: 2, name: 'test flags' },
    });
    expect(res.statusCode).toBe(200);
    expect(CategoriesResponseSchema.parse(res.json()).data.map((c) => c.id)).toEqual([
      cat.categories.flags.id,
    ]);

    const arabic = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { lang: 'ar' },
      payload: { owner_type: '2', name: 'لافتات تجريبيه' },
    });
    expect(CategoriesResponseSchema.parse(arabic.json()).data).toEqual([
      expect.objectContaining({ id: cat.categories.banners.id, name: 'لافتات تجريبية' }),
    ]);
  });

  it('answers an empty body with the whole list', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a bad owner_type in the caller’s language', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { lang: 'ar' },
      payload: { owner_type: 7 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('بعض الحقول غير صالحة.');
  });
});

describe('GET /api/categories/:id', () => {
  it('answers a product category with its products', async () => {
    const res = await get(`/api/categories/${cat.categories.banners.id}?owner_type=2`);
    const body = CategoryResponseSchema.parse(res.json());
    expect(body.data.name).toBe('Test Banners');
    expect(body.data.services).toEqual([]);
    expect(body.data.products.map((p) => p.id)).toEqual([
      cat.products.banner.id,
      cat.products.barrier.id,
      cat.products.board.id,
    ]);
    expect(body.data.products[0]).toMatchObject({
      title: 'Zebra PVC Banner',
      image: '/images/t-banner-1.svg',
      pricing_mode: 'per_m2',
      price_from: 12,
    });
  });

  it('answers a service category with its services, in Arabic, filtered by name', async () => {
    const res = await get(
      `/api/categories/${cat.categories.design.id}?owner_type=1&name=${encodeURIComponent('كوكا 3')}`,
      'ar',
    );
    const body = CategoryResponseSchema.parse(res.json());
    expect(body.data.products).toEqual([]);
    expect(body.data.services.map((s) => s.name)).toEqual(['نشرة كوكا 3']);
  });

  it('answers an empty category with empty lists', async () => {
    const body = CategoryResponseSchema.parse(
      (await get(`/api/categories/${cat.categories.flags.id}`)).json(),
    );
    expect(body.data.products).toEqual([]);
    expect(body.data.count).toBe(0);
  });

  it.each([
    ['a category of the other kind', () => `/api/categories/${cat.categories.banners.id}?owner_type=1`],
    ['an unknown id', () => '/api/categories/999999'],
    ['an inactive category', () => `/api/categories/${cat.categories.hidden.id}`],
  ])('answers 404 for %s', async (_name, url) => {
    const res = await get(url(), 'ar');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, code: 'not_found', message: 'هذا التصنيف غير موجود.' });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
    const res = await get(`/api/categories/${id}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });
});

describe('GET /api/services/:id', () => {
  it('answers a service in English and Arabic', async () => {
    const en = ServiceResponseSchema.parse((await get(`/api/services/${cat.services.logo.id}`)).json());
    expect(en.data).toEqual({
      id: cat.services.logo.id,
      category_id: cat.categories.design.id,
      category_name: 'Test Design',
      name: 'Zebralogo design',
      images: ['/images/t-logo-1.svg', '/images/t-logo-2.svg'],
      description: ['We draw your logo.', 'Three proposals.'],
      meta_title: 'Zebralogo design service',
      meta_description: 'Logo design by our studio.',
    });
    const ar = ServiceResponseSchema.parse((await get(`/api/services/${cat.services.logo.id}`, 'ar')).json());
    expect(ar.data.description).toEqual(['نرسم شعارك.', 'ثلاثة مقترحات.']);
  });

  it('falls back to the name when there is no meta title', async () => {
    const body = ServiceResponseSchema.parse(
      (await get(`/api/services/${cat.services.flyers[0]!.id}`)).json(),
    );
    expect(body.data.meta_title).toBe('Quokka flyer 1');
  });

  it('answers 404 for an unknown or inactive service and 400 for a bad id', async () => {
    expect((await get('/api/services/999999')).statusCode).toBe(404);
    const inactive = await get(`/api/services/${cat.services.retired.id}`, 'ar');
    expect(inactive.statusCode).toBe(404);
    expect(inactive.json().message).toBe('هذه الخدمة غير موجودة.');
    expect((await get('/api/services/x1')).statusCode).toBe(400);
  });
});

describe('GET /api/products/:id', () => {
  it('answers the whole product with its three-level option tree', async () => {
    const res = await get(`/api/products/${cat.products.banner.id}`);
    expect(res.statusCode).toBe(200);
    const { data } = ProductResponseSchema.parse(res.json());
    expect(data).toMatchObject({
      id: cat.products.banner.id,
      category_id: cat.categories.banners.id,
      category_name: 'Test Banners',
      title: 'Zebra PVC Banner',
      name: 'Zebra PVC Banner',
      image: '/images/t-banner-1.svg',
      min_width: 20,
      max_width: 300,
      min_height: 20,
      max_height: 500,
      def_width: 100,
      def_height: 100,
      min_q: 1,
      max_q: 100,
      limit: 10,
      weldable: true,
      pricing_mode: 'per_m2',
      base_price: 12,
      min_charge: 15,
      quantity_breaks: [{ min_quantity: 10, discount_percent: 5 }],
      turnaround_days: 5,
      footers: { description: 'Prices exclude VAT.' },
      headers: [{ id: 1, title: 'Why PVC', description: 'Strong and cheap', lines: ['Outdoor', 'Indoor'] }],
    });
    expect(data.sections.map((s) => [s.name, s.required])).toEqual([
      ['Material', true],
      ['Finishing', false],
    ]);
    const eyelets = data.sections[1]!.options[0]!;
    expect(eyelets).toMatchObject({
      id: cat.options.eyelets.id,
      parent_id: null,
      price_mode: 'per_item',
      price: 1.5,
    });
    expect(eyelets.childrens.map((c) => c.name)).toEqual(['Every 50 cm', 'Every 25 cm']);
    const every25 = eyelets.childrens[1]!;
    expect(every25).toMatchObject({
      parent_id: cat.options.eyelets.id,
      price_mode: 'percent',
      price: null,
      percent: 12.5,
    });
    expect(every25.childrens).toEqual([
      expect.objectContaining({
        id: cat.options.brass.id,
        parent_id: every25.id,
        name: 'Brass',
        childrens: [],
      }),
    ]);
  });

  it('answers in Arabic', async () => {
    const { data } = ProductResponseSchema.parse(
      (await get(`/api/products/${cat.products.banner.id}`, 'ar')).json(),
    );
    expect(data.title).toBe('لافتة زيبرا PVC');
    expect(data.sections[0]!.options.map((o) => o.name)).toEqual(['قياسي 440 غ', 'ثقيل 510 غ']);
  });

  it('answers 404 for unknown and inactive products, 400 for a bad id', async () => {
    const unknown = await get('/api/products/424242', 'ar');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('هذا المنتج غير موجود.');
    expect((await get(`/api/products/${cat.products.retired.id}`)).statusCode).toBe(404);
    expect((await get('/api/products/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/search', () => {
  it('finds products and services by part of the name, whatever the case and accents', async () => {
    const res = await get('/api/search?name=ZEBRA');
    const { data } = SearchResponseSchema.parse(res.json());
    expect(data.map((r) => [r.type, r.id])).toEqual([
      ['product', cat.products.banner.id],
      ['service', cat.services.logo.id],
    ]);
    expect(data[0]).toMatchObject({
      title: 'Zebra PVC Banner',
      name: 'Zebra PVC Banner',
      image: '/images/t-banner-1.svg',
      category_id: cat.categories.banners.id,
    });
    const accents = SearchResponseSchema.parse((await get('/api/search?name=cafe%20WOMB')).json()).data;
    expect(accents.map((r) => r.id)).toEqual([cat.products.barrier.id]);
  });

  it('matches Arabic names (letter variants folded) and answers in the caller’s language', async () => {
    const res = await get(`/api/search?name=${encodeURIComponent('لافته زيبرا')}`);
    const { data } = SearchResponseSchema.parse(res.json());
    expect(data.map((r) => r.id)).toEqual([cat.products.banner.id]);
    expect(data[0]!.title).toBe('Zebra PVC Banner');
    const ar = SearchResponseSchema.parse((await get('/api/search?name=zebra%20pvc', 'ar')).json()).data;
    expect(ar[0]!.title).toBe('لافتة زيبرا PVC');
  });

  it('answers at most five results', async () => {
    const { data } = SearchResponseSchema.parse((await get('/api/search?name=quokka')).json());
    expect(data).toHaveLength(5);
    expect(data.every((r) => r.type === 'service')).toBe(true);
  });

  it('answers an empty list for an empty or blank name, and never lists inactive rows', async () => {
    expect((await get('/api/search?name=')).json().data).toEqual([]);
    expect((await get('/api/search?name=%20%20')).json().data).toEqual([]);
    expect((await get('/api/search')).json().data).toEqual([]);
    expect((await get('/api/search?name=retired')).json().data).toEqual([]);
  });

  it('refuses a name longer than 100 characters', async () => {
    expect((await get(`/api/search?name=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});

/** The search results page's call: `q`, a larger `limit`, descriptions searched too. */
describe('GET /api/search?q=&limit= (the results page)', () => {
  const search = async (query: string, lang: 'en' | 'ar' = 'en') => {
    const res = await get(`/api/search?${query}`, lang);
    expect(res.statusCode, query).toBe(200);
    return SearchResponseSchema.parse(res.json()).data;
  };

  it('takes `q` as the spec takes `name`, and answers up to `limit` results', async () => {
    expect(await search('q=ZEBRA')).toEqual(await search('name=ZEBRA'));
    expect(await search('q=quokka')).toHaveLength(5);
    const all = await search('q=quokka&limit=50');
    expect(all).toHaveLength(6);
    expect(new Set(all.map((r) => r.id)).size).toBe(6);
  });

  it('finds words of the description, in English and in Arabic, after name matches', async () => {
    const english = await search('q=weatherproof&limit=50');
    expect(english.map((r) => r.id)).toEqual([cat.products.banner.id]);
    expect(english[0]).toMatchObject({
      category: 'Test Banners',
      description: 'Weatherproof PVC banner printed in full colour.',
    });
    // Typed in Arabic, answered in the caller's language (and the other way round).
    const typedArabic = await search(`q=${encodeURIComponent('مقاومه للطقس')}&limit=50`);
    expect(typedArabic.map((r) => r.id)).toEqual([cat.products.banner.id]);
    expect(typedArabic[0]!.title).toBe('Zebra PVC Banner');
    const answeredArabic = await search('q=weatherproof&limit=50', 'ar');
    expect(answeredArabic[0]).toMatchObject({
      title: 'لافتة زيبرا PVC',
      category: 'لافتات تجريبية',
      description: 'لافتة PVC مقاومة للطقس.',
    });
    // Name matches outrank description matches ("pvc" is in many names and other texts).
    const pvc = (await search('q=pvc&limit=50')).map((r) => /pvc/i.test(r.title));
    expect(pvc).toContain(true);
    expect(pvc).toContain(false);
    expect(pvc.indexOf(false)).toBeGreaterThan(pvc.lastIndexOf(true));
  });

  it('services match by their description paragraphs too', async () => {
    const hits = await search('q=three%20proposals&limit=50');
    expect(hits.map((r) => [r.type, r.id])).toEqual([['service', cat.services.logo.id]]);
    expect(hits[0]!.description).toBe('We draw your logo. Three proposals.');
  });

  it('treats % and _ as the characters they are, not as wildcards', async () => {
    expect(await search('q=zebra&limit=50')).not.toEqual([]);
    expect(await search('q=zebr_&limit=50')).toEqual([]);
    expect(await search(`q=${encodeURIComponent('%zebra')}&limit=50`)).toEqual([]);
    expect(await search(`q=${encodeURIComponent('z%a')}&limit=50`)).toEqual([]);
    // "%" alone finds only texts holding a percent sign (the demo mesh banner's "30% air flow").
    const percent = await search(`q=${encodeURIComponent('%')}&limit=50`);
    const everything = await search('q=a&limit=50');
    expect(percent.length).toBeGreaterThan(0);
    expect(percent.length).toBeLessThan(everything.length);
    expect(percent.some((r) => /mesh/i.test(r.title))).toBe(true);
  });

  it('refuses a text over 100 characters or a limit outside 1-50, in the caller’s language', async () => {
    expect(await search(`q=${'a'.repeat(100)}`)).toEqual([]);
    const long = await get(`/api/search?q=${'a'.repeat(101)}`, 'ar');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ status: false });
    expect(long.json().message).toMatch(/[\u0600-\u06FF]/);
    for (const limit of ['0', '51', 'x', '2.5']) {
      expect((await get(`/api/search?q=zebra&limit=${limit}`)).statusCode, limit).toBe(400);
    }
  });

  it('is served from the cache with an ETag', async () => {
    const first = await get('/api/search?q=zebra&limit=20');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\//);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/search?q=zebra&limit=20',
      headers: { lang: 'en', 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/summary', () => {
  const summaryUrl = (query: string) => `/api/summary?product_id=${cat.products.banner.id}&${query}`;

  it('prices a line with options given as options[n]', async () => {
    const o = cat.options;
    const res = await get(
      summaryUrl(
        `options[0]=${o.heavy.id}&options[1]=${o.eyelets.id}&options[2]=${o.every50.id}&width=200&height=100&quantity=2`,
      ),
    );
    expect(res.statusCode).toBe(200);
    const { data } = SummaryResponseSchema.parse(res.json());
    // 2 m² × 12 € = 24 €, heavy +3 €/m² = 6 €, eyelets 1.50 € per item; × 2; + 5 € once.
    expect(data).toMatchObject({
      product_id: cat.products.banner.id,
      width: 200,
      height: 100,
      quantity: 2,
      area_m2: 2,
      unit_price: 31.5,
      fixed_charges: 5,
      discount_percent: 0,
      subtotal: 68,
      min_charge_applied: false,
      total: 68,
      currency: 'EUR',
      vat_included: false,
      turnaround_days: 5,
    });
    expect(data.options).toEqual([
      { id: o.heavy.id, section: 'Material', name: 'Heavy 510 g', parent_name: null },
      { id: o.eyelets.id, section: 'Finishing', name: 'Eyelets', parent_name: null },
      { id: o.every50.id, section: 'Finishing', name: 'Every 50 cm', parent_name: 'Eyelets' },
    ]);
    expect(data.estimated_delivery).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.panels).toBeUndefined();
  });

  it('accepts options=1&options=2, options[]=1 and options=1,2 alike', async () => {
    const o = cat.options;
    const forms = [
      `options=${o.standard.id}&options=${o.eyelets.id}`,
      `options[]=${o.standard.id}&options[]=${o.eyelets.id}`,
      `options=${o.standard.id},${o.eyelets.id}`,
      `options[1]=${o.eyelets.id}&options[0]=${o.standard.id}`,
    ];
    const totals = await Promise.all(
      forms.map(async (form) => {
        const res = await get(summaryUrl(`${form}&width=150&height=100&quantity=3`));
        expect(res.statusCode, form).toBe(200);
        return res.json().data.total;
      }),
    );
    // 1.5 m² × 12 € = 18 € + 1.50 € = 19.50 € × 3
    expect(totals).toEqual([58.5, 58.5, 58.5, 58.5]);
  });

  it('applies the quantity break, the percent option and the third level', async () => {
    const o = cat.options;
    const res = await get(
      summaryUrl(
        `options[0]=${o.standard.id}&options[1]=${o.eyelets.id}&options[2]=${o.every25.id}&options[3]=${o.brass.id}&width=100&height=100&quantity=10`,
      ),
    );
    const { data } = SummaryResponseSchema.parse(res.json());
    // 12 € + 1.50 € + 12.5 % of 12 € (1.50 €) + 0.99 € = 15.99 € × 10 = 159.90 €, 5 % off = 7.995 → 8.00 €
    expect(data).toMatchObject({ unit_price: 15.99, discount_percent: 5, discount: 8, total: 151.9 });
    expect(data.options.at(-1)).toEqual({
      id: o.brass.id,
      section: 'Finishing',
      name: 'Brass',
      parent_name: 'Every 25 cm',
    });
  });

  it('charges the minimum and uses the product defaults when size and quantity are left out', async () => {
    const { data } = SummaryResponseSchema.parse(
      (await get(summaryUrl(`options=${cat.options.standard.id}`))).json(),
    );
    expect(data).toMatchObject({
      width: 100,
      height: 100,
      quantity: 1,
      subtotal: 12,
      min_charge_applied: true,
      total: 15,
    });
  });

  it('lists the welded panels of an oversized weldable banner', async () => {
    const res = await get(summaryUrl(`options=${cat.options.standard.id}&width=500&height=200`));
    const { data } = SummaryResponseSchema.parse(res.json());
    expect(data.total).toBe(120);
    expect(data.panels).toEqual({
      columns: 2,
      rows: 1,
      overlap_cm: 2,
      pieces: [
        { width: 251, height: 200 },
        { width: 251, height: 200 },
      ],
    });
  });

  it('prices goods sold per item without a size', async () => {
    const res = await get(`/api/summary?product_id=${cat.products.barrier.id}&quantity=3&width=9999`);
    const { data } = SummaryResponseSchema.parse(res.json());
    expect(data).toMatchObject({ width: null, height: null, area_m2: 0, unit_price: 45, total: 135 });
  });

  it('refuses a size out of range on a product that cannot be welded, with the spec’s notice', async () => {
    const url = `/api/summary?product_id=${cat.products.board.id}&width=120&height=50`;
    const en = await get(url);
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      status: false,
      code: 'business_rule',
      message:
        'Width must be between 10 and 100 cm and height between 10 and 150 cm. Larger sizes are joined by high-frequency welded vertical pieces with a 2 cm overlap.',
    });
    expect(en.json().errors).toContain('This product is not made larger than 100 × 150 cm.');
    const ar = await get(url, 'ar');
    expect(ar.statusCode).toBe(422);
    expect(ar.json().message).toBe(
      'يجب أن يكون العرض بين 10 و100 سم والارتفاع بين 10 و150 سم. تُصنع المقاسات الأكبر من قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم.',
    );
  });

  it('refuses a size below the minimum even on a weldable banner', async () => {
    const res = await get(summaryUrl(`options=${cat.options.standard.id}&width=10&height=100`));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('Width must be between 20 and 300 cm');
  });

  it('refuses sizes beyond what is welded', async () => {
    const res = await get(summaryUrl(`options=${cat.options.standard.id}&width=6000&height=100`));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('5000 cm');
  });

  it.each([0, 101, -4])('refuses quantity %i with the quantity hint', async (quantity) => {
    const res = await get(summaryUrl(`options=${cat.options.standard.id}&quantity=${quantity}`), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('يجب أن تكون الكمية بين 1 و100.');
  });

  it('refuses an option of another product', async () => {
    const res = await get(
      `/api/summary?product_id=${cat.products.barrier.id}&options=${cat.options.heavy.id}`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(`Option ${cat.options.heavy.id} is not available for this product.`);
  });

  it('refuses a child without its parent, naming both', async () => {
    const o = cat.options;
    const res = await get(summaryUrl(`options=${o.standard.id}&options=${o.every50.id}`), 'ar');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('الخيار «كل 50 سم» يتطلب اختيار «حلقات معدنية» أيضًا.');
  });

  it('refuses two choices in one group and a missing required choice', async () => {
    const o = cat.options;
    const conflict = await get(summaryUrl(`options=${o.standard.id}&options=${o.heavy.id}`));
    expect(conflict.statusCode).toBe(422);
    expect(conflict.json().message).toBe('Choose only one option in “Material”.');
    const missing = await get(summaryUrl(`options=${o.eyelets.id}`));
    expect(missing.json().message).toBe('Choose an option in “Material”.');
  });

  it('lists every problem in errors[]', async () => {
    const res = await get(summaryUrl('options=999999&width=5&quantity=1000'));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveLength(4);
  });

  it.each([
    ['no product_id', '/api/summary'],
    ['a non-numeric product_id', '/api/summary?product_id=abc'],
    ['a non-numeric option', '/api/summary?product_id=1&options[0]=x'],
    ['a decimal width', '/api/summary?product_id=1&width=10.5'],
  ])('answers 400 for %s', async (_name, url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('validation_error');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get('/api/summary?product_id=424242');
    expect(res.statusCode).toBe(404);
  });
});

describe('catalogue cache', () => {
  it('serves from memory until invalidated', async () => {
    const url = `/api/products/${cat.products.board.id}`;
    expect((await get(url)).json().data.title).toBe('Foam board');
    await ctx.database.db
      .update(products)
      .set({ title: { en: 'Foam board XL', ar: 'لوح فوم كبير' } })
      .where(eq(products.id, cat.products.board.id));
    expect((await get(url)).json().data.title).toBe('Foam board');
    invalidateCatalogCache();
    expect((await get(url)).json().data.title).toBe('Foam board XL');
    expect((await get(url, 'ar')).json().data.title).toBe('لوح فوم كبير');
  });
});

describe('catalogue cache after staff writes', () => {
  it('is dropped by any successful staff write', async () => {
    const [staff] = await ctx.database.db.select().from(users).where(eq(users.email, TEST_STAFF.staffEmail));
    const token = newToken();
    await ctx.database.db.insert(authTokens).values({
      userId: staff!.id,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const url = `/api/products/${cat.products.board.id}`;
    await get(url);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/__test/rename-board',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(write.statusCode).toBe(200);
    expect((await get(url)).json().data.title).toBe('Foam board staff edit');
  });
});

describe('SEO', () => {
  it('puts the product’s meta title, description, Open Graph and hreflang into the HTML', async () => {
    const res = await get(`/products/${cat.categories.banners.id}/${cat.products.banner.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain(
      '<title>Zebra PVC banners &lt;cheap&gt; &amp; &quot;fast&quot; | BannerPrint</title>',
    );
    expect(html).toContain('<meta name="description" content="Order PVC banners online." />');
    expect(html).toContain(
      '<meta property="og:image" content="https://shop.example/images/t-banner-1.svg" />',
    );
    const canonical = `https://shop.example/products/${cat.categories.banners.id}/${cat.products.banner.id}`;
    expect(html).toContain(`<link rel="canonical" href="${canonical}" />`);
    expect(html).toContain(`<link rel="alternate" hreflang="ar" href="${canonical}?lang=ar" />`);
    expect(html).not.toContain('Default description');
  });

  it('answers the Arabic page with Arabic meta and a right-to-left document', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/services/${cat.categories.design.id}/${cat.services.logo.id}?lang=ar`,
    });
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    // The brand in the page's language, as the browser's usePageTitle writes it (one source).
    expect(res.body).toContain('<title>خدمة تصميم شعار زيبرا | بانر برينت</title>');
  });

  it('marks unknown catalogue pages noindex and leaves other pages alone', async () => {
    const missing = await get('/products/999999/1');
    expect(missing.body).toContain('<meta name="robots" content="noindex" />');
    const contact = await get('/contact');
    expect(contact.body).toContain('<title>BannerPrint – Trade banner printing</title>');
  });

  it('describes category and index pages', async () => {
    const category = await get(`/PRODUCTS/${cat.categories.banners.id}/`);
    expect(category.body).toContain('<title>Test Banners | BannerPrint</title>');
    const index = await get('/services');
    expect(index.body).toContain('<title>Design services | BannerPrint</title>');
  });

  it('lists every category, service and product in /sitemap.xml with absolute URLs', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const xml = res.body;
    expect(xml).toContain(
      `<loc>https://shop.example/products/${cat.categories.banners.id}/${cat.products.banner.id}</loc>`,
    );
    expect(xml).toContain(
      `<loc>https://shop.example/services/${cat.categories.design.id}/${cat.services.logo.id}?lang=ar</loc>`,
    );
    expect(xml).toContain(`<loc>https://shop.example/products/${cat.categories.flags.id}</loc>`);
    expect(xml).not.toContain(`/products/${cat.categories.banners.id}/${cat.products.retired.id}</loc>`);
  });

  it('lists exactly the route table’s public pages: its plain paths and a page per catalogue item', async () => {
    const xml = (await get('/sitemap.xml')).body;
    const pages = [...xml.matchAll(/<loc>https:\/\/shop\.example([^<?]*)<\/loc>/g)].map(
      (m) => m[1] as string,
    );
    // Every plain public page of the table is there…
    for (const pagePath of SITEMAP_PATHS) expect(pages, pagePath).toContain(pagePath);
    // …and everything there is a page the table marks public, rendered on the server.
    for (const pagePath of pages) {
      const route = storefrontRouteAt(pagePath);
      expect(route?.sitemap, pagePath).toBe(true);
      expect(route?.render, pagePath).toBe('server');
    }
    expect(pages).toContain('/contact');
    expect(pages).toContain('/PrivacyPolicy');
  });

  it('writes a title with `$&` in it as text, and keeps the head a server render wrote', () => {
    const meta = {
      title: 'Save $& more',
      description: 'Only $` today',
      canonicalPath: '/products',
      type: 'website' as const,
      found: true,
    };
    const shell = applyPageMeta(INDEX_HTML, meta, 'en', 'https://shop.example');
    expect(shell).toContain('<title>Save $&amp; more | BannerPrint</title>');
    expect(shell).toContain('<meta name="description" content="Only $` today" />');
    // A rendered page is named as the browser names it; the transform only adds its tags.
    const rendered = INDEX_HTML.replace(/<title>[^<]*/, '<title>Products | BannerPrint');
    const out = applyPageMeta(rendered, meta, 'en', 'https://shop.example', {
      title: 'Products | BannerPrint',
    });
    expect(out).toContain('<title>Products | BannerPrint</title>');
    expect(out).toContain('<link rel="canonical" href="https://shop.example/products" />');
  });

  it('serves robots.txt with an absolute Sitemap line', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: https://shop.example/sitemap.xml');
  });
});

describe('OpenAPI', () => {
  it('documents the catalogue routes', async () => {
    const doc = (await get('/api/docs/json')).json();
    for (const route of [
      '/api/categories',
      '/api/categories/{id}',
      '/api/products/{id}',
      '/api/summary',
      '/api/search',
    ]) {
      expect(doc.paths[route], route).toBeDefined();
    }
  });
});

describe('the demo catalogue', () => {
  it('serves every seeded product, and its default configuration has a price', async () => {
    const categories = CategoriesResponseSchema.parse(
      (await get('/api/categories?owner_type=2')).json(),
    ).data;
    const seeded = categories.filter((c) => c.id !== cat.categories.banners.id && c.count > 0);
    expect(seeded.length).toBeGreaterThan(5);
    let checked = 0;
    for (const category of seeded) {
      const detail = CategoryResponseSchema.parse(
        (await get(`/api/categories/${category.id}?owner_type=2`)).json(),
      );
      expect(detail.data.products).toHaveLength(category.count);
      for (const card of detail.data.products) {
        const { data: product } = ProductResponseSchema.parse(
          (await get(`/api/products/${card.id}`, 'ar')).json(),
        );
        const depth = (options: (typeof product.sections)[number]['options'], level: number): number =>
          Math.max(level, ...options.map((o) => depth(o.childrens, level + 1)));
        for (const section of product.sections) expect(depth(section.options, 0)).toBeLessThanOrEqual(3);
        // The storefront's starting point: the first choice of each required section and of its children.
        const ids: number[] = [];
        for (const section of product.sections.filter((s) => s.required)) {
          let option = section.options[0];
          while (option) {
            ids.push(option.id);
            option = option.childrens[0];
          }
        }
        const res = await get(
          `/api/summary?product_id=${product.id}&${ids.map((id) => `options=${id}`).join('&')}`,
          'ar',
        );
        expect(res.statusCode, `${product.title}: ${res.body}`).toBe(200);
        expect(SummaryResponseSchema.parse(res.json()).data.total).toBeGreaterThan(0);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});
