import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom, type ParsedMail, parseMail } from '../apps/api/src/test/mail';
import { eurosToCents, formatEuros } from '../packages/shared/src/money';
import { approveProofs } from './api-customer';
import { launchBrowser, openPage } from './browser';

const PASSWORD = 'a good long password';

let browser: Browser;
/** A sub-service of the demo catalogue, looked up through the API. */
let service: { categoryId: number; id: number };

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

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, label: string): Promise<T> {
  expect(response.status(), `${label}: ${await response.text()}`).toBeLessThan(300);
  return ((await response.json()) as { data: T }).data;
}

/** A new, confirmed customer with a delivery address, created through the API. */
async function newCustomer(api: APIRequestContext) {
  const email = `quote-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.example`;
  await data(
    await api.post('/api/register', {
      data: {
        name: 'سارة الحسن',
        email,
        phone: '+34 600 987 654',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      },
    }),
    'register',
  );
  const otp = codeFrom(await waitForMail(email));
  await data(await api.post('/api/verify-otp', { data: { email, otp } }), 'verify');
  const { token } = await data<{ token: string }>(
    await api.post('/api/login', { data: { email, password: PASSWORD } }),
    'login',
  );
  await data(
    await api.post('/api/addresses', {
      headers: { authorization: `Bearer ${token}`, lang: 'ar' },
      data: { type: 1, label: 'المنزل', details: 'Calle Larios 5, 29005 Málaga', phone: '600 987 654' },
    }),
    'address',
  );
  return { email, token };
}

async function staffToken(api: APIRequestContext): Promise<string> {
  const { token } = await data<{ token: string }>(
    await api.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    }),
    'staff login',
  );
  return token;
}

const staffMove = async (api: APIRequestContext, token: string, url: string, body?: unknown) =>
  data<{ status: number }>(
    await api.post(url, { headers: { authorization: `Bearer ${token}` }, ...(body ? { data: body } : {}) }),
    url,
  );

/** No serious or critical WCAG 2 A/AA problem on the page as it is now. */
async function expectAccessible(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** A one-page A4 PDF: the preflight reads its page size. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** The page's words in Arabic (from the locale files the storefront ships). */
const AR = {
  details: 'تفاصيل طلبك',
  send: 'إرسال',
  required: '* هذا الحقل مطلوب',
  loginFirst: 'يرجى تسجيل الدخول أولاً',
  email: 'البريد الإلكتروني',
  password: 'كلمة المرور',
  login: 'تسجيل الدخول',
  waitingForApproval: 'بانتظار الموافقة',
  rejected: 'مرفوض',
  waitingForPayment: 'بانتظار الدفع',
  resend: 'إعادة الإرسال',
  number: 'رقم البطاقة',
  month: 'شهر الانتهاء',
  year: 'سنة الانتهاء',
  cvc: 'رمز التحقق (CVC)',
  payNow: 'ادفع الآن',
  delivered: 'تم التسليم',
  filesDelivered: 'سُلِّمت الملفات',
};

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await data<{ id: number }[]>(
    await page.request.get('/api/categories?owner_type=1'),
    'cats',
  );
  const first = categories[0]!;
  const detail = await data<{ services: { id: number }[] }>(
    await page.request.get(`/api/categories/${first.id}`),
    'category',
  );
  service = { categoryId: first.id, id: detail.services[0]!.id };
  await context.close();
});
afterAll(() => browser?.close());

describe('service orders in the browser (Arabic)', () => {
  it('requests a quote with a PDF, is rejected, resends, is accepted, pays and sees it delivered', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    const api = page.request;
    const customer = await newCustomer(api);
    const staff = await staffToken(api);
    const formPath = `/services/${service.categoryId}/${service.id}/${service.id}`;

    // As a guest: the details are required; Send says "please login first" and keeps the text.
    await page.goto(formPath);
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    const details = page.getByLabel(AR.details);
    await details.fill('x');
    await details.fill('');
    await page.getByText(AR.required).waitFor();
    expect(await page.getByTestId('send-request').isDisabled()).toBe(true);
    const brief = 'تصميم لافتة بمقاس ٨٥ × ٢٠٠ سم مع شعار الشركة.';
    await details.fill(brief);
    await page.getByRole('button', { name: AR.send, exact: true }).click();
    await page.getByText(AR.loginFirst).waitFor();
    await page.getByTestId('login-first').getByRole('link').click();
    await page.waitForURL(/\/login\?next=/);
    await page.getByLabel(AR.email).fill(customer.email);
    await page.getByLabel(AR.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: AR.login, exact: true }).click();
    await page.waitForURL((u) => u.pathname === formPath);
    expect(await page.getByLabel(AR.details).inputValue()).toBe(brief);

    // Signed in: a PDF with its page size, sent with a progress bar, then /currentOrders after 3 s.
    await page
      .getByTestId('design-files-input')
      .setInputFiles({ name: 'الشعار.pdf', mimeType: 'application/pdf', buffer: PDF });
    const preflight = page.getByTestId('preflight');
    await preflight.waitFor();
    // One digit system per page (docs/decisions/011-digits.md): Western digits in Arabic too.
    expect(await preflight.textContent()).toContain('210 × 297');
    await expectAccessible(page, 'purchase');
    await page.getByRole('button', { name: AR.send, exact: true }).click();
    const progress = page.getByTestId('file-progress');
    await progress.waitFor();
    await page.getByTestId('send-success').waitFor();
    await expect.poll(() => progress.getAttribute('aria-valuenow')).toBe('100');
    await page.waitForURL('**/currentOrders', { timeout: 10_000 });
    const card = page.getByTestId('service-order-card');
    await card.first().waitFor();
    expect(await card.first().getByTestId('order-status').textContent()).toBe(AR.waitingForApproval);
    const [order] = await data<{ id: number; code: string; status: number }[]>(
      await api.get('/api/orders?status=1', { headers: { authorization: `Bearer ${customer.token}` } }),
      'orders',
    );
    expect(order).toMatchObject({ status: 1 });
    expect(await card.first().getByTestId('order-code').textContent()).toBe(order!.code);
    await expectAccessible(page, 'currentOrders');
    // Nothing left of the draft once sent.
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);

    // Staff reject → the card leads to /processing/{id}: the reason, the text prefilled, resend.
    const reason = 'يرجى إرفاق الشعار بصيغة متجهية.';
    await staffMove(api, staff, `/api/admin/orders/${order!.id}/reject`, { message: reason });
    await page.reload();
    await card.first().getByTestId('order-status').getByText(AR.rejected).waitFor();
    await card.first().getByRole('link').click();
    await page.waitForURL(`**/processing/${order!.id}`);
    await page.getByTestId('rejection-message').getByText(reason).waitFor();
    expect(await page.getByLabel(AR.details).inputValue()).toBe(brief);
    await expectAccessible(page, 'processing');
    await page.getByLabel(AR.details).fill(`${brief} الشعار مرفق بصيغة PDF.`);
    await page
      .getByTestId('design-files-input')
      .setInputFiles({ name: 'logo-vector.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByTestId('preflight').waitFor();
    await page.getByRole('button', { name: AR.resend, exact: true }).click();
    await page.getByTestId('send-success').waitFor();
    await page.waitForURL('**/currentOrders', { timeout: 10_000 });
    await card.first().getByTestId('order-status').getByText(AR.waitingForApproval).waitFor();

    // Staff accept with fees → Waiting for payment with the amount → pay (a declined card first).
    await staffMove(api, staff, `/api/admin/orders/${order!.id}/accept`, {
      service_fee: 100,
      message: 'التسليم خلال خمسة أيام عمل.',
    });
    await page.reload();
    await card.first().getByTestId('order-status').getByText(AR.waitingForPayment).waitFor();
    const total = formatEuros(eurosToCents(121), 'ar');
    expect(await card.first().getByTestId('order-amount').textContent()).toBe(total);
    await card.first().getByRole('link').click();
    await page.waitForURL(`**/waitingForPayment/${order!.id}`);
    expect(await page.getByTestId('fee-total').textContent()).toBe(total);
    await page.getByRole('radio', { name: /المنزل/ }).waitFor();
    expect(await page.getByRole('radio', { name: /المنزل/ }).isChecked()).toBe(true);
    await expectAccessible(page, 'waitingForPayment');
    const payNow = page.getByRole('button', { name: AR.payNow });
    expect(await payNow.isDisabled()).toBe(true);
    await page.getByLabel(AR.number).fill('4000 0000 0000 0002');
    await page.getByLabel(AR.month, { exact: true }).fill('12');
    await page.getByLabel(AR.year, { exact: true }).fill(String(new Date().getFullYear() + 3));
    await page.getByLabel(AR.cvc).fill('123');
    await payNow.click();
    await page.getByTestId('pay-error').waitFor();
    await page.getByLabel(AR.number).fill('4242 4242 4242 4242');
    await payNow.click();
    await page.getByTestId('pay-done').waitFor();
    await page.waitForURL('**/currentOrders', { timeout: 10_000 });
    await card.first().getByTestId('order-status').getByText('تم استلام الطلب').waitFor();

    // Staff take it through production to 8 → finished list → the tracking page says Delivered.
    for (let step = 5; step <= 8; step += 1) {
      // Production waits for the approved proof; the customer's session approves it (docs/product.md#proofs).
      if (step === 6)
        await approveProofs(api, staff, order!.id, { authorization: `Bearer ${customer.token}` });
      const moved = await staffMove(api, staff, `/api/admin/orders/${order!.id}/advance`, {
        from: step - 1,
      });
      expect(moved.status).toBe(step);
    }
    await page.goto('/finishedServices');
    await card.first().getByTestId('order-status').getByText(AR.delivered).waitFor();
    await card.first().getByRole('link').click();
    await page.waitForURL(`**/trackOrder/8/${order!.code.slice(1)}`);
    const delivered = page.locator('[data-testid="track-steps"] li[aria-current="step"]');
    await delivered.waitFor();
    // A design service is told as a service: its last step is "files delivered" (docs/product.md#proofs).
    expect(await delivered.textContent()).toContain(AR.filesDelivered);

    expect(consoleErrors.filter((e) => !e.includes('status of 402'))).toEqual([]);
    await context.close();
  });
});
