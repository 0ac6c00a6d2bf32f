import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { eurosToCents, formatEuros } from '../packages/shared/src/money';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * The staff back-office at /admin, driven like staff drive it: sign in, edit a product,
 * accept a quote with fees, create a coupon; and axe on every screen in both languages.
 */
const PASSWORD = 'a good long password';
/** A tiny valid PNG (2 × 2 px), as a customer's artwork. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMAAAA4AAR9mJ6UAAAAASUVORK5CYII=',
  'base64',
);

let browser: Browser;
let staff: { token: string; id: number };
/** A product of the demo catalogue with its category, and the options its required sections need. */
let product: {
  id: number;
  categoryId: number;
  options: number[];
  width: number | null;
  height: number | null;
  quantity: number;
};
let serviceId: number;

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, label: string): Promise<T> {
  expect(response.status(), `${label}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

async function waitForMail(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A new, confirmed customer, created through the API. */
async function newCustomer(api: APIRequestContext) {
  const email = `admin-e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  await data(
    await api.post('/api/register', {
      data: {
        name: 'Lucía Martín',
        email,
        phone: '+34 600 111 222',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    }),
    'register',
  );
  const otp = codeFrom(await waitForMail(email));
  await data(await api.post('/api/verify-otp', { data: { email, otp } }), 'verify');
  const session = await data<{ token: string; id: number }>(
    await api.post('/api/login', { data: { email, password: PASSWORD } }),
    'login',
  );
  return { email, ...session };
}

/** A context already signed in (the session cookie and the user id), in a language and width. */
async function signedIn(
  session: { token: string; id: number },
  options: { lang?: 'en' | 'ar'; width?: number } = {},
): Promise<{ context: BrowserContext; page: Page; consoleErrors: string[] }> {
  const opened = await openPage(browser, { lang: options.lang ?? 'en', width: options.width ?? 1280 });
  await signInContext(opened.context, session);
  return opened;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const api = page.request;
  staff = await data(
    await api.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    }),
    'staff login',
  );
  const categories = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=2'),
    'cats',
  );
  const category = categories.find((c) => c.count > 0)!;
  const detail = await data<{ products: { id: number }[] }>(
    await api.get(`/api/categories/${category.id}`),
    'cat',
  );
  const p = await data<{
    id: number;
    sections: { required: boolean; options: { id: number }[] }[];
    def_width: number | null;
    def_height: number | null;
    min_q: number;
  }>(await api.get(`/api/products/${detail.products[0]!.id}`), 'product');
  product = {
    id: p.id,
    categoryId: category.id,
    options: p.sections.filter((s) => s.required).map((s) => s.options[0]!.id),
    width: p.def_width,
    height: p.def_height,
    quantity: p.min_q,
  };
  const serviceCategories = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=1'),
    'svc',
  );
  const services = await data<{ services: { id: number }[] }>(
    await api.get(`/api/categories/${serviceCategories.find((c) => c.count > 0)!.id}`),
    'svc cat',
  );
  serviceId = services.services[0]!.id;
  await context.close();
});
afterAll(() => browser?.close());

const summaryQuery = () => {
  const params = new URLSearchParams({ product_id: String(product.id), quantity: String(product.quantity) });
  if (product.width) params.set('width', String(product.width));
  if (product.height) params.set('height', String(product.height));
  for (const [i, id] of product.options.entries()) params.set(`options[${i}]`, String(id));
  return `/api/summary?${params}`;
};

describe('staff back-office', () => {
  it('guests go to the login page; staff sign in and edit a price and the Arabic name, which the storefront shows', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'en' });
    await page.goto('/admin');
    await page.waitForURL(/\/login\?next=%2Fadmin$/);
    await page.getByLabel('E-mail address').fill(inject('staffEmail'));
    await page.getByLabel('Password', { exact: true }).fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    const before = await data<{ total: number }>(await page.request.get(summaryQuery()), 'summary before');
    await page.goto(`/admin/products/${product.id}`);
    const price = page.getByLabel(/^Price per (m²|item)/);
    await price.waitFor();
    const oldPrice = Number(await price.inputValue());
    const newPrice = Math.round((oldPrice + 3.25) * 100) / 100;
    const arabicName = 'لافتة معدلة من لوحة الإدارة';
    await price.fill(String(newPrice));
    await page.getByLabel('Title (Arabic)', { exact: true }).fill(arabicName);
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/products/${product.id}`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-product').click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
    await context.close();

    // The storefront (Arabic): the product page's title and its price summary follow at once.
    const shop = await openPage(browser, { lang: 'ar' });
    const after = await data<{ total: number }>(await shop.page.request.get(summaryQuery()), 'summary after');
    expect(after.total).toBeGreaterThan(before.total);
    await shop.page.goto(`/products/${product.categoryId}/${product.id}`);
    await shop.page.getByRole('heading', { level: 1, name: arabicName }).waitFor();
    const adminProduct = await data<{ base_price: number }>(
      await shop.page.request.get(`/api/admin/products/${product.id}`, { headers: auth(staff.token) }),
      'admin product',
    );
    expect(adminProduct.base_price).toBe(newPrice);
    await shop.context.close();
    expect(consoleErrors).toEqual([]);
  });

  it("accepts a customer's quote with fees; the customer sees Waiting for payment", async () => {
    const { page: guest, context: guestContext } = await openPage(browser);
    const customer = await newCustomer(guest.request);
    const order = await data<{ id: number; code: string }>(
      await guest.request.post('/api/orders', {
        headers: auth(customer.token),
        multipart: {
          service_id: String(serviceId),
          details: 'A 3 × 1 m banner for our shop front, logo attached.',
          'files[]': { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
        },
      }),
      'quote request',
    );
    await guestContext.close();

    const { page, context, consoleErrors } = await signedIn(staff, { lang: 'en' });
    await page.goto('/admin/quotes');
    await page.getByRole('link', { name: new RegExp(order.code) }).click();
    await page.getByText('logo.png').waitFor();
    await page.getByLabel('Net service fee (€, VAT excluded)').fill('40');
    await page.getByLabel('Message to the customer').fill('Ready in three working days after payment.');
    await page
      .getByText(`The customer will pay ${formatEuros(eurosToCents(40), 'en')} plus`, { exact: false })
      .waitFor();
    const accepted = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/orders/${order.id}/accept`) && r.request().method() === 'POST',
    );
    await page.getByTestId('accept-quote').click();
    expect((await accepted).status()).toBe(200);
    await page.getByText('Choose a request from the queue').waitFor();
    await context.close();
    expect(consoleErrors).toEqual([]);

    const shop = await signedIn(customer, { lang: 'en' });
    const list = await data<{ id: number; status: number; price: number }[]>(
      await shop.page.request.get('/api/orders?status=1', { headers: auth(customer.token) }),
      'customer orders',
    );
    const mine = list.find((o) => o.id === order.id)!;
    expect(mine.status).toBe(3);
    expect(mine.price).toBe(48.4);
    await shop.page.goto('/currentOrders');
    await shop.page.getByText('Waiting for payment').first().waitFor();
    await shop.context.close();
  });

  it('creates a coupon that a customer then applies to the cart', async () => {
    const { page, context, consoleErrors } = await signedIn(staff, { lang: 'ar' });
    const code = `ADMIN${Date.now() % 100000}`;
    await page.goto('/admin/coupons');
    await page.getByRole('button', { name: 'قسيمة جديدة' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('الرمز').fill(code.toLowerCase());
    await dialog.getByLabel('الخصم (٪)').fill('15');
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/admin/coupons') && r.request().method() === 'POST',
    );
    await dialog.getByTestId('save-coupon').click();
    expect((await created).status()).toBeLessThan(300);
    await page.getByRole('cell', { name: code, exact: true }).waitFor();
    await context.close();
    expect(consoleErrors).toEqual([]);

    const { page: guest, context: guestContext } = await openPage(browser);
    const customer = await newCustomer(guest.request);
    await data(
      await guest.request.post('/api/card', {
        headers: auth(customer.token),
        data: {
          product_id: product.id,
          quantity: product.quantity,
          ...(product.width ? { width: product.width, height: product.height } : {}),
          options: product.options,
        },
      }),
      'add to cart',
    );
    const percent = await data<number>(
      await guest.request.get(`/api/coupon?name=${code.toLowerCase()}`, { headers: auth(customer.token) }),
      'apply coupon',
    );
    expect(percent).toBe(15);
    await guestContext.close();
  });
});

describe('accessibility of every /admin screen (axe, WCAG 2.1 A/AA)', () => {
  let ids: { order: number; service: number };
  beforeAll(async () => {
    const { page, context } = await openPage(browser);
    const orders = await data<{ items: { id: number }[] }>(
      await page.request.get('/api/admin/orders?per_page=1', { headers: auth(staff.token) }),
      'orders',
    );
    ids = { order: orders.items[0]?.id ?? 1, service: serviceId };
    await context.close();
  });

  const screens = () => [
    '/admin',
    '/admin/quotes',
    `/admin/quotes/${ids.order}`,
    '/admin/orders',
    `/admin/orders/${ids.order}`,
    '/admin/categories',
    '/admin/services',
    `/admin/services/${ids.service}`,
    '/admin/products',
    `/admin/products/${product.id}`,
    '/admin/products/new',
    '/admin/coupons',
    '/admin/shipping',
    '/admin/messages',
    '/admin/customers',
    '/admin/audit',
  ];

  for (const lang of ['en', 'ar'] as const) {
    for (const width of [1280, 390]) {
      it(`has no serious or critical violations in ${lang} at ${width} px`, async () => {
        const { page, context, consoleErrors } = await signedIn(staff, { lang, width });
        const problems: string[] = [];
        for (const url of screens()) {
          await page.goto(url);
          await page.locator('main h1').first().waitFor();
          await page.waitForLoadState('networkidle');
          await page
            .getByRole('status')
            .filter({ hasText: /…/ })
            .waitFor({ state: 'detached' })
            .catch(() => {});
          expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');
          const result = await new AxeBuilder({ page })
            .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
            .analyze();
          for (const v of result.violations) {
            if (v.impact === 'serious' || v.impact === 'critical') {
              problems.push(`${url} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
            }
          }
        }
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
        await context.close();
      }, 180_000);
    }
  }
});
