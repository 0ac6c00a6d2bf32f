import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('storefront shell', () => {
  it('redirects / to /home and shows the hero in English', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/');
    await page.waitForURL('**/home');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'Low Cost Banner Printing',
    );
    await page.getByText('Trade Prices', { exact: true }).waitFor();
    await page.getByText('High Quality', { exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('dir')).toBe('ltr');
    expect(await page.title()).toContain('BannerPrint');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('switches to Arabic: dir="rtl", Arabic navigation, remembered on reload', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/home');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-option-ar').click();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    expect(await page.locator('html').getAttribute('lang')).toBe('ar');
    const nav = page.getByRole('navigation', { name: 'التنقل الرئيسي' });
    await nav.getByRole('link', { name: 'المنتجات' }).waitFor();
    await nav.getByRole('link', { name: 'اتصل بنا' }).waitFor();
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(
      'طباعة لافتات منخفضة التكلفة',
    );

    await page.reload();
    await page.waitForFunction(() => document.documentElement.dir === 'rtl');
    await context.close();
  });

  it('sends the lang header with API calls', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    await page.goto('/home');
    const answer = await page.evaluate(async () => {
      const res = await fetch('/api/no-such-route', { headers: { lang: document.documentElement.lang } });
      return (await res.json()) as { message: string };
    });
    expect(answer.message).toContain('لا يوجد مسار');
    await context.close();
  });

  it('opens a slide-in menu at 390 px that closes on an outside click', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    await page.goto('/home');
    const desktopNav = page.locator('header nav');
    expect(await desktopNav.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByTestId('mobile-menu');
    await menu.waitFor();
    await menu.getByRole('link', { name: 'Products' }).waitFor();
    await page.mouse.click(370, 400);
    await menu.waitFor({ state: 'detached' });
    // Choosing a link closes it too and navigates.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByTestId('mobile-menu').getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL('**/contact');
    await page.getByTestId('mobile-menu').waitFor({ state: 'detached' });
    await context.close();
  });

  it('matches routes case-insensitively and shows a 404 page for unknown ones', async () => {
    const { page, context } = await openPage(browser);
    for (const url of ['/PRODUCTS', '/Services', '/finishedproducts', '/privacypolicy']) {
      const known = await page.goto(url);
      expect(known?.status(), url).toBe(200);
      const heading = page.locator('main h1').first();
      await heading.waitFor();
      expect(await heading.textContent(), url).not.toBe('Page not found');
    }
    const missing = await page.goto('/definitely-not-a-page');
    // The same page for people, and the status that crawlers and link checkers read.
    expect(missing?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    expect(await page.title()).toContain('Page not found');
    await context.close();
  });

  it('serves hashed assets with immutable caching and compression', async () => {
    const { page, context } = await openPage(browser);
    const response = await page.goto('/home');
    const html = (await response?.text()) ?? '';
    const asset = /\/assets\/index-[\w-]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const res = await page.request.get(asset as string, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers()['cache-control']).toContain('immutable');
    expect(['br', 'gzip']).toContain(res.headers()['content-encoding']);
    await context.close();
  });
});
