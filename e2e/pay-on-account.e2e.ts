import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 25, pay on account: staff grant credit terms on the customer page; a trade customer
 * pays on account at checkout in English (1280 px) and in Arabic (390 px); My invoices shows
 * the due date; staff record the bank transfer and the invoice reads paid. Axe on each screen.
 */
let browser: Browser;
let staff: { token: string; id: number };
type Buyer = { token: string; id: number; email: string };
let english: Buyer;
let arabic: Buyer;

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** A trade customer (company details) with a Spanish address and a banner in the cart. */
async function tradeCustomer(api: APIRequestContext, prefix: string): Promise<Buyer> {
  const customer = await newCustomer(api, prefix);
  await data(
    await api.post('/api/addresses', {
      headers: auth(customer.token),
      data: {
        type: 2,
        label: 'Taller',
        contact_name: 'Lucía Martín',
        street: 'Calle Larios 5',
        postcode: '29005',
        city: 'Málaga',
        country: 'ES',
        phone: '+34 952 000 123',
      },
    }),
    'address',
  );
  await data(
    await api.put(`/api/users/${customer.id}/company`, {
      headers: auth(customer.token),
      data: {
        company_name: 'Rótulos Norte SL',
        tax_id: 'B12345674',
        street: 'Calle Mayor 1',
        postcode: '29001',
        city: 'Málaga',
        country: 'ES',
      },
    }),
    'company',
  );
  const categories = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=2'),
    'categories',
  );
  const detail = await data<{ products: { id: number }[] }>(
    await api.get(`/api/categories/${categories.find((c) => c.count > 0)!.id}`),
    'category',
  );
  const p = await data<{
    id: number;
    sections: { required: boolean; options: { id: number }[] }[];
    def_width: number | null;
    def_height: number | null;
    min_q: number;
  }>(await api.get(`/api/products/${detail.products[0]!.id}`), 'product');
  await data(
    await api.post('/api/card', {
      headers: auth(customer.token),
      data: {
        product_id: p.id,
        quantity: p.min_q,
        ...(p.def_width ? { width: p.def_width, height: p.def_height } : {}),
        options: p.sections.filter((s) => s.required).map((s) => s.options[0]!.id),
      },
    }),
    'add to cart',
  );
  return customer;
}

async function as(user: { token: string; id: number }, lang: Lang, width: number) {
  const opened = await openPage(browser, { lang, width });
  await signInContext(opened.context, user);
  return opened;
}

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
  english = await tradeCustomer(api, 'account-en');
  arabic = await tradeCustomer(api, 'account-ar');
  // The Arabic buyer's terms through the API (the English buyer's through the page below).
  await data(
    await api.put(`/api/admin/customers/${arabic.id}/credit`, {
      headers: auth(staff.token),
      data: { limit: 5000, days: 45 },
    }),
    'terms',
  );
  await context.close();
}, 180_000);
afterAll(() => browser?.close());

describe('pay on account', () => {
  it('staff grant credit terms on the customer page (en 1280)', async () => {
    const { page, context } = await as(staff, 'en', 1280);
    await page.goto(`/admin/customers/${english.id}`);
    const card = page.getByTestId('credit-card');
    await card.getByText('No credit terms: pays by card or Bizum at checkout.').waitFor();
    await card.getByLabel('Credit limit (€)').fill('5000');
    await card.getByLabel('Days to pay').fill('30');
    await card.getByTestId('save-credit').click();
    await card.getByText('Credit terms saved: €5,000.00, invoices due in 30 days.').waitFor();
    await card.getByTestId('credit-open').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 60_000);

  it('a trade customer pays on account in English; My invoices shows the due date (en 1280)', async () => {
    const { page, context, consoleErrors } = await as(english, 'en', 1280);
    await page.goto('/payment');
    // Registration left a free-text default address; the structured workshop one decides delivery.
    await page.getByRole('radio', { name: /Taller/ }).check();
    const choice = page.getByLabel('Pay on account (invoice due in 30 days)');
    await choice.check();
    const hint = page.getByTestId('on-account-hint');
    await hint.waitFor();
    expect(await hint.textContent()).toContain('€5,000.00');
    // No card fields on account.
    expect(await page.getByLabel('Card number').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('pay-now').click();
    await page.waitForURL('**/currentProducts');

    await page.goto('/invoices');
    const section = page.getByTestId('on-account');
    await section.waitFor();
    const text = (await section.textContent()) ?? '';
    expect(text).toMatch(/Due \d{1,2} \w+ \d{4}/);
    expect(text).toMatch(/RF\d{2}P\d+/);
    expect(text).toContain('Open');
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 90_000);

  it('a trade customer pays on account in Arabic, right to left (ar 390)', async () => {
    const { page, context } = await as(arabic, 'ar', 390);
    await page.goto('/payment');
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.getByRole('radio', { name: /Taller/ }).check();
    const choice = page.getByLabel(/الدفع على الحساب/);
    await choice.check();
    await page.getByTestId('on-account-hint').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByTestId('pay-now').click();
    await page.waitForURL('**/currentProducts');
    await page.goto('/invoices');
    const section = page.getByTestId('on-account');
    await section.waitFor();
    expect(await section.textContent()).toContain('تستحق في');
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  }, 90_000);

  it('staff record the bank transfer and the invoice reads paid (en 1280)', async () => {
    const { page, context } = await as(staff, 'en', 1280);
    // The account as the page reads it: a failure here names what the server answered.
    const answer = page.waitForResponse(
      (r) =>
        r.request().method() === 'GET' &&
        new URL(r.url()).pathname === `/api/admin/customers/${english.id}/credit`,
    );
    await page.goto(`/admin/customers/${english.id}`);
    const credit = await answer;
    const body = (await credit.json()) as { data?: { invoices: { owed: number }[] } };
    expect({ status: credit.status(), owed: body.data?.invoices.map((i) => i.owed > 0) }).toEqual({
      status: 200,
      owed: [true],
    });
    const card = page.getByTestId('credit-card');
    await card.getByRole('button', { name: 'Record a transfer' }).click();
    await card.getByLabel('Reference').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByTestId('record-transfer').click();
    await card.getByText(/Transfer of €[\d,.]+ recorded against the invoices\./).waitFor();
    await card.getByText('Paid', { exact: true }).waitFor();
    expect(await card.getByTestId('credit-open').textContent()).toContain('€0.00');
    await context.close();
  }, 60_000);
});
