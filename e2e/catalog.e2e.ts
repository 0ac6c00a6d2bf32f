import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInContext } from './browser';

type Category = { id: number; name: string; count: number };
type Card = { id: number; title?: string; name?: string };

let browser: Browser;
/** The demo catalogue's weldable PVC banner, a rigid product and a service, looked up through the API. */
let banner: { categoryId: number; id: number };
let rigid: { categoryId: number; id: number; maxWidth: number };
let service: { categoryId: number; id: number };

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const productCategories = await apiGet<Category[]>(page, '/api/categories?owner_type=2');
  for (const category of productCategories) {
    const detail = await apiGet<{ products: Card[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const product = await apiGet<{ weldable: boolean; max_width: number | null; title: string }>(
        page,
        `/api/products/${card.id}`,
      );
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
      if (!rigid && !product.weldable && product.max_width !== null) {
        rigid = { categoryId: category.id, id: card.id, maxWidth: product.max_width };
      }
    }
  }
  const serviceCategories = await apiGet<Category[]>(page, '/api/categories?owner_type=1');
  const first = serviceCategories.find((c) => c.count > 0)!;
  const services = await apiGet<{ services: Card[] }>(page, `/api/categories/${first.id}`);
  service = { categoryId: first.id, id: services.services[0]!.id };
  await context.close();
  expect(banner).toBeDefined();
  expect(rigid).toBeDefined();
});
afterAll(() => browser?.close());

const total = (page: Page) => page.getByTestId('summary-total').textContent();

describe('product configurator', () => {
  it('configures a banner in Arabic: the total follows the size and oversize shows the weld notice', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    // Its Arabic title as the shop has it now: the back-office test (admin.e2e.ts) renames the
    // first product in Arabic, and the files share one shop in an order vitest chooses.
    const arabic = await page.request.get(`/api/products/${banner.id}`, { headers: { lang: 'ar' } });
    const { title } = ((await arabic.json()) as { data: { title: string } }).data;
    await page.goto(`/products/${banner.categoryId}/${banner.id}`);
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    await page.getByText('ملخص السعر').waitFor();
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    const before = await total(page);
    expect(before).toContain('€');

    const width = page.getByLabel('العرض (سم)');
    await width.fill('400');
    // The local price changes at once, before the server answers.
    await expect.poll(() => total(page), { timeout: 2000 }).not.toBe(before);
    const larger = await total(page);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    expect(await total(page)).toBe(larger);

    // Above the maximum width: welded panels, with the spec's notice.
    await width.fill('700');
    const notice = page.getByTestId('size-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'تُصنع المقاسات الأكبر من قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم',
    );
    expect(await notice.textContent()).toContain('اللوح 2');
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    expect(await total(page)).not.toBe(larger);

    // Below the minimum: refused, and nothing can go to the cart.
    await width.fill('5');
    await page.getByRole('alert').filter({ hasText: 'يجب أن يكون العرض بين' }).first().waitFor();
    expect(await page.getByTestId('add-to-cart').isDisabled()).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('chooses options on three levels and clamps the quantity with a hint', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`/products/${banner.categoryId}/${banner.id}`);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    const before = await total(page);
    await page.getByRole('radio', { name: /^Eyelets/ }).check();
    // Choosing a parent reveals its children (spacing), whose first choice reveals the metals.
    await page.getByRole('radio', { name: /^Every 50 cm/ }).waitFor();
    await page.getByRole('radio', { name: /^Brass eyelets/ }).check();
    await expect.poll(() => total(page)).not.toBe(before);
    const summary = page.getByTestId('price-summary');
    await summary.getByText('Brass eyelets').waitFor();

    const quantity = page.getByTestId('quantity');
    await quantity.fill('100000');
    await page.getByText('Quantity must be between 1 and').first().waitFor();
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('500');
    await page.getByText('Quantity set to 500').waitFor();
    await context.close();
  });

  it('refuses an oversize on a product that cannot be welded', async () => {
    const { page, context } = await openPage(browser);
    await page.goto(`/products/${rigid.categoryId}/${rigid.id}`);
    await page.getByLabel('Width (cm)').fill(String(rigid.maxWidth + 50));
    const notice = page.getByTestId('size-notice');
    await notice.waitFor();
    expect(await notice.textContent()).toContain(
      'Larger sizes are joined by high-frequency welded vertical pieces',
    );
    expect(await notice.textContent()).toContain('This product is not made larger than');
    await context.close();
  });

  it('checks artwork before sending: effective dpi of a picture and the page size of a PDF', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-art-'));
    // A 1000 × 500 px PNG header: at 200 × 100 cm that is 12 dpi.
    const png = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]).copy(png);
    png.write('IHDR', 12, 'latin1');
    png.writeUInt32BE(1000, 16);
    png.writeUInt32BE(500, 20);
    fs.writeFileSync(path.join(dir, 'low.png'), png);
    // A PDF page of 2000 × 1000 mm.
    fs.writeFileSync(
      path.join(dir, 'page.pdf'),
      '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /MediaBox [0 0 5669.29 2834.65] >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
    );
    fs.writeFileSync(path.join(dir, 'notes.exe'), 'MZ');
    const { page, context } = await openPage(browser);
    await page.goto(`/products/${banner.categoryId}/${banner.id}`);
    await page.getByLabel('Width (cm)').fill('200');
    await page.getByLabel('Height (cm)').fill('100');
    await page
      .getByTestId('artwork-input')
      .setInputFiles([path.join(dir, 'low.png'), path.join(dir, 'page.pdf'), path.join(dir, 'notes.exe')]);
    await page.getByText('notes.exe: this type of file is not accepted.').waitFor();
    await page.getByText('1000 × 500 pixels.').waitFor();
    await page.getByText('Only 12 dpi at the ordered size', { exact: false }).waitFor();
    await page.getByText('PDF page 2000 × 1000 mm (MediaBox).').waitFor();
    // The page is the ordered size without bleed: a warning saying how much the banner needs.
    await page
      .getByText('Bleed is 0 mm; this product needs 20 mm on every side.', { exact: false })
      .waitFor();
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('sends a guest who adds to the cart to the login page and back', async () => {
    const { page, context } = await openPage(browser);
    const url = `/products/${banner.categoryId}/${banner.id}`;
    await page.goto(url);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL((u) => u.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(url);
    await context.close();
  });

  it('puts the configured line in a signed-in customer’s cart, in Arabic, with a link to the cart', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    const res = await page.request.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    });
    expect(res.status()).toBe(200);
    const { data } = (await res.json()) as { data: { token: string; id: number } };
    await signInContext(context, data);
    const url = `/products/${banner.categoryId}/${banner.id}`;
    await page.goto(url);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    await page.getByTestId('add-to-cart').click();
    const notice = page.getByTestId('cart-notice');
    await notice.waitFor();
    expect(await notice.getByRole('link', { name: 'اعرض السلة' }).getAttribute('href')).toBe('/cart');
    expect(new URL(page.url()).pathname).toBe(url);
    await context.close();
  });

  it('shows the first product on /testproduct', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/testproduct');
    await page.getByTestId('price-summary').waitFor();
    await context.close();
  });
});

describe('catalogue pages', () => {
  it('lists categories with counts, then products with a 70-character preview', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/products');
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page
      .getByText(/^\d+ products?$/)
      .first()
      .waitFor();
    await page.getByRole('link', { name: 'Banners', exact: true }).click();
    await page.waitForURL(`**/products/${banner.categoryId}`);
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /PVC Banner/ }) })
      .first();
    const preview = (await card.locator('p').first().textContent()) ?? '';
    expect(preview.length).toBeLessThanOrEqual(71);
    expect(preview.endsWith('…')).toBe(true);
    // The filter box refetches after the products list's 2 s debounce.
    await page.getByLabel('Filter by name').fill('zzz-nothing');
    await page.getByText('Nothing matches “zzz-nothing”.').waitFor({ timeout: 6000 });
    await context.close();
  });

  it('shows a service with its two texts and the order link, in Arabic', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    await page.goto(`/services/${service.categoryId}`);
    await page.getByRole('heading', { level: 1, name: 'خدمات التصميم' }).waitFor();
    await page.goto(`/services/${service.categoryId}/${service.id}`);
    await page.getByRole('heading', { name: 'عن الخدمة' }).waitFor();
    const order = page.getByRole('link', { name: 'اطلب الخدمة الآن' });
    expect(await order.getAttribute('href')).toBe(
      `/services/${service.categoryId}/${service.id}/${service.id}`,
    );
    await context.close();
  });

  it('shows a skeleton, then “something went wrong” with a working retry when the API fails', async () => {
    const { page, context } = await openPage(browser);
    let fail = true;
    await page.route('**/api/categories?owner_type=1', async (route) => {
      if (fail)
        await route.fulfill({ status: 503, contentType: 'application/json', body: '{"status":false}' });
      else await route.continue();
    });
    // The server renders /services with its data; the browser fetches it on client-side
    // navigation, which is where a failing API shows.
    await page.goto('/home');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Services' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: 'something went wrong' });
    await alert.waitFor({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByText(/^\d+ services?$/)
      .first()
      .waitFor();
    await context.close();
  });

  it('says so when an id does not exist', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/products/999999');
    await page.getByRole('heading', { name: 'This category does not exist.' }).waitFor();
    await page.goto(`/products/${banner.categoryId}/abc`);
    await page.getByRole('heading', { name: 'This product does not exist.' }).waitFor();
    await context.close();
  });

  it('serves crawlers the product’s title, description and hreflang links without JavaScript', async () => {
    const { page, context } = await openPage(browser);
    const product = await apiGet<{ meta_title: string; meta_description: string }>(
      page,
      `/api/products/${banner.id}`,
    );
    const html = await (await page.request.get(`/products/${banner.categoryId}/${banner.id}`)).text();
    expect(html).toContain(`<title>${product.meta_title.replace(/&/g, '&amp;')} | BannerPrint</title>`);
    expect(html).toContain('hreflang="ar"');
    expect(html).toContain('og:image');
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`/products/${banner.categoryId}/${banner.id}</loc>`);
    const robots = await (await page.request.get('/robots.txt')).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
    await context.close();
  });
});

describe('search', () => {
  it('finds at most five results after a pause and opens one with the keyboard', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/products');
    await page.getByTestId('search-toggle').click();
    const input = page.getByRole('combobox', { name: 'Search products and services' });
    await input.fill('banner');
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(5);
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBeTruthy();
    const chosen = (await page.getByRole('option', { selected: true }).textContent()) ?? '';
    await input.press('Enter');
    await page.waitForURL(/\/(products|services)\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(chosen.length).toBeGreaterThan(0);
    await context.close();
  });

  it('searches Arabic names from the row under the bar at 390 px', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    await page.goto('/products');
    const input = page.getByRole('combobox', { name: 'ابحث في المنتجات والخدمات' });
    await input.fill('لافته');
    await page.getByRole('option').first().waitFor();
    await input.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('accessibility of the catalogue (axe, WCAG 2.1 A/AA)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`has no serious violations on the list, service and product pages in ${lang}`, async () => {
      const { page, context } = await openPage(browser, { lang });
      for (const url of [
        '/products',
        `/products/${banner.categoryId}`,
        `/products/${banner.categoryId}/${banner.id}`,
        `/services/${service.categoryId}/${service.id}`,
      ]) {
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }
      await context.close();
    });
  }
});
