import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIResponse, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom, parseMail } from '../apps/api/src/test/mail';
import { approveProofs } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 13 for resellers: pay with blind shipping and an own delivery note, the customer sees
 * both on the tracking page, staff see both and download the packing list, and "Order again"
 * puts the line back at today's price. The journeys run in English and Arabic; each screen is
 * also checked with axe in Spanish by switching the language on the same page.
 */
type Lang = 'en' | 'ar' | 'es';
const PASSWORD = 'a good long password';
const NOTE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let staff: { token: string; id: number };
let banner: { categoryId: number; id: number };

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function data<T>(response: APIResponse, what: string): Promise<T> {
  expect(response.status(), `${what}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

async function waitForMail(to: string) {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() - started > 15_000) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function newCustomer(page: Page, tag: string) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const api = page.request;
  const register = await api.post('/api/register', {
    data: {
      name: 'Reseller Rosa',
      email,
      phone: '+34 600 123 456',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(register.status()).toBe(200);
  const otp = codeFrom(await waitForMail(email));
  expect((await api.post('/api/verify-otp', { data: { email, otp } })).status()).toBe(200);
  return data<{ token: string; id: number }>(
    await api.post('/api/login', { data: { email, password: PASSWORD } }),
    'login',
  );
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The header's language switch, as a visitor uses it: the page keeps its state, its words change. */
async function switchLanguage(page: Page, lang: Lang) {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-option-${lang}`).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, lang);
  // The localised data is refetched after the switch: check the settled page.
  await page.waitForFunction(() => document.querySelector('[aria-busy="true"]') === null);
}

/** Axe in the journey's language, then in each of `others` on the same page, and back. */
async function expectNoSeriousViolationsIn(page: Page, where: string, lang: Lang, others: readonly Lang[]) {
  await expectNoSeriousViolations(page, `${where} ${lang}`);
  for (const other of others) {
    await switchLanguage(page, other);
    await expectNoSeriousViolations(page, `${where} ${other}`);
  }
  if (others.length > 0) await switchLanguage(page, lang);
}

const TEXT = {
  en: {
    blind: 'Ship without our branding',
    note: 'Your own delivery note (PDF, optional)',
    number: 'Card number',
    month: 'Expiry month (MM)',
    year: 'Expiry year (YYYY)',
    cvc: 'CVC',
    blindYes: 'Yes — no shop branding on the parcel',
    packingList: 'Packing list',
    orderAgain: /^Order P\d+ again$/,
    higher: 'higher',
    trackBlindYes: 'Yes',
  },
  ar: {
    blind: 'الشحن بدون علامتنا التجارية',
    note: 'إشعار التسليم الخاص بك (PDF، اختياري)',
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء (MM)',
    year: 'سنة الانتهاء (YYYY)',
    cvc: 'رمز التحقق (CVC)',
    blindYes: 'نعم — بدون علامة المتجر على الطرد',
    packingList: 'قائمة التعبئة',
    orderAgain: /^اطلب P\d+ مرة أخرى$/,
    higher: 'أعلى',
    trackBlindYes: 'نعم',
  },
} as const;

/** Spanish is checked with axe on every screen, within the English journey (no third journey). */
const ALSO_CHECKED: Record<'en' | 'ar', readonly Lang[]> = { en: ['es'], ar: [] };

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  staff = await data(
    await page.request.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    }),
    'staff login',
  );
  for (const category of await data<{ id: number }[]>(
    await page.request.get('/api/categories?owner_type=2'),
    'cats',
  )) {
    const detail = await data<{ products: { id: number }[] }>(
      await page.request.get(`/api/categories/${category.id}`),
      'cat',
    );
    for (const card of detail.products) {
      const product = await data<{ title: string; weldable: boolean }>(
        await page.request.get(`/api/products/${card.id}`),
        'p',
      );
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
    }
  }
  await context.close();
  expect(banner).toBeDefined();
});
afterAll(() => browser?.close());

describe('trade orders in the browser', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
    it(`pays with blind shipping and a delivery note; customer and staff see both; packing list; Order again re-prices (${lang})`, async () => {
      const words = TEXT[lang];
      const others = ALSO_CHECKED[lang];
      const { page, context, consoleErrors } = await openPage(browser, { lang });
      const user = await newCustomer(page, `trade-${lang}`);
      await signInContext(context, user);
      await data(
        await page.request.post('/api/addresses', {
          headers: auth(user.token),
          data: {
            type: 2,
            label: 'End customer',
            contact_name: 'Marta Final',
            street: 'Calle Luna 3',
            postcode: '28001',
            city: 'Madrid',
            country: 'ES',
            phone: '+34 600 000 002',
          },
        }),
        'address',
      );

      // The product page puts a banner in the cart; the payment page offers the reseller options.
      await page.goto(`/products/${banner.categoryId}/${banner.id}`);
      await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
      await page.getByTestId('add-to-cart').click();
      await page.getByTestId('cart-notice').waitFor();
      await page.goto('/payment');
      await page.getByTestId('destination-from-address').waitFor();
      await page.getByLabel(words.blind).check();
      await page
        .getByLabel(words.note)
        .setInputFiles({ name: 'albaran.pdf', mimeType: 'application/pdf', buffer: NOTE_PDF });
      await expectNoSeriousViolationsIn(page, 'payment', lang, others);
      // The choices survived the language switch.
      expect(await page.getByLabel(words.blind).isChecked()).toBe(true);
      await page.getByLabel(words.number).pressSequentially('4242424242424242');
      await page.getByLabel(words.month).fill('12');
      await page.getByLabel(words.year).fill(String(new Date().getFullYear() + 3));
      await page.getByLabel(words.cvc).fill('123');
      await page.getByTestId('pay-now').click();
      await page.waitForURL('**/currentProducts');
      await page.getByTestId('paid-notice').waitFor();
      const [order] = await data<{ id: number; code: string }[]>(
        await page.request.get('/api/product/orders?status=1', { headers: auth(user.token) }),
        'own orders',
      );
      expect(order).toBeDefined();

      // The customer's tracking page says blind shipping and names the note, which downloads again.
      await page.getByTestId('order-card').first().getByRole('link').click();
      await page.waitForURL(`**/trackOrder/*/${order!.code.slice(1)}`);
      await page.getByTestId('track-code').waitFor();
      expect(await page.getByTestId('track-blind').textContent()).toBe(words.trackBlindYes);
      const note = page.getByTestId('track-delivery-note');
      expect(await note.textContent()).toContain('albaran.pdf');
      const [noteDownload] = await Promise.all([
        page.waitForEvent('download'),
        note.getByRole('button').click(),
      ]);
      expect(noteDownload.suggestedFilename()).toBe('albaran.pdf');
      expect(fs.readFileSync((await noteDownload.path()) as string)).toEqual(NOTE_PDF);
      await expectNoSeriousViolationsIn(page, 'tracking', lang, others);

      // Staff: the order says blind shipping and names the note; the packing list downloads.
      const desk = await openPage(browser, { lang });
      await signInContext(desk.context, staff);
      await desk.page.goto(`/admin/orders/${order!.id}`);
      await desk.page.getByText(words.blindYes).waitFor();
      await desk.page.getByText('albaran.pdf').first().waitFor();
      await expectNoSeriousViolationsIn(desk.page, 'admin order', lang, others);
      const [download] = await Promise.all([
        desk.page.waitForEvent('download'),
        desk.page.getByRole('button', { name: words.packingList }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`packing-list-${order!.code}.pdf`);
      const pdf = fs.readFileSync((await download.path()) as string);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(desk.consoleErrors).toEqual([]);
      await desk.context.close();

      // Delivered, and the banner now costs a euro more per m²: Order again shows the difference.
      // Handing it to the courier (6 → 7) names the carrier and a tracking number (issue 24).
      const [carrier] = await data<{ id: number }[]>(
        await page.request.get('/api/admin/carriers', { headers: auth(staff.token) }),
        'carriers',
      );
      for (let from = 4; from < 8; from++) {
        // Production waits for the approved proofs (docs/product.md#proofs).
        if (from === 5) await approveProofs(page.request, staff.token, order!.id, auth(user.token));
        const dispatch = from === 6 ? { carrier_id: carrier!.id, tracking_numbers: ['TRADE123'] } : {};
        await data(
          await page.request.post(`/api/admin/orders/${order!.id}/advance`, {
            headers: auth(staff.token),
            data: { from, ...dispatch },
          }),
          'advance',
        );
      }
      const product = await data<Record<string, unknown> & { base_price: number }>(
        await page.request.get(`/api/admin/products/${banner.id}`, { headers: auth(staff.token) }),
        'admin product',
      );
      const { id: _id, updated_at: _u, sections: _s, ...body } = product;
      const setPrice = async (price: number) =>
        data(
          await page.request.put(`/api/admin/products/${banner.id}`, {
            headers: auth(staff.token),
            data: { ...body, base_price: price },
          }),
          'price',
        );
      await setPrice(product.base_price + 1);
      try {
        await page.goto('/finishedProducts');
        await page.getByRole('button', { name: words.orderAgain }).click();
        const result = page.getByTestId('reorder-result');
        await result.waitFor();
        expect(await page.getByTestId('reorder-difference').textContent()).toContain(words.higher);
        await expectNoSeriousViolationsIn(page, 'finished orders', lang, others);
        expect(await page.getByTestId('reorder-difference').textContent()).toContain(words.higher);
        const cart = await data<{ name: string }[]>(
          await page.request.get('/api/card', { headers: auth(user.token) }),
          'cart',
        );
        // Only the reordered line: the paid cart was emptied.
        expect(cart).toHaveLength(1);
      } finally {
        await setPrice(product.base_price);
      }
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
