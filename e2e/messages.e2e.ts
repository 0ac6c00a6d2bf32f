import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 27, "every message complete and in the customer's language": a signed-in customer who
 * switches the storefront's language gets the next mails in it (the account keeps the choice),
 * with human headings, and in Arabic right to left with the invoice number isolated; the quote
 * PDF of the product page prints "m²" with a font that has the ².
 */
let browser: Browser;
let staff: APIRequestContext;
let staffToken: string;
let serviceId: number;
let banner: { categoryId: number; id: number };

const FSI = '\u2068';
const PDI = '\u2069';

/** The pay form's words (from the locale files the storefront ships). */
const PAY: Record<Lang, { number: string; month: string; year: string; cvc: string; now: string }> = {
  en: { number: 'Card number', month: 'Expiry month', year: 'Expiry year', cvc: 'CVC', now: 'Pay Now' },
  ar: {
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء',
    year: 'سنة الانتهاء',
    cvc: 'رمز التحقق (CVC)',
    now: 'ادفع الآن',
  },
  es: {
    number: 'Número de tarjeta',
    month: 'Mes de caducidad',
    year: 'Año de caducidad',
    cvc: 'CVC',
    now: 'Pagar ahora',
  },
};

/** What each language's mails say: the quote's status heading and the confirmation's subject. */
const MAIL: Record<Lang, { waitingForPayment: string; confirmed: (code: string) => string }> = {
  en: { waitingForPayment: 'Waiting for payment', confirmed: (code) => `Order ${code} confirmed` },
  ar: { waitingForPayment: 'بانتظار الدفع', confirmed: (code) => `تأكيد الطلب ${FSI}${code}${PDI}` },
  es: { waitingForPayment: 'Pendiente de pago', confirmed: (code) => `Pedido ${code} confirmado` },
};

/** Each run: the language switched to, the phone or desktop width, and the language the account starts in. */
const RUNS: { lang: Lang; width: number; from: Lang }[] = [
  { lang: 'en', width: 1280, from: 'es' },
  { lang: 'ar', width: 390, from: 'en' },
  { lang: 'es', width: 1280, from: 'en' },
];

/** A one-page A4 PDF: the preflight reads its page size. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The first mail to `to` that `match` accepts, from the e2e shop's outbox. */
async function waitForMail(to: string, match: (mail: ParsedMail) => boolean, timeoutMs = 20_000) {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()) && match(m));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no matching mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The PDF's text items with the embedded font that draws each (pdf.js, through ToUnicode). */
async function pdfItems(buffer: Buffer): Promise<{ str: string; font: string }[]> {
  const pdf = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const items: { str: string; font: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    await page.getOperatorList(); // loads the fonts, so their names can be read
    for (const item of (await page.getTextContent()).items) {
      if (!('str' in item) || !item.str) continue;
      const font = (page.commonObjs.get(item.fontName) as { name?: string } | undefined)?.name ?? '';
      items.push({ str: item.str, font });
    }
  }
  await pdf.destroy();
  return items;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const staffContext = await browser.newContext({ baseURL: inject('baseUrl') });
  staff = staffContext.request;
  staffToken = (
    await data<{ token: string }>(
      await staff.post('/api/login', {
        data: { email: inject('staffEmail'), password: inject('staffPassword') },
      }),
      'staff login',
    )
  ).token;
  const [design] = await data<{ id: number }[]>(await staff.get('/api/categories?owner_type=1'), 'services');
  const detail = await data<{ services: { id: number }[] }>(
    await staff.get(`/api/categories/${design!.id}`),
    'category',
  );
  serviceId = detail.services[0]!.id;
  for (const category of await data<{ id: number }[]>(
    await staff.get('/api/categories?owner_type=2'),
    'cats',
  )) {
    const products = await data<{ products: { id: number }[] }>(
      await staff.get(`/api/categories/${category.id}`),
      'category',
    );
    for (const card of products.products) {
      const product = await data<{ title: string; weldable: boolean }>(
        await staff.get(`/api/products/${card.id}`),
        'product',
      );
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
    }
  }
  expect(banner).toBeDefined();
}, 60_000);
afterAll(() => browser?.close());

describe('mails follow the language switched to while signed in', () => {
  for (const { lang, width, from } of RUNS) {
    it(`${lang} at ${width} px (the account started in ${from}): the paid quote's confirmation`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang: from, width });
      // Signed up and in while the shop was in `from`: the account's language starts there.
      const customer = await newCustomer(page.request, `messages-${lang}`);
      const order = await data<{ id: number; code: string }>(
        await page.request.post('/api/orders', {
          headers: auth(customer.token),
          multipart: {
            service_id: String(serviceId),
            details: 'Logo for my shop, Acme Prints S.L.',
            'files[]': { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
          },
        }),
        'quote request',
      );
      await data(
        await staff.post(`/api/admin/orders/${order.id}/accept`, {
          headers: { ...auth(staffToken), lang: 'en' },
          data: { service_fee: 100, tax: 21, message: '' },
        }),
        'accept',
      );
      // The quote's mail, before the switch: the account's language then, with a human heading.
      const accepted = await waitForMail(
        customer.email,
        (m) => m.subject.includes(order.code) && m.subject.includes(MAIL[from].waitingForPayment),
      );
      expect(accepted.html).toContain(
        `<h1 style="margin:0 0 16px;font-size:20px">${MAIL[from].waitingForPayment}</h1>`,
      );

      await signInContext(context, customer);
      await page.goto(`/waitingForPayment/${order.id}`);
      await page.getByTestId('pay-fees-form').waitFor();
      // The switch: the page changes at once; the account is told after it, in the background.
      const remembered = page.waitForResponse(
        (r) => r.url().endsWith(`/api/users/${customer.id}`) && r.request().method() === 'PUT',
      );
      await page.getByTestId('language-switch').click();
      await page.getByTestId(`language-option-${lang}`).click();
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      expect((await remembered).status()).toBe(200);
      expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      const words = PAY[lang];
      await page.getByLabel(words.number).fill('4242 4242 4242 4242');
      await page.getByLabel(words.month, { exact: true }).fill('12');
      await page.getByLabel(words.year, { exact: true }).fill(String(new Date().getFullYear() + 3));
      await page.getByLabel(words.cvc).fill('123');
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.now }).click();
      await page.getByTestId('pay-done').waitFor();

      // The confirmation (status mails are "Order S…: status"), in the language switched to,
      // though the quote was asked for in `from`.
      const confirmed = await waitForMail(
        customer.email,
        (m) => m.subject.includes(order.code) && !m.subject.includes(':'),
      );
      expect(confirmed.subject).toBe(MAIL[lang].confirmed(order.code));
      expect(confirmed.html).toContain(`<html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}">`);
      const invoices = await data<{ number: string }[]>(
        await page.request.get('/api/invoices', { headers: auth(customer.token) }),
        'invoices',
      );
      const number = invoices[0]!.number;
      expect(confirmed.text).toContain(number);
      expect(confirmed.text).toMatch(/\/api\/invoices\/\d+\.pdf/);
      expect(confirmed.text).toContain(`/trackOrder/4/${order.code.slice(1)}`);
      if (lang === 'ar') {
        // Isolated, so "2026-000003" never reads "000003-2026" inside the Arabic sentence.
        expect(confirmed.html).toContain(`<bdi>${number}</bdi>`);
        expect(confirmed.text).toContain(`${FSI}${number}${PDI}`);
        expect(confirmed.html).toContain('<bdi>Logo for my shop, Acme Prints S.L.</bdi>');
      } else {
        expect(confirmed.text).not.toMatch(/[\u2066-\u2069]/);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it(`${lang} at ${width} px: the product page's quote PDF prints m² with a font that has the ²`, async () => {
      const { page, context } = await openPage(browser, { lang, width });
      await page.goto(`/products/${banner.categoryId}/${banner.id}`);
      await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
      const link = page.getByTestId('download-quote');
      await link.waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      const file = await download.path();
      const items = await pdfItems(fs.readFileSync(file));
      const squared = items.filter((item) => item.str.includes('²'));
      expect(squared.length).toBeGreaterThan(0);
      // Arabic writes "م²", extracted in visual order.
      expect(items.map((i) => i.str).join('')).toContain(lang === 'ar' ? '²م' : 'm²');
      // Noto Sans Arabic has no ² (a missing-glyph box was drawn); the embedded Noto Sans has.
      for (const item of squared) expect(item.font).toMatch(/\+NotoSans-/);
      await context.close();
    });
  }
});
