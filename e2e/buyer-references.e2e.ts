import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 27, the buyer's references: the line label set on the product page and the
 * purchase-order number typed at checkout reach the tracking page, the invoice PDF and the
 * back-office, where staff find the order by its PO number. English at 1280 px (the whole
 * journey through the pages), Arabic at 390 px (PO typed at checkout, Latin references
 * isolated on a right-to-left page), Spanish at 1280 px (a service quote paid with a PO number).
 */
type Lang = 'en' | 'ar' | 'es';

let browser: Browser;
let staff: { token: string; id: number };
let banner: { categoryId: number; id: number };
let serviceId: number;

const TEXT = {
  en: {
    po: 'Your purchase-order number (optional)',
    number: 'Card number',
    month: 'Expiry month (MM)',
    year: 'Expiry year (YYYY)',
    cvc: 'CVC',
    payNow: 'Pay now',
  },
  ar: {
    po: 'رقم أمر الشراء الخاص بك (اختياري)',
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء (MM)',
    year: 'سنة الانتهاء (YYYY)',
    cvc: 'رمز التحقق (CVC)',
  },
  es: {
    po: 'Tu número de pedido de compra (opcional)',
    number: 'Número de tarjeta',
    month: 'Mes de caducidad (MM)',
    year: 'Año de caducidad (AAAA)',
    cvc: 'CVC',
  },
} as const;

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A structured Spanish address (a cart is paid only to one with a country). */
async function structuredAddress(api: APIRequestContext, token: string) {
  await data(
    await api.post('/api/addresses', {
      headers: auth(token),
      data: {
        type: 2,
        label: 'Almacén',
        contact_name: 'Marta Final',
        street: 'Calle Luna 3',
        postcode: '28001',
        city: 'Madrid',
        country: 'ES',
        phone: '+34 600 000 002',
        is_default: true,
      },
    }),
    'address',
  );
}

type CardWords = { number: string; month: string; year: string; cvc: string };

async function fillCard(page: Page, lang: Lang, words: CardWords = TEXT[lang]) {
  await page.getByLabel(words.number).pressSequentially('4242424242424242');
  await page.getByLabel(words.month, { exact: true }).fill('12');
  await page.getByLabel(words.year, { exact: true }).fill(String(new Date().getFullYear() + 3));
  await page.getByLabel(words.cvc).fill('123');
}

/** The text of a downloaded PDF, every page, without the bidi isolates the writer adds. */
async function pdfText(file: string): Promise<string> {
  const pdf = fs.readFileSync(file);
  expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= document.numPages; n++) {
    const content = await (await document.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await document.destroy();
  return pages
    .join('\n')
    .replace(/[\u2066-\u2069\u200d]/g, '')
    .replace(/\s+/g, ' ');
}

async function downloadedText(page: Page, button: Locator): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return pdfText((await download.path()) as string);
}

/** How the element isolates its text: a <bdi> or dir="auto", and the direction it computes. */
async function isolation(element: Locator) {
  return element.evaluate((node) => ({
    tag: node.tagName.toLowerCase(),
    dir: node.getAttribute('dir'),
    unicodeBidi: getComputedStyle(node).unicodeBidi,
    direction: getComputedStyle(node).direction,
  }));
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
  for (const category of await data<{ id: number }[]>(
    await api.get('/api/categories?owner_type=2'),
    'cats',
  )) {
    const detail = await data<{ products: { id: number }[] }>(
      await api.get(`/api/categories/${category.id}`),
      'cat',
    );
    for (const card of detail.products) {
      const product = await data<{ title: string; weldable: boolean }>(
        await api.get(`/api/products/${card.id}`),
        'product',
      );
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
    }
  }
  const services = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=1'),
    'services',
  );
  const serviceCategory = await data<{ services: { id: number }[] }>(
    await api.get(`/api/categories/${services.find((c) => c.count > 0)!.id}`),
    'service category',
  );
  serviceId = serviceCategory.services[0]!.id;
  await context.close();
  expect(banner).toBeDefined();
});
afterAll(() => browser?.close());

describe('the buyer’s references in the browser', () => {
  it('English, 1280 px: label on the product page, PO at checkout, both on tracking, the invoice and the back-office', async () => {
    const label = 'Lobby wall north';
    const po = `PO-${Date.now() % 1_000_000}/EN`;
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'en' });
    const user = await newCustomer(page.request, 'refs-en');
    await structuredAddress(page.request, user.token);
    await signInContext(context, user);

    await page.goto(`/products/${banner.categoryId}/${banner.id}`);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    await page.getByTestId('line-label').fill(label);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-notice').waitFor();

    await page.goto('/payment');
    await page.getByTestId('destination-from-address').waitFor();
    const poInput = page.getByLabel(TEXT.en.po);
    expect(await poInput.getAttribute('dir')).toBe('auto');
    // 36 characters: said before paying, and the payment waits.
    await poInput.fill('X'.repeat(36));
    await page.getByTestId('po-number').getByRole('alert').waitFor();
    await poInput.fill(`  ${po} `);
    await fillCard(page, 'en');
    expect(await page.getByTestId('po-number').getByRole('alert').count()).toBe(0);
    await expectNoSeriousViolations(page, 'payment en');
    await page.getByTestId('pay-now').click();
    await page.waitForURL('**/currentProducts');
    await page.getByTestId('paid-notice').waitFor();

    // The order's card says both too.
    const orderCard = page.getByTestId('order-card').first();
    expect(await orderCard.getByTestId('order-card-po').textContent()).toBe(po);
    expect(await orderCard.getByTestId('order-card-label').textContent()).toBe(label);
    await expectNoSeriousViolations(page, 'current products en');
    await orderCard.getByRole('link').click();
    await page.getByTestId('track-code').waitFor();
    const code = (await page.getByTestId('track-code').textContent())!.trim();
    expect(await page.getByTestId('track-po').textContent()).toBe(po);
    expect(await page.getByTestId('track-line-label').textContent()).toBe(label);
    await expectNoSeriousViolations(page, 'tracking en');
    const invoice = await downloadedText(page, page.getByTestId('invoice-download'));
    expect(invoice).toContain(`Your PO number: ${po}`);
    expect(invoice).toContain(`Your label: ${label}`);
    expect(invoice).toContain(code);

    // Staff find the order by its PO number, see it in the list's column and the label on the order.
    const desk = await openPage(browser, { lang: 'en' });
    await signInContext(desk.context, staff);
    await desk.page.goto('/admin/orders');
    await desk.page.getByRole('searchbox').fill(po.slice(3));
    const row = desk.page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    // The list dims while it reads the search's answer: check the settled rows.
    // The search is debounced: other orders may still be listed for a moment before it applies.
    await expect.poll(() => desk.page.getByRole('row').count(), { timeout: 10_000 }).toBe(2);
    await desk.page.waitForFunction(() => document.querySelector('tbody.opacity-60') === null);
    expect(await row.getByTestId('order-po').textContent()).toBe(po);
    await expectNoSeriousViolations(desk.page, 'admin orders en');
    await row.getByRole('link', { name: code }).click();
    await desk.page.getByTestId('order-line-label').waitFor();
    expect(await desk.page.getByTestId('order-line-label').textContent()).toBe(label);
    expect(await desk.page.getByTestId('order-po').textContent()).toBe(po);
    await expectNoSeriousViolations(desk.page, 'admin order en');
    expect(desk.consoleErrors).toEqual([]);
    await desk.context.close();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Arabic, 390 px: the PO typed at checkout and the Latin label are isolated on the tracking page and print on the invoice', async () => {
    const label = 'Shop front A';
    const po = `AR-${Date.now() % 1_000_000}`;
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    const user = await newCustomer(page.request, 'refs-ar');
    await structuredAddress(page.request, user.token);
    await signInContext(context, user);
    await page.goto(`/products/${banner.categoryId}/${banner.id}`);
    await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
    await page.getByTestId('line-label').fill(label);
    await page.getByTestId('add-to-cart').click();
    await page.getByTestId('cart-notice').waitFor();

    await page.goto('/payment');
    await page.getByTestId('destination-from-address').waitFor();
    const poInput = page.getByLabel(TEXT.ar.po);
    await poInput.fill(po);
    // A Latin PO number in an Arabic page's field reads left to right.
    expect(await isolation(poInput)).toMatchObject({ dir: 'auto', direction: 'ltr' });
    await fillCard(page, 'ar');
    await expectNoSeriousViolations(page, 'payment ar');
    await page.getByTestId('pay-now').click();
    await page.waitForURL('**/currentProducts');

    await page.getByTestId('order-card').first().getByRole('link').click();
    await page.getByTestId('track-code').waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    for (const [id, text] of [
      ['track-po', po],
      ['track-line-label', label],
    ] as const) {
      const element = page.getByTestId(id);
      expect(await element.textContent()).toBe(text);
      // A <bdi>: isolated from the Arabic around it, its own (left-to-right) direction.
      expect(await isolation(element)).toMatchObject({
        tag: 'bdi',
        unicodeBidi: 'isolate',
        direction: 'ltr',
      });
    }
    await expectNoSeriousViolations(page, 'tracking ar');
    const invoice = await downloadedText(page, page.getByTestId('invoice-download'));
    expect(invoice).toContain(po);
    expect(invoice).toContain(label);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Spanish, 1280 px: a service quote paid with a PO number; the tracking page and the invoice show it', async () => {
    const po = `ES-${Date.now() % 1_000_000}`;
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es' });
    const user = await newCustomer(page.request, 'refs-es');
    await signInContext(context, user);
    const quote = await data<{ id: number; code: string }>(
      await page.request.post('/api/orders', {
        headers: auth(user.token),
        multipart: { service_id: String(serviceId), details: 'Un logotipo para la furgoneta.' },
      }),
      'quote',
    );
    await data(
      await page.request.post(`/api/admin/orders/${quote.id}/accept`, {
        headers: auth(staff.token),
        data: { service_fee: 40, tax: 8.4, message: '' },
      }),
      'accept',
    );
    await page.goto(`/waitingForPayment/${quote.id}`);
    await page.getByTestId('pay-fees-form').waitFor();
    const poInput = page.getByLabel(TEXT.es.po);
    expect(await poInput.getAttribute('dir')).toBe('auto');
    await poInput.fill(po);
    // The quote's payment words its card fields its own way.
    await fillCard(page, 'es', {
      number: 'Número de tarjeta',
      month: 'Mes de caducidad',
      year: 'Año de caducidad',
      cvc: 'CVC',
    });
    await expectNoSeriousViolations(page, 'waitingForPayment es');
    await page.getByTestId('pay-fees-form').getByRole('button', { name: 'Pagar ahora' }).click();
    await page.getByTestId('pay-done').waitFor();

    const tracked = await data<{ po_number: string | null; code: string }>(
      await page.request.get(`/api/orders/${quote.id}`, { headers: auth(user.token) }),
      'order',
    );
    expect(tracked.po_number).toBe(po);
    await page.goto(`/trackOrder/4/${quote.code.slice(1)}`);
    await page.getByTestId('track-po').waitFor();
    expect(await page.getByTestId('track-po').textContent()).toBe(po);
    await expectNoSeriousViolations(page, 'tracking es');
    const invoice = await downloadedText(page, page.getByTestId('invoice-download-es'));
    expect(invoice).toContain(`Su n.º de pedido de compra: ${po}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
