/**
 * Real payments in the browser (issue 20; docs/decisions/037-storefront-payment-flow.md), in
 * English and Arabic.
 *
 * - "sandbox" block: the shop global-setup.ts starts with the default settings (the sandbox). It
 *   uses the sandbox's 3-D Secure card 4000 0027 6000 3184, whose answer is a 200 redirect to
 *   the sandbox challenge page (POST /api/payments/sandbox/challenge, Approve / Fail).
 * - "Redsys" block: starts its own servers, the local Redsys stand-in
 *   (apps/api/src/payments-stand-in/, `npm run redsys:bank`) and a second shop with
 *   PAYMENT_GATEWAY=redsys pointed at it (REDSYS_PAY_METHODS=z: card and Bizum), both on free
 *   ports of 127.0.0.1; the customer pays on the stand-in's page and comes back to /payment/result.
 */

import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type RedsysBank, startRedsysBank } from '../apps/api/src/payments-stand-in/redsys-bank';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { launchBrowser, openPage, signInContext } from './browser';
import { startShop, stopShop } from './shop';

type Lang = 'en' | 'ar';
const PASSWORD = 'a good long password';
const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

let browser: Browser;
/** The demo catalogue's PVC banner and the options it needs, looked up through the API. */
let banner: { categoryId: number; id: number; options: number[] };

async function apiGet<T>(page: Page, url: string, lang: Lang = 'en'): Promise<T> {
  const res = await page.request.get(url, { headers: { lang } });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function waitForMail(to: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const dir = inject('mailDir');
  const started = Date.now();
  for (;;) {
    const mail = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf8')))
      .find((m) => m.to.toLowerCase().includes(to.toLowerCase()));
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * A new, confirmed, signed-in customer with a delivery address in Málaga and one banner in the
 * cart, made through the API as the storefront's pages would.
 */
async function customerWithCart(page: Page, tag: string, baseUrl = inject('baseUrl')) {
  const email = `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  const register = await page.request.post('/api/register', {
    data: {
      name: 'Lucía Ortega',
      email,
      phone: '+34 600 123 456',
      password: PASSWORD,
      password_confirmation: PASSWORD,
    },
  });
  expect(register.status()).toBe(200);
  const otp = codeFrom(await waitForMail(email));
  expect((await page.request.post('/api/verify-otp', { data: { email, otp } })).status()).toBe(200);
  const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const user = ((await login.json()) as { data: { token: string; id: number } }).data;
  const auth = { authorization: `Bearer ${user.token}` };
  const address = await page.request.post('/api/addresses', {
    headers: auth,
    data: {
      type: 2,
      label: 'Workshop',
      contact_name: 'Lucía Ortega',
      street: 'Calle Larios 5',
      postcode: '29005',
      city: 'Málaga',
      country: 'ES',
      phone: '+34 952 000 123',
    },
  });
  expect(address.status(), await address.text()).toBe(200);
  const added = await page.request.post('/api/card', {
    headers: auth,
    data: { product_id: banner.id, quantity: 2, width: 100, height: 50, options: banner.options },
  });
  expect(added.status(), await added.text()).toBe(201);
  await signInContext(page.context(), user, baseUrl);
  return { ...user, email, auth };
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** The page's words in each language (from the locale files the storefront ships). */
const TEXT = {
  en: { number: 'Card number', month: 'Expiry month (MM)', year: 'Expiry year (YYYY)', cvc: 'CVC' },
  ar: {
    number: 'رقم البطاقة',
    month: 'شهر الانتهاء (MM)',
    year: 'سنة الانتهاء (YYYY)',
    cvc: 'رمز التحقق (CVC)',
  },
} as const;

async function fillCard(page: Page, lang: Lang, number: string) {
  const words = TEXT[lang];
  await page.getByLabel(words.number).fill(number);
  await page.getByLabel(words.month).fill('12');
  await page.getByLabel(words.year).fill(String(new Date().getFullYear() + 3));
  await page.getByLabel(words.cvc).fill('123');
}

/** /payment with its totals shown (the address decides the destination). */
async function openPayment(page: Page) {
  await page.goto('/payment');
  await page.getByTestId('destination-from-address').waitFor();
  await page.getByTestId('totals').waitFor();
  return (await page.getByTestId('total-amount').textContent())?.trim() ?? '';
}

/** The sandbox's challenge page: Approve or Fail (its own markup, in the caller's language). */
async function answerChallenge(page: Page, approve: boolean) {
  await page.waitForURL((u) => u.pathname === '/api/payments/sandbox/challenge');
  const byId = page.locator(`[data-testid="challenge-${approve ? 'approve' : 'fail'}"]`);
  const buttons = page.locator('button, input[type="submit"]');
  await buttons.first().waitFor();
  if ((await byId.count()) > 0) await byId.click();
  else await buttons.nth(approve ? 0 : 1).click();
}

/** The demo catalogue's PVC banner of the shop `page` talks to. */
async function findBanner(page: Page): Promise<typeof banner> {
  for (const category of await apiGet<{ id: number }[]>(page, '/api/categories?owner_type=2')) {
    const detail = await apiGet<{ products: { id: number }[] }>(page, `/api/categories/${category.id}`);
    for (const card of detail.products) {
      const product = await apiGet<{
        title: string;
        weldable: boolean;
        sections: { required: boolean; options: { id: number }[] }[];
      }>(page, `/api/products/${card.id}`);
      if (product.weldable && product.title.includes('PVC')) {
        const options = product.sections.filter((s) => s.required).map((s) => s.options[0]!.id);
        return { categoryId: category.id, id: card.id, options };
      }
    }
  }
  throw new Error('no PVC banner in the demo catalogue');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  banner = await findBanner(page);
  await context.close();
});
afterAll(() => browser?.close());

describe('payments with the sandbox gateway (default settings)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`pays with the 3-D Secure card through the challenge and comes back to the order (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: lang === 'ar' ? 390 : 1280,
        height: 844,
      });
      await customerWithCart(page, `challenge-${lang}`);
      const total = await openPayment(page);
      await fillCard(page, lang, THREE_D_SECURE_CARD);
      await page.getByTestId('pay-now').click();

      // The sandbox's step, in the customer's language, then back to the result page.
      await answerChallenge(page, true);
      await page.waitForURL((u) => u.pathname === '/payment/result' && u.searchParams.has('payment'));
      const result = page.getByTestId('payment-result');
      await page.getByTestId('payment-result-succeeded').waitFor({ timeout: 30_000 });
      expect(await result.getByRole('status').count()).toBe(1);
      expect(await page.getByTestId('payment-result-order').textContent()).toMatch(/[A-Z]\d+/);
      expect(await result.textContent()).toContain(total);
      expect(await page.locator('meta[name="robots"][content="noindex"]').count()).toBe(1);
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      await expectNoSeriousViolations(page, `payment result ${lang}`);

      // The order's tracking page; the cart is empty.
      await result.getByRole('link').click();
      await page.waitForURL(/\/trackOrder\/4\/\d+$/);
      await page.getByTestId('track-steps').waitFor();
      expect(await page.getByTestId('cart-count').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('a failed challenge keeps the cart and leads back to pay again', async () => {
    const { page, context } = await openPage(browser);
    await customerWithCart(page, 'challenge-fail');
    await openPayment(page);
    await fillCard(page, 'en', THREE_D_SECURE_CARD);
    await page.getByTestId('pay-now').click();
    await answerChallenge(page, false);
    await page.waitForURL((u) => u.pathname === '/payment/result');
    await page.getByTestId('payment-result-failed').waitFor({ timeout: 30_000 });
    expect(await page.getByTestId('payment-result').textContent()).toContain('Your cart is kept');
    await page.getByTestId('payment-result-pay-again').click();
    await page.waitForURL((u) => u.pathname === '/payment');
    await page.getByTestId('totals').waitFor();
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    await context.close();
  });

  it('a total changed after it was shown (staff lowered the coupon) is shown and charged only when accepted', async () => {
    const { page, context } = await openPage(browser);
    const customer = await customerWithCart(page, 'price-change');
    // Outside the page's cookie jar: the login's session cookie would sign the customer out.
    const staffLogin = await fetch(`${inject('baseUrl')}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('staffEmail'), password: inject('staffPassword') }),
    });
    const staff = {
      authorization: `Bearer ${((await staffLogin.json()) as { data: { token: string } }).data.token}`,
    };
    const code = `HALF${Date.now() % 1_000_000}`;
    const created = await page.request.post('/api/admin/coupons', {
      headers: staff,
      data: { code, percent: 50 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const coupon = ((await created.json()) as { data: { id: number } }).data;
    const applied = await page.request.post('/api/coupon', { headers: customer.auth, data: { name: code } });
    expect(applied.status(), await applied.text()).toBe(200);

    const shownTotal = await openPayment(page);
    const changed = await page.request.put(`/api/admin/coupons/${coupon.id}`, {
      headers: staff,
      data: { code, percent: 5 },
    });
    expect(changed.status(), await changed.text()).toBe(200);
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await page.getByTestId('pay-now').click();

    // 409: the new figures, what changed, one button; nothing charged yet.
    const panel = page.getByTestId('price-changed');
    await panel.waitFor();
    expect(await page.getByTestId('pay-now').count()).toBe(0);
    const totalRow = page.getByTestId('price-total_amount');
    expect(await totalRow.getAttribute('data-changed')).toBe('true');
    expect(await totalRow.textContent()).toContain(shownTotal);
    expect(await page.getByTestId('price-discount').getAttribute('data-changed')).toBe('true');
    const orders = await apiGet<unknown[]>(page, '/api/product/orders?status=1');
    expect(orders).toEqual([]);

    await page.getByTestId('pay-new-total').click();
    await page.waitForURL('**/currentProducts');
    await context.close();
  });

  it('says a payment that is not the customer’s cannot be found', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    await customerWithCart(page, 'not-mine');
    await page.goto('/payment/result?payment=999999999');
    await page.getByTestId('payment-result-missing').waitFor();
    await context.close();
  });
});

/**
 * The storefront's side of the contract with the payment answers stubbed in the browser
 * (Playwright routes): it runs with any gateway and proves what the page sends and how it
 * follows each answer, apart from what the API does with it.
 */
describe('the storefront against the payment contract (answers stubbed in the browser)', () => {
  const json = (status: number, body: unknown) => ({
    status,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });

  for (const lang of ['en', 'ar'] as const) {
    it(`follows a payment with a growing wait until it is paid, then links to the order (${lang}, 390 px)`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width: 390, height: 844 });
      await customerWithCart(page, `poll-${lang}`);
      const asked: number[] = [];
      await page.route('**/api/payments/777', (route) => {
        asked.push(Date.now());
        const state = asked.length < 3 ? 'pending' : 'succeeded';
        return route.fulfill(
          json(200, {
            status: true,
            data: {
              payment: {
                id: 777,
                state,
                method: 'card',
                amount: 120.59,
                order_id: state === 'succeeded' ? 5 : null,
                order_code: state === 'succeeded' ? 'P123456' : null,
                kind: 'cart',
                message: '',
              },
            },
          }),
        );
      });
      await page.goto('/payment/result?payment=777&outcome=ok');
      await page.getByTestId('payment-result-pending').waitFor();
      const live = page.getByTestId('payment-result').getByRole('status');
      expect(await live.getAttribute('aria-live')).toBe('polite');
      await page.getByTestId('payment-result-succeeded').waitFor({ timeout: 15_000 });
      expect(asked).toHaveLength(3);
      // 1 s, then 1.5 s between looks (lib/payment/poll.ts), never hammering the API.
      expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(900);
      expect(asked[2]! - asked[1]!).toBeGreaterThanOrEqual(1400);
      expect(await page.getByTestId('payment-result-order').textContent()).toContain('P123456');
      expect(await page.getByTestId('payment-result').getByRole('link').getAttribute('href')).toBe(
        '/trackOrder/4/123456',
      );
      // Stopped at the final state.
      await page.waitForTimeout(2500);
      expect(asked).toHaveLength(3);
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(390);
      await expectNoSeriousViolations(page, `payment result ${lang}`);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  it('sends the figures shown with a key, shows a 409 breakdown and pays the new total only when asked', async () => {
    const { page, context } = await openPage(browser);
    await customerWithCart(page, 'stub-409');
    const sent: { body: Record<string, unknown>; key: string | undefined }[] = [];
    await page.route('**/api/payment', async (route) => {
      const request = route.request();
      sent.push({
        body: request.postDataJSON() as Record<string, unknown>,
        key: request.headers()['idempotency-key'],
      });
      if (sent.length === 1) {
        return route.fulfill(
          json(409, {
            status: false,
            code: 'price_changed',
            message: 'The total changed since you saw it.',
            errors: ['The total changed since you saw it.'],
            breakdown: {
              amount: 200,
              shipment_price: 0,
              vat_rate: 21,
              vat_amount: 42,
              discount: 0,
              total_amount: 242,
              currency: 'EUR',
            },
          }),
        );
      }
      return route.fulfill(
        json(400, {
          status: false,
          code: 'bad_request',
          message: 'stub',
          errors: ['stub: second call seen'],
        }),
      );
    });
    const total = await openPayment(page);
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await page.getByTestId('pay-now').click();
    await page.getByTestId('price-changed').waitFor();
    expect(sent).toHaveLength(1);
    const first = sent[0]!;
    expect(first.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body).toMatchObject({ method: 'card', number: '4242424242424242' });
    // The total on screen is the total sent.
    expect(total).toContain((first.body.total_amount as number).toFixed(2));
    expect(typeof first.body.amount).toBe('number');
    expect(typeof first.body.shipment_price).toBe('number');
    expect(await page.getByTestId('price-total_amount').textContent()).toContain('€242.00');
    expect(await page.getByTestId('price-total_amount').getAttribute('data-changed')).toBe('true');
    expect(await page.getByTestId('pay-now').count()).toBe(0);

    await page.getByTestId('pay-new-total').click();
    await page.getByTestId('payment-error').waitFor();
    expect(sent).toHaveLength(2);
    const second = sent[1]!;
    expect(second.body).toMatchObject({ amount: 200, shipment_price: 0, total_amount: 242, method: 'card' });
    expect(second.key).not.toBe(first.key);
    await context.close();
  });

  it('posts the redirect form to the bank’s page as a top-level navigation', async () => {
    const { page, context } = await openPage(browser);
    await customerWithCart(page, 'stub-redirect');
    const origin = new URL(inject('baseUrl')).origin;
    await page.route('**/api/payment', (route) =>
      route.fulfill(
        json(200, {
          status: true,
          message: 'To your bank',
          data: {
            payment: { id: 31, state: 'pending' },
            redirect: {
              url: `${origin}/stub-bank/realizarPago`,
              fields: {
                Ds_SignatureVersion: 'HMAC_SHA256_V1',
                Ds_MerchantParameters: 'eyJhIjoxfQ==',
                Ds_Signature: 'c2ln+/=',
              },
            },
          },
        }),
      ),
    );
    let posted = '';
    await page.route('**/stub-bank/realizarPago', (route) => {
      posted = route.request().postData() ?? '';
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Bank</title><h1>Bank</h1>',
      });
    });
    await openPayment(page);
    await fillCard(page, 'en', '4242 4242 4242 4242');
    await page.getByTestId('pay-now').click();
    await page.waitForURL('**/stub-bank/realizarPago');
    expect(Object.fromEntries(new URLSearchParams(posted))).toEqual({
      Ds_SignatureVersion: 'HMAC_SHA256_V1',
      Ds_MerchantParameters: 'eyJhIjoxfQ==',
      Ds_Signature: 'c2ln+/=',
    });
    // Back from the bank without paying: the form can be used again (also when the browser
    // restores the page from its back-forward cache).
    await page.goBack();
    await page.waitForURL((u) => u.pathname === '/payment');
    await page.getByTestId('pay-now').waitFor();
    expect(await page.getByTestId('to-bank').count()).toBe(0);
    await context.close();
  });

  it('goes to the result page on 202 and on payment_in_progress, and says so plainly on 429', async () => {
    const { page, context } = await openPage(browser, { lang: 'ar' });
    await customerWithCart(page, 'stub-202');
    const answers = [
      json(202, {
        status: true,
        message: 'We are confirming your payment…',
        data: { payment: { id: 41, state: 'pending' } },
      }),
      json(409, {
        status: false,
        code: 'payment_in_progress',
        message: 'busy',
        errors: ['busy'],
        payment: { id: 42, state: 'pending' },
      }),
      json(429, { status: false, code: 'rate_limited', message: 'slow down', errors: ['slow down'] }),
    ];
    let call = 0;
    await page.route('**/api/payment', (route) => route.fulfill(answers[call++]!));
    await page.route('**/api/payments/4*', (route) =>
      route.fulfill(json(404, { status: false, code: 'not_found', message: 'x', errors: ['x'] })),
    );
    for (const id of [41, 42]) {
      await openPayment(page);
      await fillCard(page, 'ar', '4242 4242 4242 4242');
      await page.getByTestId('pay-now').click();
      await page.waitForURL(
        (u) => u.pathname === '/payment/result' && u.searchParams.get('payment') === String(id),
      );
    }
    await openPayment(page);
    await fillCard(page, 'ar', '4242 4242 4242 4242');
    await page.getByTestId('pay-now').click();
    const error = page.getByTestId('payment-error');
    await error.waitFor();
    expect(await error.textContent()).toContain('محاولات دفع كثيرة');
    await context.close();
  });
});

describe('payments through the Redsys stand-in (PAYMENT_GATEWAY=redsys)', () => {
  let bank: RedsysBank;
  let shop: { child: ChildProcess; baseUrl: string } | undefined;
  let work: string;

  beforeAll(async () => {
    bank = await startRedsysBank({ host: '127.0.0.1', port: 0 });
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-redsys-'));
    shop = await startShop({
      NODE_ENV: 'test',
      DATA_DIR: path.join(work, 'data'),
      DATABASE_URL: '',
      SMTP_URL: inject('smtpUrl'),
      // startShop waits for the "Shop ready" line, logged at info.
      LOG_LEVEL: 'info',
      PAYMENT_GATEWAY: 'redsys',
      REDSYS_URL: bank.paymentUrl,
      REDSYS_REST_URL: bank.restUrl,
      REDSYS_MERCHANT_CODE: bank.merchant.merchantCode,
      REDSYS_TERMINAL: bank.merchant.terminal,
      REDSYS_SECRET_KEY: bank.merchant.secretKey,
      REDSYS_PAY_METHODS: 'z',
      // Staff accept the service quotes paid below.
      STAFF_EMAIL: inject('staffEmail'),
      STAFF_PASSWORD: inject('staffPassword'),
    });
    shop.child.stdout?.resume();
    shop.child.stderr?.resume();
  });
  afterAll(async () => {
    if (shop) await stopShop(shop.child);
    await bank?.close();
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  const cases = [
    { lang: 'en', method: 'card' },
    { lang: 'ar', method: 'card' },
    { lang: 'en', method: 'bizum' },
    { lang: 'ar', method: 'bizum' },
  ] as const;
  for (const { lang, method } of cases) {
    it(`pays by ${method} on the bank's page and comes back to the order (${lang})`, async () => {
      const baseUrl = shop!.baseUrl;
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: lang === 'ar' ? 390 : 1280,
        height: 844,
        baseUrl,
      });
      banner = await findBanner(page);
      await customerWithCart(page, `redsys-${method}-${lang}`, baseUrl);
      const total = await openPayment(page);
      // The shop says it runs Redsys with Bizum: the method choice, and no card number asked here.
      await page.getByTestId('payment-method').waitFor();
      expect(await page.locator('[autocomplete="cc-number"]').count()).toBe(0);
      await page.locator(`input[name="payment-method"][value="${method}"]`).check();
      // The shop's pages ran cleanly; the stand-in's own page is not the shop's (it has no
      // favicon: Chromium logs its 404), so its console is not checked.
      expect(consoleErrors).toEqual([]);
      await page.getByTestId('pay-now').click();
      await page.waitForURL((u) => u.href.startsWith(bank.paymentUrl));

      // The stand-in's page (Redsys's test card or Bizum phone), amount as the shop showed it.
      const charged = ((await page.locator('b').nth(1).textContent()) ?? '').split(' ')[0] ?? '';
      if (lang === 'en') expect(total).toContain(charged);
      if (method === 'card') {
        await page.locator('input[name="card"]').fill('4548812049400004');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
      } else {
        await page.locator('input[name="phone"]').fill('700000000');
        await page.getByRole('button', { name: 'Pay with Bizum' }).click();
      }

      await page.waitForURL((u) => u.origin === baseUrl && u.pathname === '/payment/result', {
        timeout: 30_000,
      });
      consoleErrors.length = 0;
      await page.getByTestId('payment-result-succeeded').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('payment-result-order').textContent()).toMatch(/[A-Z]\d+/);
      expect(await page.getByTestId('payment-result').textContent()).toContain(total);
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(bank.notifications.at(-1)?.status).toBe(200);
      await page.getByTestId('payment-result').getByRole('link').click();
      await page.waitForURL(/\/trackOrder\/4\/\d+$/);
      await page.getByTestId('track-steps').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
  /** A service quote accepted by staff (fees €100 + €21 VAT), made through the API as the pages would. */
  async function acceptedQuote(page: Page, baseUrl: string, tag: string) {
    const customer = await customerWithCart(page, tag, baseUrl);
    const categories = await apiGet<{ id: number }[]>(page, `${baseUrl}/api/categories?owner_type=1`);
    const detail = await apiGet<{ services: { id: number }[] }>(
      page,
      `${baseUrl}/api/categories/${categories[0]!.id}`,
    );
    const sent = await page.request.post(`${baseUrl}/api/orders`, {
      headers: customer.auth,
      multipart: { service_id: String(detail.services[0]!.id), details: 'A banner design with our logo.' },
    });
    expect(sent.status(), await sent.text()).toBeLessThan(300);
    const order = ((await sent.json()) as { data: { id: number } }).data;
    // Staff sign in apart (Node's fetch): through page.request the customer's session cookie
    // would become staff's.
    const login = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: inject('staffEmail'), password: inject('staffPassword') }),
    });
    const staff = `Bearer ${((await login.json()) as { data: { token: string } }).data.token}`;
    const accepted = await fetch(`${baseUrl}/api/admin/orders/${order.id}/accept`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: staff },
      body: JSON.stringify({ service_fee: 100, tax: 21, message: 'Ready in five working days.' }),
    });
    expect(accepted.status, await accepted.text()).toBe(200);
    return order;
  }

  const quoteCases = [
    { lang: 'en', method: 'card' },
    { lang: 'ar', method: 'card' },
    { lang: 'en', method: 'bizum' },
  ] as const;
  for (const { lang, method } of quoteCases) {
    it(`pays a service quote by ${method} on the bank's page and comes back to the order (${lang})`, async () => {
      const baseUrl = shop!.baseUrl;
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: lang === 'ar' ? 390 : 1280,
        height: 844,
        baseUrl,
      });
      banner = await findBanner(page);
      const order = await acceptedQuote(page, baseUrl, `redsys-quote-${method}-${lang}`);
      await page.goto(`${baseUrl}/waitingForPayment/${order.id}`);
      await page.getByTestId('fee-total').waitFor();
      const total = (await page.getByTestId('fee-total').textContent())?.trim() ?? '';
      // Redsys with Bizum: the method choice, and no card number asked on the shop's page.
      await page.getByTestId('payment-method').waitFor();
      expect(await page.locator('[autocomplete="cc-number"]').count()).toBe(0);
      await page.locator(`input[name="payment-method"][value="${method}"]`).check();
      expect(consoleErrors).toEqual([]);
      await page.getByTestId('pay-now').click();
      await page.waitForURL((u) => u.href.startsWith(bank.paymentUrl));

      // The bank's page charges the fees the shop showed (€121.00).
      expect(await page.locator('b').nth(1).textContent()).toContain('121.00');
      if (method === 'card') {
        await page.locator('input[name="card"]').fill('4548812049400004');
        await page.getByRole('button', { name: 'Pay', exact: true }).click();
      } else {
        await page.locator('input[name="phone"]').fill('700000000');
        await page.getByRole('button', { name: 'Pay with Bizum' }).click();
      }

      await page.waitForURL((u) => u.origin === baseUrl && u.pathname === '/payment/result', {
        timeout: 30_000,
      });
      consoleErrors.length = 0;
      await page.getByTestId('payment-result-succeeded').waitFor({ timeout: 30_000 });
      expect(await page.getByTestId('payment-result-order').textContent()).toMatch(/S\d{6}/);
      expect(await page.getByTestId('payment-result').textContent()).toContain(total);
      if (lang === 'ar') expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(bank.notifications.at(-1)?.status).toBe(200);
      await page.getByTestId('payment-result').getByRole('link').click();
      await page.waitForURL(/\/trackOrder\/4\/\d+$/);
      await page.getByTestId('track-steps').waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
