import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

function mails(): string[] {
  const dir = inject('mailDir');
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''));
}

describe('contact page', () => {
  it('validates on blur and change, keeps Send disabled while invalid', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    await page.goto('/contact');
    await page.getByTestId('appointment-note').getByText('one week ahead', { exact: false }).waitFor();
    expect(await page.title()).toContain('Contact us');
    const form = page.getByRole('form', { name: 'Contact form' });
    const send = form.getByRole('button', { name: 'Send' });
    expect(await send.isDisabled()).toBe(true);

    await form.getByLabel('Full name').focus();
    await form.getByLabel('Full name').blur();
    await form.getByText('* This Field Is Required').first().waitFor();

    await form.getByLabel('E-mail').fill('not-an-email');
    await form.getByLabel('E-mail').blur();
    await form.getByText('Enter a valid e-mail address').waitFor();
    expect(await form.getByLabel('E-mail').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('Full name').fill('Ana García');
    await form.getByLabel('Phone').fill('+34 600 111 222');
    await form.getByLabel('E-mail').fill('ana@example.com');
    expect(await send.isDisabled()).toBe(true);
    await form.getByLabel('Message').fill('Hello');
    await form.getByLabel('Message').fill('');
    await form.getByText('* This Field Is Required').waitFor();
    await form.getByLabel('Message').fill('Need 20 mesh banners.');
    await page.waitForFunction(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Send');
      return button && !button.disabled;
    });
    expect(await form.getByText('* This Field Is Required').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('shows the required message in Arabic', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    await page.goto('/contact');
    await page.getByRole('heading', { level: 1, name: 'اتصل بنا' }).waitFor();
    const name = page.getByLabel('الاسم الكامل');
    await name.focus();
    await name.blur();
    await page.getByText('* هذا الحقل مطلوب').first().waitFor();
    await page.getByLabel('البريد الإلكتروني').fill('x@');
    await page.getByLabel('البريد الإلكتروني').blur();
    await page.getByText('أدخل بريدًا إلكترونيًا صالحًا').waitFor();
    expect(await page.getByRole('button', { name: 'إرسال' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('sends a message that reaches the shop by e-mail, thanks the visitor, then reloads', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Contact form' });
    const marker = `e2e-${Date.now()}`;
    await form.getByLabel('Full name').fill('Bruno Díaz');
    await form.getByLabel('Phone').fill('+34 611 222 333');
    await form.getByLabel('E-mail').fill('bruno@example.com');
    await form.getByLabel('Message').fill(`Quote for a 3x1 m banner please (${marker})`);
    const reloaded = page.waitForEvent('load', { timeout: 15_000 });
    await form.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('contact-success').getByText('Message sent').waitFor();

    let mail: string | undefined;
    for (let i = 0; i < 50 && !mail; i += 1) {
      mail = mails().find((m) => m.includes(marker));
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(mail).toBeDefined();
    expect(mail).toContain('bruno@example.com');
    expect(mail).toContain('+34 611 222 333');
    expect(mail).toMatch(/^To: info@bannerprint\.example/m);

    await reloaded;
    await page.getByRole('form', { name: 'Contact form' }).getByLabel('Full name').waitFor();
    expect(await page.getByRole('form', { name: 'Contact form' }).getByLabel('Full name').inputValue()).toBe(
      '',
    );
    await context.close();
  });
});
