import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSharp } from '../apps/api/src/lib/sharp';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 25, a reseller's brand and saved quotes: the brand and its logo set on the profile, the
 * cart saved as a quote with a markup and the end client's name, its PDF under the reseller's
 * brand, and the quote reopened from My quotes. English at 1280 px, Arabic at 390 px.
 */
type Lang = 'en' | 'ar';

let browser: Browser;
let banner: { categoryId: number; id: number };

const TEXT = {
  en: {
    brandName: 'Brand name',
    street: 'Street and number',
    postcode: 'Postcode',
    city: 'City',
    save: 'Save brand',
    clientName: 'End client (optional)',
    markup: 'Markup for your client (%)',
    saveQuote: 'Save quote',
  },
  ar: {
    brandName: 'اسم العلامة التجارية',
    street: 'الشارع والرقم',
    postcode: 'الرمز البريدي',
    city: 'المدينة',
    save: 'حفظ العلامة',
    clientName: 'العميل النهائي (اختياري)',
    markup: 'هامش الربح لعميلك (%)',
    saveQuote: 'حفظ العرض',
  },
} as const;

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
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

async function downloadedPdf(page: Page, link: Locator): Promise<{ text: string; bytes: Buffer }> {
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const file = (await download.path()) as string;
  return { text: await pdfText(file), bytes: fs.readFileSync(file) };
}

/** A one-page A4 PDF: artwork the cart keeps (printed as supplied at another size). */
const ARTWORK_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A banner line with a design file, sent as the product page sends it (multipart). */
async function addBannerWithFile(api: APIRequestContext, token: string, fileName: string) {
  const product = await data<{ sections: { required: boolean; options: { id: number }[] }[] }>(
    await api.get(`/api/products/${banner.id}`),
    'product',
  );
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    product_id: String(banner.id),
    quantity: '1',
    width: '100',
    height: '50',
    accept_risk: 'true',
    'files[0]': { name: fileName, mimeType: 'application/pdf', buffer: ARTWORK_PDF },
  };
  product.sections
    .filter((section) => section.required)
    .forEach((section, index) => {
      multipart[`options[${index}]`] = String(section.options[0]!.id);
    });
  await data(await api.post('/api/card', { headers: auth(token), multipart }), 'add with a file');
}

/** A trade account: company details saved, so the profile offers the brand. */
async function tradeCustomer(api: APIRequestContext, prefix: string) {
  const user = await newCustomer(api, prefix);
  await data(
    await api.put(`/api/users/${user.id}/company`, {
      headers: auth(user.token),
      data: {
        company_name: 'Imprenta Wombat SL',
        tax_id: 'B12345674',
        street: 'Calle Sol 9',
        postcode: '46001',
        city: 'Valencia',
        country: 'ES',
      },
    }),
    'company',
  );
  return user;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const api = page.request;
  for (const category of await data<{ id: number }[]>(
    await api.get('/api/categories?owner_type=2'),
    'cats',
  )) {
    const detail = await data<{ products: { id: number }[] }>(
      await api.get(`/api/categories/${category.id}`),
      'cat',
    );
    for (const card of detail.products) {
      const product = await data<{ title: string }>(await api.get(`/api/products/${card.id}`), 'product');
      if (!banner && product.title.includes('PVC')) banner = { categoryId: category.id, id: card.id };
    }
  }
  await context.close();
  expect(banner).toBeDefined();
});
afterAll(() => browser?.close());

async function journey(lang: Lang, width: number, height: number) {
  const words = TEXT[lang];
  const brandName = lang === 'en' ? 'Wombat Prints' : 'Koala Signs';
  const { page, context, consoleErrors } = await openPage(browser, { lang, width, height });
  const user = await tradeCustomer(page.request, `quotes-${lang}`);
  await signInContext(context, user);

  // The brand on the profile: fields, then the logo (checked and re-encoded by the server).
  await page.goto('/profile');
  const form = page.getByTestId('brand-form');
  await form.waitFor();
  await form.getByLabel(words.brandName).fill(brandName);
  await form.getByLabel(words.street).fill('Calle Río 4');
  await form.getByLabel(words.postcode).fill('41001');
  await form.getByLabel(words.city, { exact: true }).fill('Sevilla');
  await form.getByRole('button', { name: words.save }).click();
  await page.getByTestId('brand-logo-input').waitFor();
  await expect.poll(() => page.getByTestId('brand-logo-input').isEnabled(), { timeout: 15_000 }).toBe(true);
  const sharp = await loadSharp();
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: '#0b6e4f' } })
    .png()
    .toBuffer();
  await page
    .getByTestId('brand-logo-input')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
  await page.getByTestId('brand-logo-preview').waitFor({ timeout: 30_000 });
  expect(await page.getByTestId('brand-logo-preview').evaluate((img: HTMLImageElement) => img.complete)).toBe(
    true,
  );
  await expectNoSeriousViolations(page, `profile ${lang}`);
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(width);

  // A configured product in the cart, saved as a quote with a markup and the end client.
  await page.goto(`/products/${banner.categoryId}/${banner.id}`);
  await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
  await page.getByTestId('add-to-cart').click();
  await page.getByTestId('cart-notice').waitFor();
  // And a line with its design file, which the quote keeps.
  const fileName = `${lang}-koala-artwork.pdf`;
  await addBannerWithFile(page.request, user.token, fileName);
  await page.goto('/cart');
  await page.getByTestId('save-quote').click();
  const dialog = page.getByTestId('save-quote-dialog');
  await dialog.waitFor();
  await dialog.getByLabel(words.clientName).fill('Bar Koala');
  await dialog.getByLabel(words.markup).fill('20');
  await expectNoSeriousViolations(page, `save quote ${lang}`);
  await dialog.getByRole('button', { name: words.saveQuote }).click();
  await dialog.getByTestId('quote-saved').waitFor({ timeout: 30_000 });
  const saved = (await dialog.getByTestId('quote-saved').textContent()) ?? '';
  const number = /Q-\d{6}-\d{4}/.exec(saved)?.[0];
  expect(number).toBeDefined();
  const pdf = await downloadedPdf(page, dialog.getByTestId('saved-quote-pdf'));
  expect(pdf.text).toContain(brandName);
  expect(pdf.text).toContain('Bar Koala');
  expect(pdf.text).toContain(number!);
  expect(pdf.bytes.includes('/Subtype /Image')).toBe(true);
  await page.keyboard.press('Escape');

  // My quotes: the quote listed, reopened into the cart at its prices.
  await page.goto('/quotes');
  const row = page.locator(`[data-testid="saved-quote"][data-number="${number}"]`);
  await row.waitFor();
  expect(await row.getByTestId('saved-quote-files').textContent()).toContain(fileName);
  await expectNoSeriousViolations(page, `my quotes ${lang}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await row.getByTestId('saved-quote-reopen').click();
  await page.getByRole('status').filter({ hasText: number! }).waitFor({ timeout: 15_000 });
  const cart = await data<{ quote_id: number | null; files: { name: string }[] }[]>(
    await page.request.get('/api/card', { headers: auth(user.token) }),
    'cart',
  );
  expect(cart.some((line) => line.quote_id !== null)).toBe(true);
  // The reopened line carries its own copy of the quote's file.
  expect(
    cart.filter((line) => line.quote_id !== null).flatMap((line) => line.files.map((file) => file.name)),
  ).toEqual([fileName]);
  expect(consoleErrors).toEqual([]);
  await context.close();
}

describe('a reseller’s brand and saved quotes in the browser', () => {
  it('English, 1280 px: brand with logo, save a quote, its PDF under the brand, reopen', async () => {
    await journey('en', 1280, 800);
  });

  it('Arabic, 390 px: the same journey right to left', async () => {
    await journey('ar', 390, 844);
  });
});
