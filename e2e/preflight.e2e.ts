/**
 * The product page's preflight (docs/product.md#uploads, decision 050): a picture far under the
 * resolution floor at the ordered size shows a blocker in words, the "print as supplied, I
 * accept the risk" box appears, Add to cart stays off until it is ticked, and the line then
 * reaches the cart with the acceptance. English at 1280 px, Arabic at 390 px, axe on both.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

type Card = { id: number };

let browser: Browser;
let banner: { categoryId: number; id: number };
let dir: string;
let lowPicture: string;

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-preflight-'));
  // 600 × 300 px: at 200 × 100 cm that is 7 dpi, far under the 75 dpi floor.
  lowPicture = path.join(dir, 'low.png');
  await sharp({ create: { width: 600, height: 300, channels: 3, background: '#1d4ed8' } })
    .png()
    .toFile(lowPicture);
  const { page, context } = await openPage(browser);
  const categories = await apiGet<Card[]>(page, '/api/categories?owner_type=2');
  for (const category of categories) {
    const detail = await apiGet<{ products: Card[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const product = await apiGet<{ weldable: boolean; title: string }>(page, `/api/products/${card.id}`);
      if (!banner && product.weldable && product.title.includes('PVC'))
        banner = { categoryId: category.id, id: card.id };
    }
  }
  await context.close();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}

describe('preflight on the product page', () => {
  it.each([
    { lang: 'en' as const, width: 1280, blocker: 'Blocker', accept: 'Print as supplied, I accept the risk' },
    { lang: 'ar' as const, width: 390, blocker: 'مانع', accept: 'اطبعه كما هو، وأتحمّل المخاطرة' },
  ])(
    '$lang at $width px: a blocker, the risk box, Add to cart only once it is ticked',
    async (c) => {
      const { page, context, consoleErrors } = await openPage(browser, { lang: c.lang, width: c.width });
      const customer = await newCustomer(context.request, `preflight-${c.lang}`);
      await signInContext(context, customer);
      await page.goto(`/products/${banner.categoryId}/${banner.id}?w=200&h=100`);
      await page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
      if (c.lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const addToCart = page.getByTestId('add-to-cart');
      expect(await addToCart.isEnabled()).toBe(true);

      await page.getByTestId('artwork-input').setInputFiles(lowPicture);
      const blocker = page.locator('[data-testid="preflight-findings"] li[data-severity="blocker"]');
      await blocker.waitFor();
      // The severity is said in words, not by colour alone, with the figure and what to do.
      expect(await blocker.textContent()).toContain(c.blocker);
      expect(await blocker.textContent()).toMatch(/7/);
      const box = page.getByLabel(c.accept);
      await box.waitFor();
      expect(await addToCart.isDisabled()).toBe(true);
      await expectNoAxeViolations(page);

      // Keyboard: the box is reached and ticked with the space bar.
      await box.focus();
      await page.keyboard.press('Space');
      expect(await box.isChecked()).toBe(true);
      expect(await addToCart.isEnabled()).toBe(true);
      await box.focus();
      await page.keyboard.press('Space');
      expect(await addToCart.isDisabled()).toBe(true);
      await box.check();

      const added = page.waitForResponse(
        (r) => r.url().endsWith('/api/card') && r.request().method() === 'POST',
      );
      await addToCart.click();
      expect((await added).status()).toBe(201);
      const cart = await data<
        { accept_risk: boolean; files: { findings: { code: string; severity: string }[] }[] }[]
      >(await context.request.get('/api/card', { headers: auth(customer.token) }), 'cart');
      expect(cart.at(-1)).toMatchObject({ accept_risk: true });
      expect(cart.at(-1)!.files[0]!.findings[0]).toMatchObject({ code: 'dpiBlocker', severity: 'blocker' });
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    120_000,
  );
});
