import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

/**
 * Issue 27, the storefront's part: the cart's coupon before a country, a nested option listed
 * once, the product page's order and key facts, confirmations, the company form's tax ID and
 * Arabic form fields. English at 1280 px, Arabic at 390 px, Spanish at 1280 px.
 */
let browser: Browser;
/** The demo PVC banner (weldable, with three-level eyelet options). */
let banner: { url: string; maxWidth: number; eyelets: [number, number, number] };

type ApiOption = { id: number; name: string; childrens: ApiOption[] };

async function apiData<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { lang: 'en' } });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await apiData<{ id: number; name: string }[]>(page, '/api/categories?owner_type=2');
  const banners = categories.find((c) => c.name === 'Banners')!;
  const detail = await apiData<{ products: { id: number; name: string }[] }>(
    page,
    `/api/categories/${banners.id}`,
  );
  const card = detail.products.find((p) => p.name === 'PVC Banner 510 g')!;
  const product = await apiData<{
    max_width: number;
    sections: { name: string; options: ApiOption[] }[];
  }>(page, `/api/products/${card.id}`);
  const eyelets = product.sections.flatMap((s) => s.options).find((o) => o.name === 'Eyelets')!;
  const every50 = eyelets.childrens.find((o) => o.name === 'Every 50 cm')!;
  const silver = every50.childrens.find((o) => o.name === 'Silver eyelets')!;
  banner = {
    url: `/products/${banners.id}/${card.id}`,
    maxWidth: product.max_width,
    eyelets: [eyelets.id, every50.id, silver.id],
  };
  await context.close();
});
afterAll(() => browser?.close());

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const confirmed = (page: Page) =>
  page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();

/** The element's whole box is on screen. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
}

const WIDTH = (lang: Lang) => (lang === 'ar' ? 390 : 1280);

describe('the product page', () => {
  for (const lang of ['en', 'es'] as Lang[]) {
    it(`puts size and quantity before the options and keeps the key facts in view at 1280×800 (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width: 1280, height: 800 });
      await page.goto(banner.url);
      await confirmed(page);
      // DOM order: the size inputs and the quantity come before the first option section.
      const order = await page.evaluate(() => {
        const form = document.querySelector('form[aria-label]')!;
        const width = form.querySelector('[data-testid="size-width"]')!;
        const quantity = form.querySelector('[data-testid="quantity"]')!;
        const option = form.querySelector('input[data-option-id]')!;
        const precedes = (a: Element, b: Element) =>
          !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { size: precedes(width, option), quantity: precedes(quantity, option) };
      });
      expect(order).toEqual({ size: true, quantity: true });

      const keyFacts = ['bar-total', 'delivery-date', 'add-to-cart', 'download-quote'];
      // The summary does not scroll on its own: nothing in it is cut off by a scroll box.
      const scrolls = await page.getByTestId('summary-panel').evaluate((panel) => {
        const boxes = [panel, ...panel.querySelectorAll<HTMLElement>('*')];
        return boxes.some((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight;
        });
      });
      expect(scrolls, 'no part of the summary scrolls on its own').toBe(false);
      for (const at of ['top', 'options', 'bottom of the form'] as const) {
        if (at === 'options') await page.locator('input[data-option-id]').last().scrollIntoViewIfNeeded();
        if (at === 'bottom of the form') await page.getByTestId('line-label').scrollIntoViewIfNeeded();
        for (const testId of keyFacts) {
          expect(await inViewport(page, testId), `${testId} in view (${at})`).toBe(true);
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  const OVERSIZE: Record<Lang, RegExp> = {
    en: /high-frequency welded vertical pieces with a 2 cm overlap/,
    ar: /قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم/,
    es: /soldadas por alta frecuencia con un solape de 2 cm/,
  };
  for (const lang of ['en', 'ar', 'es'] as Lang[]) {
    it(`announces an accepted oversize width as information, not an error (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: WIDTH(lang),
        height: 844,
      });
      await page.goto(banner.url);
      await confirmed(page);
      await page.getByTestId('size-width').fill(String(banner.maxWidth + 100));
      const notice = page.getByTestId('size-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('role')).toBe('status');
      const text = (await notice.textContent()) ?? '';
      expect(text).toMatch(OVERSIZE[lang]);
      expect(text).not.toMatch(/must be between|يجب أن يكون|debe estar entre/);
      expect(await page.getByTestId('size-width').getAttribute('aria-invalid')).toBe('false');
      expect(await page.getByRole('alert').filter({ hasText: OVERSIZE[lang] }).count()).toBe(0);
      await confirmed(page);
      expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
