import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

type Hit = { id: number; type: 'product' | 'service'; category_id: number; title: string };

let browser: Browser;
/** A demo product, found through the search API the page itself uses. */
let product: Hit;

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const res = await page.request.get('/api/search?q=banner&limit=50');
  expect(res.status()).toBe(200);
  const hits = ((await res.json()) as { data: Hit[] }).data;
  product = hits.find((hit) => hit.type === 'product') as Hit;
  expect(product).toBeDefined();
  await context.close();
});
afterAll(() => browser?.close());

/** The results page after a search: its URL, the count line, and at least one product and one service. */
async function expectResults(page: Page, text: string, badges: { product: string; service: string }) {
  await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === text);
  const results = page.getByTestId('search-page-results');
  await results.waitFor();
  const items = results.getByRole('listitem');
  const count = await items.count();
  expect(count).toBeGreaterThan(1);
  await expect(page.getByTestId('search-status').textContent()).resolves.toContain(text);
  expect(await items.filter({ hasText: badges.product }).count()).toBeGreaterThan(0);
  expect(await items.filter({ hasText: badges.service }).count()).toBeGreaterThan(0);
  // Each result opens its own page.
  const hrefs = await results
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs).toHaveLength(count);
  for (const href of hrefs) expect(href).toMatch(/^\/(products|services)\/\d+\/\d+$/);
  // The field at the top holds the search, ready to be refined.
  expect(await page.getByTestId('search-page-input').inputValue()).toBe(text);
}

describe('the search results page', () => {
  it('opens from the top bar with Enter and lists products and services (English)', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/products');
    await page.getByTestId('search-toggle').click();
    const input = page.getByRole('combobox', { name: 'Search products and services' });
    await input.fill('banner');
    await input.press('Enter');
    await expectResults(page, 'banner', { product: 'Product', service: 'Service' });
    expect(await page.getByTestId('search-status').textContent()).toMatch(/^\d+ results for “banner”$/);
    expect(await page.title()).toBe('Search results for “banner” | BannerPrint');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens from the hero’s Search button (English), and a result opens its page', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/home');
    await page.getByTestId('home-search-input').fill('banner');
    await page
      .getByRole('region', { name: 'Find a product or service' })
      .getByRole('button', { name: 'Search' })
      .click();
    await expectResults(page, 'banner', { product: 'Product', service: 'Service' });
    const first = page.getByTestId('search-page-results').getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/(products|services)\/\d+\/\d+$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens from the hero’s Search button in Arabic, and finds Arabic words in either language’s texts', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar' });
    await page.goto('/home');
    await page.getByTestId('home-search-input').fill('لافتة');
    await page
      .getByRole('region', { name: 'ابحث عن منتج أو خدمة' })
      .getByRole('button', { name: 'بحث' })
      .click();
    await expectResults(page, 'لافتة', { product: 'منتج', service: 'خدمة' });
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    expect(await page.title()).toContain('نتائج البحث عن «لافتة»');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('opens from the row under the bar with Enter at 390 px in Arabic, the only search box there', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    await page.goto('/home');
    // One search box on a phone: the bar's row; the hero's box shows from 640 px.
    await page.getByTestId('search-input').waitFor();
    expect(await page.getByTestId('home-search-input').isVisible()).toBe(false);
    const input = page.getByTestId('search-input');
    await input.fill('banner');
    await input.press('Enter');
    await expectResults(page, 'banner', { product: 'منتج', service: 'خدمة' });
    // The page's own field is the one box on /search too.
    expect(await page.getByTestId('search-input').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  for (const [lang, text, says] of [
    ['en', 'qqxzv', 'No results for “qqxzv”.'],
    ['ar', 'قققزز', 'لا توجد نتائج لـ «قققزز».'],
  ] as const) {
    it(`says so when nothing matches, and offers the catalogue (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang });
      await page.goto(`/search?q=${encodeURIComponent(text)}`);
      await page.getByTestId('search-status').filter({ hasText: says }).waitFor();
      expect(await page.getByTestId('search-page-results').count()).toBe(0);
      expect(await page.locator('main a[href="/products"]').count()).toBe(1);
      expect(await page.locator('main a[href="/services"]').count()).toBe(1);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('shows a retry when the search fails, and the results once it works', async () => {
    const { page, context } = await openPage(browser);
    let fail = true;
    await page.route(/\/api\/search\?/, async (route) => {
      if (fail) await route.fulfill({ status: 503, json: { status: false, message: 'down' } });
      else await route.continue();
    });
    await page.goto('/search?q=banner');
    const alert = page.getByRole('alert').filter({ hasText: 'Search is not available right now.' });
    await alert.waitFor({ timeout: 15_000 });
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByTestId('search-page-results').waitFor();
    await context.close();
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`has no serious accessibility violations (axe, WCAG 2.1 AA) in ${lang}`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang });
      for (const url of ['/search?q=banner', '/search?q=qqxzv', '/search']) {
        await page.goto(url);
        await page.locator('main h1').waitFor();
        await page.waitForLoadState('networkidle');
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the top bar', () => {
  it('keeps Products highlighted on a category and a product page, with aria-current', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await page.goto('/products');
    await nav.getByRole('link', { name: 'Products' }).waitFor();
    expect(await nav.getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    for (const url of [
      `/products/${product.category_id}`,
      `/products/${product.category_id}/${product.id}`,
    ]) {
      await page.goto(url);
      await page.locator('main h1').waitFor();
      const current = await nav
        .locator('a[aria-current]')
        .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('aria-current')]));
      expect(current, url).toEqual([['Products', 'true']]);
    }
    // "Offers" is named for what it opens.
    expect(await nav.getByRole('link', { name: 'Price match' }).getAttribute('href')).toBe('/PriceMatch');
    expect(await nav.getByRole('link', { name: 'Offers' }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('tap targets at 390 px', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`footer and breadcrumb links are at least 24 × 24 px (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width: 390, height: 844 });
      await page.goto(`/products/${product.category_id}/${product.id}`);
      await page.locator('main h1').waitFor();
      const breadcrumb = page.locator('main nav ol a');
      await breadcrumb.first().waitFor();
      const sizes = async (selector: string) =>
        page.locator(selector).evaluateAll((links) =>
          links.map((a) => {
            const box = a.getBoundingClientRect();
            return {
              text: a.textContent?.trim(),
              width: Math.round(box.width),
              height: Math.round(box.height),
            };
          }),
        );
      const links = [...(await sizes('main nav ol a')), ...(await sizes('footer a'))];
      expect(links.length).toBeGreaterThan(10);
      const small = links.filter((link) => link.width < 24 || link.height < 24);
      expect(small).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
