import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Each policy page and facts from docs/product.md#screens-and-routes and docs/product.md#policies
 * it must state.
 */
const PAGES = [
  {
    path: '/PrivacyPolicy',
    title: 'Privacy and Cookies Policy',
    arTitle: 'سياسة الخصوصية وملفات تعريف الارتباط',
    facts: [
      'Effective March 29, 2023',
      'Cookies and local storage',
      'Agencia Española de Protección de Datos',
    ],
  },
  {
    path: '/ShippingPolicy',
    title: 'Delivery Policy',
    arTitle: 'سياسة التوصيل',
    facts: [
      'normally 5–6 working days',
      'Vinyl, static cling and window graphics: 2–3 working days',
      'sped up by 1 day',
      'Express banners: about 2 working days',
      'after 1 pm',
      'The courier tries to deliver 2 times',
      'collect it from there',
      'free on most orders over €250 excluding VAT within mainland Spain',
      'Pavement Signs',
    ],
  },
  {
    path: '/Terms',
    title: 'Returns Policy',
    arTitle: 'سياسة الإرجاع',
    facts: [
      'within seven working days',
      'starts on the day after',
      'Custom or personalised goods',
      'within 30 days of your cancellation',
    ],
  },
  {
    path: '/TermsConditions',
    title: 'Terms of Sale',
    arTitle: 'شروط البيع',
    facts: ['Prices are in euros and exclude VAT', 'governed by Spanish law'],
  },
  {
    path: '/PriceMatch',
    title: 'Price Match Promise',
    arTitle: 'ضمان مطابقة السعر',
    facts: [
      'by e-mail at',
      'or call us on',
      'Online purchases only',
      'An identical new product',
      'The competitor is based in Spain',
      'in stock at the competitor, with the same delivery time',
      'resellers',
      'Auction sites',
      'Errors in a competitor',
      'vouchers',
      'free gifts',
      'Our decision on every price match claim is final',
      'withdraw this promise at any time',
    ],
  },
] as const;

describe('policy pages', () => {
  it.each(PAGES)('$path states its key facts, with anchored headings', async ({ path, title, facts }) => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.title()).toContain(title);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const fact of facts) expect(text).toContain(fact);
    const headings = page.locator('main article section > h2[id]');
    expect(await headings.count()).toBeGreaterThan(2);
    const id = await headings.nth(1).getAttribute('id');
    await page.locator(`nav a[href="#${id}"]`).first().click();
    await page.waitForURL(`**${path}#${id}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(PAGES)('$path has an Arabic version', async ({ path, arTitle }) => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: arTitle }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    await context.close();
  });

  it('renders the delivery rates from the shipping data', async () => {
    const { page, context } = await openPage(browser);
    const rates = (await (await page.request.get('/api/shipping/rates')).json()) as {
      data: { regions: { name: string; quoteAvailable: boolean }[] };
    };
    await page.goto('/ShippingPolicy');
    const table = page.getByTestId('shipping-rates').locator('table');
    await table.waitFor();
    expect(await table.locator('tbody tr').count()).toBe(rates.data.regions.length);
    const mainland = table.locator('tbody tr', { hasText: 'Mainland Spain' });
    expect(await mainland.innerText()).toMatch(/€18\.50[\s\S]*€26\.50[\s\S]*€250/);
    await table.getByText('No online quote', { exact: false }).waitFor();
    await context.close();
  });

  it('shows the rates as cards at 390 px and prints without header or footer', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844, lang: 'ar' });
    await page.goto('/ShippingPolicy');
    const cards = page.getByTestId('shipping-rates').getByRole('listitem');
    await cards.first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.locator('footer').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    await context.close();
  });
});
