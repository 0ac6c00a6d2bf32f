import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';

/**
 * The home page with JavaScript off (docs/decisions/033-whole-server-html.md): the server's HTML
 * is the whole page, and its contact form posts as a plain form and answers with a page.
 */
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function scriptless(lang?: 'ar'): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: inject('baseUrl'),
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  if (lang) await context.addCookies([{ name: 'lang', value: lang, url: inject('baseUrl') }]);
  return context;
}

function mailsMentioning(text: string): number {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .filter((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .replace(/=\r?\n/g, '')
        .includes(text),
    ).length;
}

describe('the contact form without JavaScript', () => {
  it('sends from the home page and answers with a thank-you page', async () => {
    const context = await scriptless();
    const page = await context.newPage();
    await page.goto('/home');
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.getByLabel('Full name').fill('Noscript Visitor');
    await form.getByLabel('Phone').fill('+34 600 444 555');
    await form.getByLabel('E-mail').fill('noscript@example.com');
    await form.getByLabel('Message').fill('Sent with scripts off, 40 flags.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(response.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/contact');
    await page.getByTestId('contact-success').getByText('your message has been sent').waitFor();
    for (let i = 0; i < 50 && mailsMentioning('Sent with scripts off, 40 flags.') === 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mailsMentioning('Sent with scripts off, 40 flags.')).toBe(1);
    await context.close();
  });

  it('answers the form again with what was typed and why, in Arabic', async () => {
    const context = await scriptless('ar');
    const page = await context.newPage();
    await page.goto('/home');
    const form = page.locator('form[method="post"]');
    await form.locator('input[name="fullName"]').fill('زائر');
    await form.locator('input[name="contactEmail"]').fill('not-an-address');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.locator('button[type="submit"]').click(),
    ]);
    expect(response.status()).toBe(400);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    const again = page.locator('form[method="post"]');
    expect(await again.locator('input[name="fullName"]').inputValue()).toBe('زائر');
    expect(await again.locator('input[name="contactEmail"]').inputValue()).toBe('not-an-address');
    await again.getByRole('alert').getByText('بعض الحقول غير صالحة.').waitFor();
    await again.getByText('أدخل بريدًا إلكترونيًا صالحًا').waitFor();
    expect(await again.locator('[aria-invalid="true"]').count()).toBe(3);
    await context.close();
  });

  it('shows the map card and the brand and client logos', async () => {
    const context = await scriptless();
    const page = await context.newPage();
    await page.goto('/home');
    await page.getByTestId('shop-map').locator('address').waitFor();
    for (const id of ['brands', 'clients']) {
      expect(await page.getByTestId(id).locator('img').count(), id).toBeGreaterThan(0);
    }
    await context.close();
  });
});
