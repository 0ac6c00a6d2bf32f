import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 25, API keys on the profile of a trade account: create a key with a name and scopes,
 * see its secret once (it works on the reseller API), revoke it after confirming (it is then
 * refused). English at 1280 px, Arabic at 390 px (right to left, the key isolated left to right).
 */
type Lang = 'en' | 'ar';

const TEXT = {
  en: {
    section: 'API keys',
    name: 'Key name',
    create: 'Create key',
    secret: 'Your new API key',
    copy: 'Copy',
    done: 'I have stored it',
    revoke: 'Revoke',
    confirm: 'Revoke key',
    neverUsed: 'never used',
  },
  ar: {
    section: 'مفاتيح API',
    name: 'اسم المفتاح',
    create: 'إنشاء مفتاح',
    secret: 'مفتاح API الجديد',
    copy: 'نسخ',
    done: 'لقد حفظته',
    revoke: 'إلغاء',
    confirm: 'إلغاء المفتاح',
    neverUsed: 'لم يُستخدم قط',
  },
} as const;

let browser: Browser;

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe.each([
  ['en', 1280],
  ['ar', 390],
] as const)('API keys on the profile (%s, %i px)', (lang: Lang, width: number) => {
  it('creates a key, shows its secret once, and revokes it', async () => {
    const words = TEXT[lang];
    const { page, context, consoleErrors } = await openPage(browser, { lang, width, height: 900 });
    const api = page.request;
    const customer = await newCustomer(api, `keys-${lang}`);

    // Without company details the profile has no API keys section.
    await signInContext(context, customer);
    await page.goto('/profile');
    await page.getByTestId('company-form').waitFor();
    expect(await page.getByRole('heading', { name: words.section }).count()).toBe(0);

    await data(
      await api.put(`/api/users/${customer.id}/company`, {
        headers: auth(customer.token),
        data: {
          company_name: 'Rótulos Norte SL',
          tax_id: 'B12345674',
          street: 'Calle Mayor 1',
          postcode: '48001',
          city: 'Bilbao',
          province: 'Bizkaia',
          country: 'ES',
        },
      }),
      'company',
    );
    await page.reload();
    const section = page.getByTestId('api-keys');
    await section.getByRole('heading', { name: words.section, level: 2 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

    await section.getByLabel(words.name).fill('Web shop');
    await section.getByRole('button', { name: words.create }).click();
    const secretBox = section.getByLabel(words.secret);
    await secretBox.waitFor();
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^bp_live_/);
    expect(await secretBox.getAttribute('dir')).toBe('ltr');
    await section.getByRole('button', { name: words.copy }).waitFor();
    // No horizontal scroll at this width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expectNoSeriousViolations(page, `${lang} secret shown`);

    // The key works on the reseller API.
    const used = await api.get('/api/reseller/orders?external_ref=none', { headers: auth(secret) });
    expect(used.status()).toBe(404);

    // Shown once: after "done" and a reload it is nowhere on the page, only its prefix.
    await section.getByRole('button', { name: words.done }).click();
    await page.reload();
    const row = page.getByTestId('api-key-row').filter({ hasText: 'Web shop' });
    await row.waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await row.textContent()).toContain(secret.slice(0, 14));
    await expectNoSeriousViolations(page, `${lang} list`);

    // Revoke, after confirming in a dialog.
    await row.getByRole('button', { name: new RegExp(words.revoke) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoSeriousViolations(page, `${lang} confirm`);
    await dialog.getByRole('button', { name: words.confirm }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('api-key-row').first().waitFor({ state: 'detached' });
    const refused = await api.get('/api/reseller/orders?external_ref=none', { headers: auth(secret) });
    expect(refused.status()).toBe(401);

    expect(consoleErrors.filter((e) => !e.includes('403'))).toEqual([]);
    await context.close();
  });
});
