import { STOREFRONT_ROUTE_LIST } from '@shop/shared/storefront-routes';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';
import { rawTranslationKeys } from './raw-keys';

/**
 * Server rendering (docs/decisions/016-ssr.md): the public pages arrive as whole HTML in the
 * visitor's language with their data, read here without JavaScript (plain fetch); then a real
 * browser hydrates them without a mismatch and without fetching their data again.
 */

type Envelope<T> = { data: T };
type ProductCard = { id: number; title: string; price_from: number };

const baseUrl = () => inject('baseUrl');
let browser: Browser;
let product: { categoryId: number; id: number; title: string; priceFrom: number };

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, init);
  expect(res.status, path).toBeLessThan(300);
  return ((await res.json()) as Envelope<T>).data;
}

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' });
  return { res, html: await res.text() };
}

/** The JSON data block's raw text and its parsed value. */
function dataBlock(html: string): {
  raw: string;
  value: { queries: { queries: { queryKey: unknown[]; state: { status: string } }[] } };
} {
  const match = /<script type="application\/json" id="ssr-data">([\s\S]*?)<\/script>/.exec(html);
  expect(match, 'the page carries its data block').not.toBeNull();
  const raw = match![1]!;
  return { raw, value: JSON.parse(raw) };
}

const rootOf = (html: string) =>
  /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1] ?? '';

beforeAll(async () => {
  const categories = await api<{ id: number; count: number }[]>('/api/categories?owner_type=2');
  const category = categories.find((c) => c.count > 0)!;
  const detail = await api<{ products: ProductCard[] }>(`/api/categories/${category.id}`);
  const card = detail.products[0]!;
  product = { categoryId: category.id, id: card.id, title: card.title, priceFrom: card.price_from };
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('server-rendered HTML, read without JavaScript', () => {
  it('holds the product page: its name, its price-from and its data', async () => {
    const { res, html } = await page(`/products/${product.categoryId}/${product.id}`);
    expect(res.status).toBe(200);
    expect(html).toMatch(/^<!doctype html>\s*<html lang="en" dir="ltr">/i);
    const root = rootOf(html);
    expect(root).toContain(`>${product.title}</h1>`);
    expect(/data-testid="price-from">([^<]*)</.exec(root)?.[1]).toContain(`€${product.priceFrom.toFixed(2)}`);
    const { value } = dataBlock(html);
    expect(value.queries.queries.map((q) => q.queryKey)).toContainEqual(['product', 'en', product.id]);
    // The configuration's server price and delivery are answered in the page, not fetched once
    // it runs (docs/decisions/057-product-page-blocking-time.md).
    const answered = value.queries.queries
      .filter((q) => q.state.status === 'success')
      .map((q) => q.queryKey[0]);
    expect(answered).toEqual(expect.arrayContaining(['summary', 'estimate']));
  });

  it('renders Arabic, right to left, for ?lang=ar and remembers it in the lang cookie', async () => {
    const { res, html } = await page('/home?lang=ar');
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^lang=ar; Path=\/; Max-Age=\d+; SameSite=Lax/);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(rootOf(html)).toContain('طباعة لافتات منخفضة التكلفة');
    expect(rootOf(html)).not.toContain('Low Cost Banner Printing');
  });

  it('renders the language of the lang cookie, the product page too', async () => {
    const { html } = await page(`/products/${product.categoryId}/${product.id}`, { cookie: 'lang=ar' });
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    const arabic = await api<{ title: string }>(`/api/products/${product.id}`, { headers: { lang: 'ar' } });
    expect(rootOf(html)).toContain(`>${arabic.title}</h1>`);
    expect(dataBlock(html).value.queries.queries.map((q) => q.queryKey)).toContainEqual([
      'product',
      'ar',
      product.id,
    ]);
  });

  it('holds real content on /home and /products', async () => {
    const home = await page('/home');
    const homeData = await api<{ products: { name: string }[] }>('/api/home');
    expect(rootOf(home.html)).toContain('Low Cost Banner Printing');
    for (const category of homeData.products) expect(rootOf(home.html)).toContain(category.name);

    const products = await page('/products');
    const categories = await api<{ name: string }[]>('/api/categories?owner_type=2');
    expect(categories.length).toBeGreaterThan(0);
    for (const category of categories) expect(rootOf(products.html)).toContain(category.name);
    // No loading skeleton in a server-rendered page.
    expect(rootOf(products.html)).not.toMatch(/animate-pulse/);
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`holds the whole home page in ${lang}: contact form fields, map card, brand and client logos`, async () => {
      const { html } = await page(`/home?lang=${lang}`);
      const root = rootOf(html);
      const form = /<form[^>]*method="post"[^>]*>([\s\S]*?)<\/form>/.exec(root);
      expect(form?.[0], 'a form that posts without scripts').toContain(`action="/contact?lang=${lang}"`);
      for (const name of ['fullName', 'contactPhone', 'contactEmail', 'contactMessage']) {
        const id = new RegExp(
          `<input[^>]*\\bid="([^"]+)"[^>]*name="${name}"|<textarea[^>]*\\bid="([^"]+)"[^>]*name="${name}"`,
        ).exec(form?.[1] ?? '');
        expect(id, `${name} field`).not.toBeNull();
        expect(form?.[1], `${name} has its label`).toContain(`for="${id?.[1] ?? id?.[2]}"`);
      }
      // Enabled in the HTML: only the script, once hydrated, holds back an invalid form.
      expect(form?.[1]).toMatch(/<button type="submit"(?![^>]*\sdisabled="")/);
      const home = await api<{
        brands: { name: string; image: string }[];
        clients: { name: string; image: string }[];
        options: { address: { street: string } };
      }>(`/api/home?lang=${lang}`);
      expect(root).toContain('data-testid="shop-map"');
      expect(root).toContain(home.options.address.street);
      expect(home.brands.length + home.clients.length).toBeGreaterThan(0);
      for (const logo of [...home.brands, ...home.clients]) {
        expect(root, logo.name).toContain(`src="${logo.image}" alt="${logo.name}"`);
      }
      // No grey box where the form, the map or the logos should be.
      expect(root).not.toMatch(/animate-pulse/);
    });
  }

  it('answers an unknown path with 404 and the rendered not-found page', async () => {
    const { res, html } = await page('/no-such-page/at-all');
    expect(res.status).toBe(404);
    expect(rootOf(html)).toContain('Page not found');
    // A catalogue item that does not exist: its page says so, with the same status.
    const missing = await page('/products/1/999999');
    expect(missing.res.status).toBe(404);
    expect(rootOf(missing.html)).toContain('This product does not exist.');
    const arabic = await page('/no-such-page', { cookie: 'lang=ar' });
    expect(arabic.res.status).toBe(404);
    expect(arabic.html).toMatch(/<html lang="ar" dir="rtl">/);
    // Segments that cannot be ids say "does not exist" without asking the API: 404 as well.
    for (const path of ['/products/abc', '/products/%00', '/products/abc/def', '/services/x/1']) {
      const invalid = await page(path);
      expect(invalid.res.status, path).toBe(404);
      expect(rootOf(invalid.html), path).toMatch(/does not exist/);
    }
  });

  it("puts each page's own title and description in the head, in the page's language", async () => {
    const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const contact = await page('/contact');
    expect(titleOf(contact.html)).toBe('Contact us | BannerPrint');
    expect(contact.html).toMatch(/<meta name="description" content="Questions about sizes/);
    const arabic = await page('/ShippingPolicy', { cookie: 'lang=ar' });
    expect(titleOf(arabic.html)).toBe('سياسة التوصيل | بانر برينت');
    const missing = await page('/no-such-page');
    expect(titleOf(missing.html)).toBe('Page not found | BannerPrint');
    // One title only, escaped like any text.
    expect(contact.html.match(/<title>/g)).toHaveLength(1);
  });

  it('renders a page whose address carries control characters instead of answering JSON', async () => {
    const home = await page('/home?utm=%00%E2%80%AE');
    expect(home.res.status).toBe(200);
    expect(home.res.headers.get('content-type')).toMatch(/^text\/html/);
    const search = await page('/search?q=banner%00');
    expect(search.res.status).toBe(200);
    expect(search.res.headers.get('content-type')).toMatch(/^text\/html/);
    // The API itself still refuses them, naming the field.
    const refused = await fetch(`${baseUrl()}/api/search?q=banner%00`);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { errors: string[] }).errors[0]).toMatch(/^q(uery\.q)?: /);
  });

  it('shows no translation key in place of a text, in any language', async () => {
    const paths = [
      '/home',
      '/products',
      `/products/${product.categoryId}/${product.id}`,
      '/contact',
      '/Terms',
      '/nope',
    ];
    for (const lang of ['en', 'ar', 'es']) {
      for (const path of paths) {
        const { html } = await page(path, { cookie: `lang=${lang}` });
        const visible = html.replace(/<script type="application\/json" id="ssr-data">[\s\S]*?<\/script>/, '');
        expect(rawTranslationKeys(visible), `${path} in ${lang}`).toEqual([]);
      }
    }
    // The detector itself finds a key shown as text or in a label.
    expect(rawTranslationKeys('<a aria-label="nav.logoLabel">x</a> Málaga, footer.spain')).toEqual([
      'nav.logoLabel',
      'footer.spain',
    ]);
  });

  it('escapes the data block and runs no inline script the CSP has not allowed', async () => {
    const { res, html } = await page(`/products/${product.categoryId}/${product.id}`);
    const { raw } = dataBlock(html);
    expect(raw).not.toMatch(/[<>]/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    // Every inline script is a JSON data block (never executed), or allowed by its hash.
    const hashes = [...csp.matchAll(/'sha256-([^']+)'/g)].map((m) => m[1]);
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
      if (/type="application\/json"/.test(match[1] ?? '')) continue;
      const { createHash } = await import('node:crypto');
      expect(hashes).toContain(
        createHash('sha256')
          .update(match[2] ?? '')
          .digest('base64'),
      );
    }
  });

  it('serves the shell with the visitor language on client-rendered pages', async () => {
    const { res, html } = await page('/cart', { cookie: 'lang=ar' });
    expect(res.status).toBe(200);
    expect(html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('id="ssr-data"');
  });

  it('shows a staff change at once although pages are cached', async () => {
    const before = await page('/products');
    expect((await page('/products')).html).toBe(before.html);
    const staff = await api<{ token: string }>('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('staffEmail'), password: inject('staffPassword') }),
    });
    const name = { en: `Fresh Category ${Date.now()}`, ar: 'فئة جديدة' };
    await api('/api/admin/categories', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${staff.token}` },
      body: JSON.stringify({
        owner_type: 2,
        slug: `fresh-${Date.now()}`,
        name,
        description: { en: '', ar: '' },
        image: '',
      }),
    });
    const listed = await api<{ name: string }[]>('/api/categories?owner_type=2');
    expect(listed.map((c) => c.name)).toContain(name.en);
    expect(rootOf((await page('/products')).html)).toContain(name.en);
    expect(rootOf((await page('/products', { cookie: 'lang=ar' })).html)).toContain(name.ar);
  });
});

describe('the home page below the fold in a browser', () => {
  it('loads and hydrates the contact form only near the viewport, without a mismatch', async () => {
    const { page: tab, context, consoleErrors } = await openPage(browser);
    const scripts: string[] = [];
    tab.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await tab.goto('/home', { waitUntil: 'networkidle' });
    const form = tab.getByRole('form', { name: 'Contact form' });
    // Server HTML, not hydrated yet: Send is enabled (a plain form post) and its code is not loaded.
    expect(await form.getByRole('button', { name: 'Send' }).isDisabled()).toBe(false);
    expect(scripts.filter((path) => /contact-form/.test(path))).toEqual([]);
    await form.scrollIntoViewIfNeeded();
    // Hydrated: the script's rules apply, an empty form cannot be sent.
    await tab.waitForFunction(() => {
      const button = [...document.querySelectorAll('form[method="post"] button[type="submit"]')][0];
      return button instanceof HTMLButtonElement && button.disabled;
    });
    expect(scripts.filter((path) => /contact-form/.test(path)).length).toBeGreaterThan(0);
    await form.getByLabel('Full name').fill('Ana');
    await form.getByLabel('Full name').fill('');
    await form.getByText('* This Field Is Required').waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('hydration in a browser', () => {
  const pages = () => [
    { path: '/home', refetchless: /\/api\/home(\?|$)/ },
    { path: '/products', refetchless: /\/api\/categories(\?|$)/ },
    {
      path: `/products/${product.categoryId}/${product.id}`,
      refetchless: new RegExp(`/api/products/${product.id}(\\?|$)`),
    },
    { path: '/PrivacyPolicy', refetchless: null },
    // An item that does not exist: the server's "does not exist" is hydrated as it is.
    { path: '/products/1/999999', refetchless: /\/api\/products\/999999(\?|$)/, status: 404 },
    { path: '/ShippingPolicy', refetchless: /\/api\/shipping\/rates(\?|$)/ },
  ];

  for (const lang of ['en', 'ar'] as const) {
    it(`hydrates the public pages in ${lang} without a mismatch or a refetch`, async () => {
      for (const { path, refetchless, status = 200 } of pages()) {
        const { page: tab, context, consoleErrors } = await openPage(browser, { lang });
        const apiCalls: string[] = [];
        tab.on('request', (request) => {
          if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
        });
        const response = await tab.goto(path, { waitUntil: 'networkidle' });
        expect(response?.status(), path).toBe(status);
        const serverHeading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec((await response?.text()) ?? '')?.[1];
        expect(serverHeading, `${path} has its heading in the HTML`).toBeTruthy();
        expect(await tab.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        // Hydrated: the router handles a click in the page (no document load).
        await tab.waitForFunction(() => {
          const root = document.getElementById('root');
          return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
        });
        const onLoad = [...apiCalls];
        if (refetchless) {
          expect(
            onLoad.filter((url) => refetchless.test(new URL(url).pathname + new URL(url).search)),
            `${path}: its server data is not fetched again on load`,
          ).toEqual([]);
        }
        // Once hydrated, with the deferred header, footer and their texts in: no key as text.
        await tab.locator('html[data-app="ready"]').waitFor();
        const shown = await tab.evaluate(() =>
          [
            document.body.innerText,
            ...[...document.querySelectorAll('[aria-label],[title],[placeholder]')].flatMap((el) =>
              ['aria-label', 'title', 'placeholder'].map((name) => el.getAttribute(name) ?? ''),
            ),
          ].join('\n'),
        );
        expect(rawTranslationKeys(shown), `${path} in ${lang}, hydrated`).toEqual([]);
        const other = lang === 'ar' ? 'en' : 'ar';
        await tab.getByTestId('language-switch').click();
        await tab.getByTestId(`language-option-${other}`).click();
        await tab.waitForFunction((expected) => document.documentElement.lang === expected, other);
        // A missing item's page and its API answer are 404s: Chromium logs them, and nothing else.
        const errors = consoleErrors.filter(
          (text) => !(status === 404 && text.includes('status of 404 (Not Found)')),
        );
        expect(errors, `${path} in ${lang}`).toEqual([]);
        await context.close();
      }
    });
  }
});

describe('the route table, as the built server answers it', () => {
  let ids: Record<'products' | 'services', [number, number]>;
  beforeAll(async () => {
    const categories = await api<{ id: number; count: number }[]>('/api/categories?owner_type=1');
    const category = categories.find((c) => c.count > 0)!;
    const detail = await api<{ services: { id: number }[] }>(`/api/categories/${category.id}`);
    ids = { products: [product.categoryId, product.id], services: [category.id, detail.services[0]!.id] };
  });

  /** A table path with a real item's ids on catalogue pages, any id elsewhere. */
  const sample = (path: string) => {
    const area = /^\/(products|services)\//.exec(path)?.[1] as 'products' | 'services' | undefined;
    const [first, second] = area ? ids[area] : [7, 7];
    return path
      .replace(':id2', String(second))
      .replace(':id3', '7')
      .replace(':id', String(first))
      .replace(/\/\*$/, '/orders');
  };

  it('renders each server-rendered route on the server and sends every other one the shell', async () => {
    for (const route of STOREFRONT_ROUTE_LIST) {
      const { res, html } = await page(sample(route.path));
      expect(res.status, route.path).toBe(200);
      const rendered = html.includes('id="ssr-data"');
      expect(rendered, `${route.path} is ${route.render}-rendered`).toBe(route.render === 'server');
      if (rendered) expect(rootOf(html), route.path).toMatch(/<h1[\s>]/);
    }
  });

  it('names a page the same in its HTML and once hydrated, in every language', async () => {
    for (const lang of ['en', 'ar', 'es'] as const) {
      const named = [
        sample('/products/:id/:id2'),
        sample('/services/:id/:id2'),
        '/ShippingPolicy',
        '/products',
      ];
      for (const path of named) {
        const { page: tab, context } = await openPage(browser, { lang });
        const response = await tab.goto(path);
        const served = /<title>([^<]*)<\/title>/.exec((await response?.text()) ?? '')?.[1] ?? '';
        const decoded = served
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'");
        await tab
          .waitForFunction((title) => document.title === title, decoded, { timeout: 5_000 })
          .catch(() => undefined);
        expect(await tab.title(), `${path} in ${lang}`).toBe(decoded);
        await context.close();
      }
    }
  });
});
