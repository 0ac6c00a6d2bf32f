import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

type ApiOption = { id: number; name: string; production_days_saved: number; childrens: ApiOption[] };
type ApiProduct = {
  id: number;
  category_id: number;
  title: string;
  weldable: boolean;
  sections: { id: number; name: string; required: boolean; options: ApiOption[] }[];
};

let browser: Browser;
/** The demo PVC banner: an express option and a three-level option path, found through the API. */
let product: { url: string; expressId: number; standardId: number; deepPath: [number, number, number] };

async function apiGet<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url);
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

function deepPath(p: ApiProduct): [number, number, number] | null {
  for (const section of p.sections) {
    for (const top of section.options) {
      for (const mid of top.childrens) {
        const leaf = mid.childrens.at(-1);
        if (leaf) return [top.id, mid.id, leaf.id];
      }
    }
  }
  return null;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await apiGet<{ id: number }[]>(page, '/api/categories?owner_type=2');
  search: for (const category of categories) {
    const detail = await apiGet<{ products: { id: number }[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const p = await apiGet<ApiProduct>(page, `/api/products/${card.id}`);
      const speed = p.sections.find((s) => s.options.some((o) => o.production_days_saved > 0));
      const path = deepPath(p);
      if (p.weldable && speed && path) {
        product = {
          url: `/products/${p.category_id}/${p.id}`,
          expressId: speed.options.find((o) => o.production_days_saved > 0)!.id,
          standardId: speed.options.find((o) => o.production_days_saved === 0)!.id,
          deepPath: path,
        };
        break search;
      }
    }
  }
  await context.close();
  expect(product).toBeDefined();
});
afterAll(() => browser?.close());

const confirmed = (page: Page) =>
  page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();
const option = (page: Page, id: number) => page.locator(`input[data-option-id="${id}"]`);

async function choosePath(page: Page, ids: readonly number[]) {
  for (const id of ids) await option(page, id).check();
}

/** True when the element's whole box is on screen. */
async function inViewport(page: Page, testId: string) {
  const box = await page.getByTestId(testId).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box, testId).not.toBeNull();
  return box!.y >= 0 && box!.y + box!.height <= viewport.height + 0.5 && box!.height > 0;
}

describe('product page summary', () => {
  it.each([
    // Desktop: the summary's key facts stick in view (the column itself does not scroll, issue 27).
    ['en', 1280, 800, 'summary-key-facts'],
    ['ar', 1280, 800, 'summary-key-facts'],
    ['en', 390, 844, 'summary-bar'],
    ['ar', 390, 844, 'summary-bar'],
  ] as const)(
    '%s at %i px: the summary stays in view while scrolling the options',
    async (lang, width, height, testId) => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width, height });
      await page.goto(product.url);
      await confirmed(page);
      // The last option of the page, at the bottom of the option list.
      const last = page.locator('input[data-option-id]').last();
      await last.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, 200));
      expect(await inViewport(page, testId)).toBe(true);
      expect(await page.getByTestId(testId).getByTestId('add-to-cart').isVisible()).toBe(true);
      if (width < 1024) {
        // The bar shows the total with and without IVA.
        expect(await page.getByTestId('bar-total').textContent()).toContain('€');
        // At the very end the bar has settled above the footer: the footer's last link is not covered.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const lastLink = page.locator('footer a').last();
        const covered = await lastLink.evaluate((link) => {
          const rect = link.getBoundingClientRect();
          const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
          return !(hit && (hit === link || link.contains(hit)));
        });
        expect(covered).toBe(false);
      }
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
  );

  it('moves the "delivered by" date earlier with Express production', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(product.url);
    await confirmed(page);
    const date = page.getByTestId('delivery-date');
    await option(page, product.standardId).check();
    const standard = await date.getAttribute('data-date');
    expect(await page.getByTestId('delivery-date-block').textContent()).toContain('Delivered by');
    await option(page, product.expressId).check();
    await expect.poll(() => date.getAttribute('data-date')).not.toBe(standard);
    const express = await date.getAttribute('data-date');
    expect(express! < standard!).toBe(true);
    // The delivery price and the gap to free delivery come from the server's estimate.
    await page.getByTestId('shipping-price').waitFor();
    expect(await page.getByTestId('free-delivery-gap').textContent()).toMatch(/€/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('hydrates the date the server computed when the browser is a week ahead, then shows the browser’s', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const html = await (await page.request.get(product.url)).text();
    const serverDate = /data-testid="delivery-date" data-date="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
    expect(serverDate).toBeDefined();
    // A page rendered (or cached) before the 13:00 cutoff or midnight and hydrated after it:
    // hydration must see the server's date (a mismatch is a console error), then move on.
    await page.clock.setFixedTime(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
    await page.goto(product.url);
    await confirmed(page);
    const date = page.getByTestId('delivery-date');
    await expect.poll(() => date.getAttribute('data-date')).not.toBe(serverDate);
    expect((await date.getAttribute('data-date'))! > serverDate!).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('lists each chosen option once, with what it adds', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto(product.url);
    await confirmed(page);
    await choosePath(page, product.deepPath);
    await confirmed(page);
    const lines = await page.getByTestId('summary-option').allTextContents();
    expect(new Set(lines).size).toBe(lines.length);
    const leafName = await option(page, product.deepPath[2])
      .locator('xpath=..')
      .locator('span.font-semibold')
      .first()
      .textContent();
    expect(lines.filter((line) => line.includes(leafName!))).toHaveLength(1);
    const topName = await option(page, product.deepPath[0])
      .locator('xpath=..')
      .locator('span.font-semibold')
      .first()
      .textContent();
    expect(lines.filter((line) => line.includes(topName!))).toHaveLength(1);
    expect(lines.find((line) => line.includes(leafName!))).toMatch(/\+€|included/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('keeping a configuration', () => {
  async function configure(page: Page) {
    await page.goto(product.url);
    await confirmed(page);
    await option(page, product.expressId).check();
    await choosePath(page, product.deepPath);
    await page.getByTestId('size-width').fill('250');
    await page.getByTestId('quantity').fill('7');
    await page.waitForURL((u) => u.searchParams.get('w') === '250' && u.searchParams.get('q') === '7');
  }

  async function expectSameChoices(page: Page) {
    await confirmed(page);
    expect(await page.getByTestId('size-width').inputValue()).toBe('250');
    expect(await page.getByTestId('quantity').inputValue()).toBe('7');
    expect(await option(page, product.expressId).isChecked()).toBe(true);
    for (const id of product.deepPath) expect(await option(page, id).isChecked()).toBe(true);
  }

  it('copies a link that opens the same configuration', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: inject('baseUrl') });
    await configure(page);
    await page.getByTestId('copy-link').click();
    await page.getByTestId('copy-status').getByText('Link copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(new URL(copied).searchParams.get('w')).toBe('250');

    const other = await context.newPage();
    await other.goto(copied);
    await expectSameChoices(other);
    expect(await other.getByTestId('summary-total').textContent()).toBe(
      await page.getByTestId('summary-total').textContent(),
    );
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('survives the login detour', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await configure(page);
    await page.getByTestId('add-to-cart').click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByLabel('E-mail address').fill(inject('staffEmail'));
    await page.getByLabel('Password', { exact: true }).fill(inject('staffPassword'));
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((u) => u.pathname === product.url);
    await expectSameChoices(page);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('downloads a PDF quote of the configuration', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar' });
    await configure(page);
    const href = await page.getByTestId('download-quote').getAttribute('href');
    expect(href).toContain('width=250');
    expect(href).toContain('lang=ar');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-quote').click(),
    ]);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('product page accessibility', () => {
  it.each([
    ['en', 1280],
    ['ar', 390],
  ] as const)('%s at %i px has no axe violations', async (lang, width) => {
    const { page, context, consoleErrors } = await openPage(browser, { lang, width, height: 900 });
    await page.goto(product.url);
    await confirmed(page);
    await page.getByTestId('shipping-price').waitFor();
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
