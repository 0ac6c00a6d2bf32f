import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { approveProofs, auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Cancellations and refunds in the browser (docs/decisions/042-cancellations-refunds-credit-notes.md):
 * a customer withdraws a quote (English and Arabic); staff cancel a paid order and refund part of
 * another from the back-office; the customer downloads the credit note from My Invoices.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let serviceId: number;
let staff: { token: string; id: number };

/** A quote request at status 1. */
async function requestQuote(api: APIRequestContext, token: string) {
  return data<{ id: number; code: string }>(
    await api.post('/api/orders', {
      headers: auth(token),
      multipart: {
        service_id: String(serviceId),
        details: 'A 3 × 1 m banner for our shop front.',
        'files[]': { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'quote request',
  );
}

/** A quote accepted by staff and paid by card through the API: status 4, with an invoice. */
async function paidQuote(api: APIRequestContext, token: string) {
  const order = await requestQuote(api, token);
  await data(
    await api.post(`/api/admin/orders/${order.id}/accept`, {
      headers: auth(staff.token),
      data: { service_fee: 40, tax: 8.4, message: '' },
    }),
    'accept',
  );
  await data(
    await api.post('/api/buy/service', {
      headers: { ...auth(token), 'idempotency-key': `e2e-${order.id}` },
      data: {
        order_id: order.id,
        total_amount: 48.4,
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
      },
    }),
    'pay',
  );
  return order;
}

async function signedIn(session: { token: string; id: number }, lang: 'en' | 'ar') {
  const opened = await openPage(browser, { lang });
  await signInContext(opened.context, session);
  return opened;
}

/** Confirms the back-office's alert dialog with its button named `name`. */
async function confirm(page: Page, name: string) {
  await page.getByRole('alertdialog').getByRole('button', { name, exact: true }).click();
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const api = page.request;
  staff = await data(
    await api.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    }),
    'staff login',
  );
  const categories = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=1'),
    'services',
  );
  const detail = await data<{ services: { id: number }[] }>(
    await api.get(`/api/categories/${categories.find((c) => c.count > 0)!.id}`),
    'service category',
  );
  serviceId = detail.services[0]!.id;
  await context.close();
});
afterAll(() => browser?.close());

describe('a customer withdraws a quote', () => {
  for (const [lang, words] of [
    ['en', { cancelled: 'Cancelled' }],
    ['ar', { cancelled: 'ملغى' }],
  ] as const) {
    it(`from its status page, after confirming (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser);
      const customer = await newCustomer(page.request, 'refund');
      const order = await requestQuote(page.request, customer.token);
      await context.close();

      const shop = await signedIn(customer, lang);
      await shop.page.goto(`/currentOrders/status?n1=1&n2=${order.id}`);
      await shop.page.getByTestId('withdraw-quote').click();
      await shop.page.getByTestId('withdraw-confirm').click();
      await shop.page.getByTestId('cancelled').getByRole('heading', { name: words.cancelled }).waitFor();
      const after = await data<{ status: number }>(
        await shop.page.request.get(`/api/orders/${order.id}`, { headers: auth(customer.token) }),
        'order',
      );
      expect(after.status).toBe(9);
      if (lang === 'ar') expect(await shop.page.locator('html').getAttribute('dir')).toBe('rtl');
      await shop.context.close();
      expect([...consoleErrors, ...shop.consoleErrors]).toEqual([]);
    });
  }
});

/** The back-office's and My Invoices' words (from the locale files the web app ships). */
const DESK = {
  en: {
    cancelReason: 'Reason (the customer reads it)',
    cancel: 'Cancel order',
    refunded: 'Refunded',
    amount: 'Amount (VAT included)',
    reason: 'Reason',
    refund: 'Refund',
    myInvoices: 'My Invoices',
  },
  ar: {
    cancelReason: 'السبب (يقرؤه العميل)',
    cancel: 'إلغاء الطلب',
    refunded: 'تم الاسترداد',
    amount: 'المبلغ (شامل الضريبة)',
    reason: 'السبب',
    refund: 'استرداد',
    myInvoices: 'فواتيري',
  },
} as const;

describe('staff cancel a paid order and refund part of another; the credit note downloads', () => {
  for (const lang of ['en', 'ar'] as const) {
    const words = DESK[lang];
    it(`from the back-office order page, then My Invoices (${lang})`, async () => {
      const { page: setup, context: setupContext } = await openPage(browser);
      const customer = await newCustomer(setup.request, 'refund');
      const toCancel = await paidQuote(setup.request, customer.token);
      const toRefund = await paidQuote(setup.request, customer.token);
      for (const from of [4, 5]) {
        // Production (6) waits for the customer's approved proof (docs/product.md#proofs).
        if (from === 5) await approveProofs(setup.request, staff.token, toRefund.id, auth(customer.token));
        await data(
          await setup.request.post(`/api/admin/orders/${toRefund.id}/advance`, {
            headers: auth(staff.token),
            data: { from },
          }),
          'advance',
        );
      }
      await setupContext.close();

      const desk = await signedIn(staff, lang);
      await desk.page.goto(`/admin/orders/${toCancel.id}`);
      await desk.page.getByLabel(words.cancelReason).fill('We cannot print this size.');
      await desk.page.getByRole('button', { name: words.cancel, exact: true }).click();
      await confirm(desk.page, words.cancel);
      await desk.page.getByRole('cell', { name: words.refunded, exact: true }).waitFor();
      await desk.page.getByRole('button', { name: /^R-\d{4}-\d{6}$/ }).waitFor();

      await desk.page.goto(`/admin/orders/${toRefund.id}`);
      await desk.page.getByLabel(words.amount).fill('5');
      await desk.page.getByLabel(words.reason, { exact: true }).fill('Goodwill');
      await desk.page.getByRole('button', { name: words.refund, exact: true }).click();
      await confirm(desk.page, words.refund);
      await desk.page.getByRole('cell', { name: 'Goodwill' }).waitFor();
      const refunded = await data<{ status: number; refunded: number }>(
        await desk.page.request.get(`/api/admin/orders/${toRefund.id}`, { headers: auth(staff.token) }),
        'refunded order',
      );
      expect(refunded).toMatchObject({ status: 6, refunded: 5 });
      await desk.context.close();
      expect(desk.consoleErrors).toEqual([]);

      const shop = await signedIn(customer, lang);
      await shop.page.goto('/profile');
      await shop.page.getByTestId('invoices-link').click();
      await shop.page.waitForURL('**/invoices');
      const dialog = shop.page.getByRole('main');
      await dialog.getByTestId('invoice-list').waitFor();
      const [download] = await Promise.all([
        shop.page.waitForEvent('download'),
        dialog.getByTestId('invoice-download').first().click(),
      ]);
      // Newest first: the partial refund's credit note.
      expect(download.suggestedFilename()).toMatch(/^credit-note-R-\d{4}-\d{6}\.pdf$/);
      const pdf = fs.readFileSync((await download.path()) as string);
      expect(pdf.subarray(0, 4).toString('latin1')).toBe('%PDF');
      await shop.context.close();
      expect(shop.consoleErrors).toEqual([]);
    });
  }
});
