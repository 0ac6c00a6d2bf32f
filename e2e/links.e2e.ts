import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('internal links', () => {
  it('every link of the home page and the footer opens a real page', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/home');
    await page
      .getByRole('region', { name: 'Our products' })
      .getByRole('link', { name: /\d+ products?/ })
      .first()
      .waitFor();
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') as string))]);
    // The footer on a policy page links the same way.
    await page.goto('/PrivacyPolicy');
    await page.locator('footer').waitFor();
    for (const href of await page
      .locator('footer a[href^="/"], main a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') as string))) {
      if (!hrefs.includes(href)) hrefs.push(href);
    }
    expect(hrefs.length).toBeGreaterThan(20);

    const broken: string[] = [];
    for (const href of hrefs) {
      await page.goto(href);
      await page.locator('main h1').first().waitFor();
      if ((await page.getByRole('heading', { name: 'Page not found' }).count()) > 0) broken.push(href);
      const hash = href.split('#')[1];
      if (hash && (await page.locator(`[id="${hash}"]`).count()) === 0) broken.push(href);
    }
    expect(broken).toEqual([]);
    await context.close();
  });
});
