import AxeBuilder from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Pages every visitor meets; each module's own pages add their checks in their tests. */
const PAGES = ['/home', '/definitely-missing'];

describe('accessibility (axe, WCAG 2.1 A/AA)', () => {
  for (const lang of ['en', 'ar'] as const) {
    for (const url of PAGES) {
      it(`${url} in ${lang} has no serious violations`, async () => {
        const { page, context } = await openPage(browser, { lang });
        await page.goto(url);
        await page.locator('main h1').first().waitFor();
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
