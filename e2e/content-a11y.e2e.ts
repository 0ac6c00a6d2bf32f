import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * The home page once its data is in, the contact page and every policy page. `reveal` is
 * scrolled to first, for content that loads as it nears the viewport.
 */
const PAGES: { url: string; ready: string; reveal?: string }[] = [
  { url: '/home', reveal: '[data-testid="clients"]', ready: '[data-testid="clients"] .swiper-initialized' },
  { url: '/contact', ready: 'main form' },
  { url: '/PrivacyPolicy', ready: 'article h2' },
  { url: '/ShippingPolicy', ready: '[data-testid="shipping-rates"]' },
  { url: '/Terms', ready: 'article h2' },
  { url: '/TermsConditions', ready: 'article h2' },
  { url: '/PriceMatch', ready: 'article h2' },
];

describe('accessibility of the content pages (axe, WCAG 2.1 A/AA)', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const { url, ready, reveal } of PAGES) {
      it(`${url} in ${lang} has no serious violations`, async () => {
        const { page, context } = await openPage(browser, { lang });
        await page.goto(url);
        if (reveal) await page.locator(reveal).scrollIntoViewIfNeeded();
        await page.locator(ready).first().waitFor();
        const result = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
          .analyze();
        const serious = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
        expect(serious).toEqual([]);
        await context.close();
      });
    }
  }
});
