import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * The delivery promise is the same everywhere (docs/product.md#delivery-estimate): the product
 * page's "order within … to have it dispatched on …", the cart's line and order, the payment
 * page's order, and once paid the order's card and tracking page. And a status has one name:
 * the customer's order list and the tracking page say the same.
 */
type Lang = 'en' | 'ar' | 'es';
const PASSWORD = 'a good long password';

let browser: Browser;
let banner: { categoryId: number; id: number };

async function apiGet<T>(page: Page, url: string, lang: Lang = 'en'): Promise<T> {
  const res = await page.request.get(url, { headers: { lang } });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function waitForMail(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newCustomer(page: Page, tag: string): Promise<{ token: string; id: number; email: string }> {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const register = await page.request.post('/api/register', {
    data: {
      name: 'Marta Ruiz',
      email,
      phone: '+34 600 123 456',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(register.status()).toBe(200);
  const otp = codeFrom(await waitForMail(email));
  expect((await page.request.post('/api/verify-otp', { data: { email, otp } })).status()).toBe(200);
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const { data } = (await login.json()) as { data: { token: string; id: number } };
  return { ...data, email };
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The long date the pages print for a "YYYY-MM-DD" (as lib/format formatDate with the weekday). */
function longDate(date: string, lang: Lang): string {
  // lib/format's numberLocale: British English, Western digits in Arabic.
  const locale = lang === 'en' ? 'en-GB' : lang === 'ar' ? 'ar-u-nu-latn' : lang;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
}

const COUNTDOWN: Record<Lang, RegExp> = {
  en: /^Order within (\d+ h )?\d+ min to have it dispatched on .+\.$/,
  ar: /^اطلب خلال (\d+ س )?\d+ د ليُشحن طلبك يوم .+\.$/,
  es: /^Haz tu pedido en (\d+ h )?\d+ min y lo enviamos el .+\.$/,
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  for (const category of await apiGet<{ id: number }[]>(page, '/api/categories?owner_type=2')) {
    const detail = await apiGet<{ products: { id: number }[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const product = await apiGet<{ title: string; weldable: boolean }>(page, `/api/products/${card.id}`);
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
    }
  }
  await context.close();
  expect(banner).toBeDefined();
});
afterAll(() => browser?.close());

const CASES: { lang: Lang; width: number }[] = [
  { lang: 'en', width: 1280 },
  { lang: 'ar', width: 390 },
  { lang: 'es', width: 1280 },
];

describe('the delivery promise, the same from the product page to the tracking page', () => {
  for (const { lang, width } of CASES) {
    it(`${lang} at ${width} px: product page, cart, payment, order list and tracking agree`, async () => {
      const { page, context } = await openPage(browser, { lang, width, height: 900 });
      const user = await newCustomer(page, `promise-${lang}`);
      await signInContext(context, user);
      const spain = (await apiGet<{ id: number; code: string }[]>(page, '/api/countries', lang)).find(
        (c) => c.code === 'ES',
      )!;
      const added = await page.request.post('/api/addresses', {
        headers: { authorization: `Bearer ${user.token}`, lang },
        data: {
          type: 2,
          label: 'Taller',
          street: 'Calle Larios 5',
          postcode: '29005',
          city: 'Málaga',
          country: 'ES',
          phone: '+34 952 000 123',
        },
      });
      expect(added.status()).toBeLessThan(300);

      // Product page: the countdown sentence is in the server's HTML, with the dispatch date.
      const html = await (await page.request.get(`/products/${banner.categoryId}/${banner.id}`)).text();
      expect(html).toContain('data-testid="dispatch-countdown"');
      await page.goto(`/products/${banner.categoryId}/${banner.id}`);
      await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
      const countdown = page.getByTestId('dispatch-countdown');
      await countdown.waitFor();
      const dispatch = (await countdown.getAttribute('data-date'))!;
      expect(dispatch).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const sentence = (await countdown.textContent())!.trim();
      expect(sentence).toMatch(COUNTDOWN[lang]);
      expect(sentence).toContain(longDate(dispatch, lang));
      await expectNoSeriousViolations(page, `${lang} product`);
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-notice').waitFor();

      // Cart: the line's dispatch date and the order's (its latest line), then the country's dates.
      await page.goto('/cart');
      const lineDispatch = page.getByTestId('line-dispatch');
      await lineDispatch.waitFor();
      expect(await lineDispatch.getAttribute('data-date')).toBe(dispatch);
      expect(await lineDispatch.textContent()).toContain(longDate(dispatch, lang));
      expect(await page.getByTestId('cart-dispatch').getAttribute('data-date')).toBe(dispatch);
      await expectNoSeriousViolations(page, `${lang} cart`);

      // Payment: the order's dispatch and delivered-by dates for Spain.
      await page.goto(`/payment?country=${spain.id}`);
      const paymentLine = page.getByTestId('payment-line-dispatch');
      await paymentLine.waitFor();
      expect(await paymentLine.getAttribute('data-date')).toBe(dispatch);
      const orderDispatch = page.getByTestId('order-dispatch');
      await orderDispatch.waitFor();
      expect(await orderDispatch.getAttribute('data-date')).toBe(dispatch);
      expect(await orderDispatch.textContent()).toBe(longDate(dispatch, lang));
      const deliveredBy = (await page.getByTestId('order-delivered-by').getAttribute('data-date'))!;
      expect(deliveredBy > dispatch).toBe(true);
      await expectNoSeriousViolations(page, `${lang} payment`);

      await page.getByRole('radio', { name: /Taller/ }).waitFor();
      await page.locator('input[autocomplete="cc-number"]').fill('4242 4242 4242 4242');
      await page.locator('input[autocomplete="cc-exp-month"]').fill('12');
      await page.locator('input[autocomplete="cc-exp-year"]').fill(String(new Date().getFullYear() + 3));
      await page.locator('input[autocomplete="cc-csc"]').fill('123');
      await page.getByTestId('pay-now').click();
      await page.waitForURL('**/currentProducts');

      // The order list, then its tracking page: one status name, and the promise kept.
      await page.getByTestId('paid-notice').waitFor();
      const card = page.getByTestId('order-card').first();
      await card.waitFor();
      const code = (await card.getByTestId('order-code').textContent())!.trim();
      const listStatus = (await card.getByTestId('order-status').textContent())!.trim();
      const orders = await page.request.get('/api/product/orders?status=1', { headers: { lang } });
      const paid = (
        (await orders.json()) as { data: { code: string; dispatch_by: string | null }[] }
      ).data.find((o) => o.code === code)!;
      // The promise kept on the order is the one the product page, cart and payment page showed.
      expect(paid.dispatch_by).toBe(dispatch);
      expect(await card.getByTestId('order-card-dispatch').getAttribute('data-date')).toBe(dispatch);
      await card.getByRole('link').click();
      await page.waitForURL(`**/trackOrder/4/${code.slice(1)}`);
      const trackStatus = page.getByTestId('track-status');
      await trackStatus.waitFor();
      expect((await trackStatus.textContent())!.trim()).toBe(listStatus);
      expect(await page.getByTestId('track-dispatch').getAttribute('data-date')).toBe(dispatch);
      expect(await page.getByTestId('track-delivered-by').getAttribute('data-date')).toBe(deliveredBy);
      await expectNoSeriousViolations(page, `${lang} tracking`);
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await context.close();
    });
  }
});
