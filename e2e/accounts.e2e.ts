import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SESSION_COOKIE } from '../apps/api/src/lib/session-cookie';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { launchBrowser, openPage, signInContext } from './browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const PASSWORD = 'a good long password';

/** Waits for the n-th e-mail to `to` received by the test SMTP server (files in mailDir). */
async function waitForMail(to: string, nth = 1, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mails = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mails[nth - 1]) return mails[nth - 1] as ParsedMail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail #${nth} to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;

async function signUpAndConfirm(page: Page, email: string, name = 'Elena Navarro') {
  await page.goto('/signUp');
  await page.getByRole('heading', { name: 'Create Account' }).waitFor();
  const submit = page.getByRole('button', { name: 'Create account' });
  expect(await submit.isDisabled()).toBe(true);
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('E-mail address').fill(email);
  // The calling code is picked from a list (Spain's by default), the number typed after it.
  expect(await page.getByLabel('Country calling code').inputValue()).toBe('ES');
  await page.getByLabel('Phone number').fill('600 123 456');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await submit.click();
  await page.getByText(`We sent a 6-digit code to ${email}`).waitFor();
  await page.waitForURL(/\/signUp\/enterCode\?email=/);

  const code = codeFrom(await waitForMail(email));
  expect(await page.getByLabel('E-mail address').inputValue()).toBe(email);
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Activate account' }).click();
  await page.getByText('Your e-mail address is confirmed').waitFor();
  await page.waitForURL(/\/login\?email=/);
}

async function logIn(page: Page, email: string) {
  if (!/\/login/.test(page.url())) await page.goto('/login');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

function seriousViolations(result: Awaited<ReturnType<AxeBuilder['analyze']>>) {
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accounts in the browser', () => {
  it('signs up with the e-mailed code, logs in, edits the profile, manages addresses and logs out', async () => {
    const { page, context, consoleErrors } = await openPage(browser);
    const email = uniqueEmail('journey');
    await signUpAndConfirm(page, email);

    // Login: validation first, then the real thing.
    const emailField = page.getByLabel('E-mail address');
    expect(await emailField.inputValue()).toBe(email);
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByLabel('Password', { exact: true }).fill('');
    await page.getByText('* This Field Is Required').waitFor();
    expect(await page.getByRole('button', { name: 'Login', exact: true }).isDisabled()).toBe(true);

    await page.getByLabel('Password', { exact: true }).fill('wrong password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('* The e-mail address or the password is not correct.').waitFor();

    const loginAnswer = page.waitForResponse((r) => r.url().endsWith('/api/login') && r.status() === 200);
    await logIn(page, email);
    await page.getByText('Welcome, Elena Navarro!').waitFor();
    // The storefront asks for the cookie alone: not even the login answer hands the page a token.
    expect(((await (await loginAnswer).json()) as { data: object }).data).not.toHaveProperty('token');
    await page.waitForURL('**/home');
    // The session is the httpOnly cookie: scripts see neither it nor the token anywhere.
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', secure: false, path: '/' });
    const token = cookie?.value as string;
    expect(token).toMatch(/^[\w-]{43}$/);
    const session = await page.evaluate(() => ({
      id: localStorage.getItem('ui_Ap'),
      documentCookie: document.cookie,
      stored: [localStorage, sessionStorage].flatMap((storage) =>
        Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
      ),
    }));
    expect(Number(session.id)).toBeGreaterThan(0);
    expect(session.documentCookie).not.toContain(SESSION_COOKIE);
    expect(session.documentCookie).not.toContain(token);
    expect(session.stored.filter((entry) => entry.includes(token) || entry.startsWith('ut='))).toEqual([]);
    await page.getByTestId('account-name').getByText('Elena Navarro').waitFor();

    // The dropdown: opens, lists the spec's entries, closes on an outside click, then on a choice.
    await page.getByTestId('account-menu').click();
    const menu = page.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'Addresses' }).waitFor();
    await page.mouse.click(20, 600);
    await menu.waitFor({ state: 'detached' });
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'User profile' }).click();
    await page.waitForURL('**/profile');
    await page.getByRole('menu').waitFor({ state: 'detached' });

    // Profile: name, phone and a picture.
    await page.getByRole('heading', { name: 'My Account', level: 1 }).waitFor();
    const side = page.getByRole('navigation', { name: 'My account' });
    for (const label of ['My Account', 'Payment options', 'My Orders', 'Delivery Addresses', 'Logout']) {
      await side.getByRole('link', { name: label }).waitFor();
    }
    await page.getByLabel('Full name').fill('');
    await page.getByText('* This Field Is Required').waitFor();
    expect(await page.getByRole('button', { name: 'Save Changes' }).isDisabled()).toBe(true);
    await page.getByLabel('Full name').fill('Elena N. Ruiz');
    // The signed-up national number shows behind Spain's calling code.
    expect(await page.getByLabel('Country calling code').inputValue()).toBe('ES');
    expect(await page.getByLabel('Phone number').inputValue()).toBe('600 123 456');
    await page.getByLabel('Phone number').fill('699 000 111');
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 20, g: 120, b: 200 } },
    })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Change picture')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Your changes are saved.').waitFor();
    await page.getByTestId('account-name').getByText('Elena N. Ruiz').waitFor();
    const avatar = page.getByRole('img', { name: 'Profile picture of Elena N. Ruiz' });
    await expect.poll(() => avatar.getAttribute('src')).toMatch(/^\/api\/avatars\/[0-9a-f]{32}$/);
    const headerAvatar = page.getByTestId('account-menu').locator('img');
    await expect.poll(() => headerAvatar.getAttribute('src')).toMatch(/^\/api\/avatars\//);
    // My Invoices is a page of its own (issue 27); a new customer has none yet.
    await page.getByTestId('invoices-link').click();
    await page.waitForURL('**/invoices');
    await page.getByRole('heading', { level: 1, name: 'My Invoices' }).waitFor();
    await page.getByText('You have no invoices yet').waitFor();
    await page.goBack();
    await page.waitForURL('**/profile');

    await page.reload();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('699 000 111');
    expect((await (await page.request.get(`/api/users/${session.id}`)).json()).data.phone).toBe(
      '+34 699 000 111',
    );

    // Addresses: empty, add two, switch the default, delete one.
    await side.getByRole('link', { name: 'Delivery Addresses' }).click();
    await page.waitForURL('**/address');
    await page.getByText('No addresses yet').waitFor();

    async function addAddress(type: 'Home' | 'Work', label: string, street: string, postcode: string) {
      await page.getByRole('button', { name: 'Add New Address' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Address' });
      await dialog.waitFor();
      const save = dialog.getByRole('button', { name: 'Save Address' });
      await dialog.getByLabel(type).check();
      await dialog.getByLabel('Label').fill(label);
      // The calling code follows the address country (Spain) until one is picked.
      expect(await dialog.getByLabel('Country calling code').inputValue()).toBe('ES');
      await dialog.getByLabel('Phone number').fill('95 20');
      await dialog.getByLabel('Street and number').fill(street);
      await dialog.getByLabel('Postcode').fill(postcode);
      await dialog.getByLabel('Country', { exact: true }).selectOption('ES');
      await dialog.getByLabel('City').fill('Málaga');
      // A listed Spanish city fills the province.
      expect(await dialog.getByLabel('Province / region (optional)').inputValue()).toBe('Málaga');
      // Too short a number is refused before anything is sent.
      await dialog.getByText('After the country code, the number has 6 to 14 digits').waitFor();
      expect(await save.isDisabled()).toBe(true);
      await dialog.getByLabel('Phone number').fill('952 000 123');
      await save.click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText('Address added.').waitFor();
    }
    await addAddress('Home', 'Flat', 'Calle Larios 5', '29005');
    await addAddress('Work', 'Workshop', 'Polígono Santa Teresa, nave 4', '29004');

    const cards = page.getByTestId('address-card');
    await expect.poll(() => cards.count()).toBe(2);
    const flat = cards.filter({ hasText: 'Flat' });
    const workshop = cards.filter({ hasText: 'Workshop' });
    expect(await flat.getByLabel('Make It Default').isChecked()).toBe(true);
    expect(await workshop.getByLabel('Make It Default').isChecked()).toBe(false);

    // The radio follows the server's answer (not an optimistic state), so click and wait for it.
    await workshop.getByLabel('Make It Default').click();
    await page.getByText('This is now your default address.').waitFor();
    await expect.poll(() => flat.getByLabel('Make It Default').isChecked()).toBe(false);
    await expect.poll(() => workshop.getByLabel('Make It Default').isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => cards.first().textContent()).toContain('Workshop');
    expect(await cards.filter({ hasText: 'Workshop' }).getByLabel('Make It Default').isChecked()).toBe(true);

    // Edit: the workshop moves; the card shows the new address.
    await cards
      .filter({ hasText: 'Workshop' })
      .getByRole('button', { name: 'Edit address “Workshop”' })
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit address “Workshop”' });
    await edit.getByLabel('Postcode').fill('29590');
    await edit.getByRole('button', { name: 'Save Address' }).click();
    await edit.waitFor({ state: 'detached' });
    await page.getByText('Address saved.').waitFor();
    await expect.poll(() => cards.filter({ hasText: 'Workshop' }).textContent()).toContain('29590 Málaga');
    expect(await cards.filter({ hasText: 'Workshop' }).textContent()).toContain('+34 952 000 123');

    await cards.filter({ hasText: 'Flat' }).getByRole('button', { name: 'Delete Address' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this address?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Address deleted.').waitFor();
    await expect.poll(() => cards.count()).toBe(1);

    // Logout: the session is revoked on the server, the cookie cleared, back home after 1.5 s.
    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.getByText('logout done').waitFor();
    await page.waitForURL('**/home', { timeout: 5000 });
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('ui_Ap'))).toBeNull();
    expect((await context.cookies()).filter((c) => c.name === SESSION_COOKIE)).toEqual([]);
    const after = await page.request.get(`/api/users/${session.id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(after.status()).toBe(401);

    // The wrong password above is the only failed request the browser may report.
    expect(consoleErrors.filter((e) => !e.includes('status of 422'))).toEqual([]);
    await context.close();
  });

  it('picks a Spanish city and a calling code in Arabic at 390 px; the address keeps the official name', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    const email = uniqueEmail('pickers');
    const api = page.request;
    await api.post('/api/register', {
      data: { name: 'Amal', email, phone: '600123456', password: PASSWORD, password_confirmation: PASSWORD },
    });
    await api.post('/api/verify-otp', { data: { email, otp: codeFrom(await waitForMail(email)) } });
    const login = await (await api.post('/api/login', { data: { email, password: PASSWORD } })).json();
    await signInContext(context, login.data);
    await page.goto('/address');
    await page.getByRole('button', { name: 'إضافة عنوان جديد' }).click();
    const dialog = page.getByRole('dialog', { name: 'إضافة عنوان جديد' });
    await dialog.waitFor();
    await dialog.getByLabel('الاسم', { exact: true }).fill('المستودع');
    await dialog.getByLabel('الشارع والرقم').fill('Calle Sierpes 10');
    await dialog.getByLabel('الرمز البريدي').fill('41004');
    // The city list offers the Arabic names; choosing one fills the province.
    const city = dialog.getByLabel('المدينة', { exact: true });
    const listId = await city.getAttribute('list');
    const options = await page
      .locator(`datalist[id="${listId}"] option`)
      .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
    expect(options).toContain('إشبيلية');
    expect(options.length).toBeGreaterThanOrEqual(80);
    await city.fill('إشبيلية');
    expect(await dialog.getByLabel('المقاطعة / المنطقة (اختياري)').inputValue()).toBe('Sevilla');
    // A Moroccan mobile for a Spanish address: the code is picked from the list.
    await dialog.getByLabel('رمز الاتصال الدولي').selectOption('MA');
    await dialog.getByLabel('رقم الهاتف').fill('612 345 678');
    await dialog.getByRole('button', { name: 'حفظ العنوان' }).click();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByTestId('address-card');
    await expect.poll(() => card.textContent()).toContain('41004 إشبيلية');
    expect(await card.textContent()).toContain('+212 612 345 678');
    // The courier label needs the official Spanish name: that is what the address stores.
    const saved = await (await api.get('/api/addresses')).json();
    expect(saved.data[0]).toMatchObject({ city: 'Sevilla', province: 'Sevilla', phone: '+212 612 345 678' });
    // Reopened for editing, the city shows in Arabic and the code stays Morocco.
    await card.getByRole('button', { name: /المستودع/ }).click();
    const edit = page.getByRole('dialog');
    expect(await edit.getByLabel('المدينة', { exact: true }).inputValue()).toBe('إشبيلية');
    expect(await edit.getByLabel('رمز الاتصال الدولي').inputValue()).toBe('MA');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await context.close();
  });

  it('sends guests from a signed-in page to /login and back afterwards', async () => {
    const { page, context } = await openPage(browser, { width: 390, height: 844 });
    const email = uniqueEmail('guard');
    await signUpAndConfirm(page, email, 'Guard Test');
    await page.goto('/address');
    await page.waitForURL(/\/login\?next=%2Faddress/);
    await logIn(page, email);
    await page.waitForURL('**/address');
    await page.getByRole('heading', { name: 'Delivery Addresses', level: 1 }).waitFor();
    await context.close();
  });

  it('drops a token an older storefront left in localStorage, and shows the visitor signed out', async () => {
    const { page, context } = await openPage(browser);
    await page.goto('/home');
    await page.evaluate(() => {
      localStorage.setItem('ut', 'Bearer a-token-from-before-the-cookie');
      localStorage.setItem('ui_Ap', '1');
    });
    await page.reload();
    await page.getByRole('link', { name: 'Login' }).first().waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('ut'), localStorage.getItem('ui_Ap')])).toEqual([
      null,
      null,
    ]);
    await context.close();
  });

  it('resets a forgotten password with the e-mailed code', async () => {
    const { page, context } = await openPage(browser);
    const email = uniqueEmail('forgot');
    await signUpAndConfirm(page, email, 'Forgetful');

    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgetPass');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL(/\/forgetPass\/enterCode\?email=/);
    await page.getByText(/You can ask for a new code in \d+ s/).waitFor();

    const code = codeFrom(await waitForMail(email, 2));
    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/forgetPass\/enterCode\/ResetPass/);
    await page.getByLabel('New password', { exact: true }).fill('my brand new password');
    await page.getByLabel('Repeat the new password').fill('my brand new password');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    await page.waitForURL(/\/login/);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('my brand new password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/home');

    // Straight to the last step without a code: nothing to submit.
    await page.goto('/forgetPass/enterCode/ResetPass');
    await page.getByRole('link', { name: 'Ask for a code' }).waitFor();
    await context.close();
  });

  for (const lang of ['en', 'ar', 'es'] as const) {
    it(`shows the account pages in ${lang} without serious accessibility violations`, async () => {
      const { page, context } = await openPage(browser, { lang, width: 390, height: 844 });
      for (const url of ['/login', '/signUp', '/forgetPass']) {
        await page.goto(url);
        await page.locator('main h1').waitFor();
        expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(
          seriousViolations(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()),
        ).toEqual([]);
      }
      if (lang === 'ar') {
        await page.goto('/login');
        await page.getByRole('heading', { name: 'تسجيل الدخول', level: 1 }).waitFor();
        await page.getByLabel('البريد الإلكتروني').fill('x');
        await page.getByLabel('البريد الإلكتروني').fill('');
        await page.getByText('* هذا الحقل مطلوب').waitFor();
      }

      const email = uniqueEmail(`a11y-${lang}`);
      const api = page.request;
      await api.post('/api/register', {
        data: { name: 'Axe', email, phone: '600123456', password: PASSWORD, password_confirmation: PASSWORD },
      });
      const code = codeFrom(await waitForMail(email));
      await api.post('/api/verify-otp', { data: { email, otp: code } });
      const login = await (await api.post('/api/login', { data: { email, password: PASSWORD } })).json();
      await api.post('/api/addresses', {
        data: { type: 1, label: 'Casa', details: 'Calle 1', phone: '600123456' },
        headers: { authorization: `Bearer ${login.data.token}` },
      });
      await signInContext(context, login.data);
      for (const url of ['/profile', '/address']) {
        await page.goto(url);
        await page.locator('main h1').waitFor();
        await page.locator('main form, main ul').first().waitFor();
        expect(
          seriousViolations(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()),
        ).toEqual([]);
      }
      // The address form with its calling-code picker and the Spanish city list.
      const addLabel = { en: 'Add New Address', ar: 'إضافة عنوان جديد', es: 'Añadir dirección' }[lang];
      await page.getByRole('button', { name: addLabel }).click();
      await page.getByRole('dialog', { name: addLabel }).locator('datalist').waitFor({ state: 'attached' });
      expect(
        seriousViolations(await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()),
      ).toEqual([]);
      await context.close();
    });
  }
});
