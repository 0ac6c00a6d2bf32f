import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { BUSINESS } from '@shop/shared';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decodeQrOnFirstPage } from '../apps/api/src/test/pdf-qr-decode';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * VERI*FACTU in the browser (docs/decisions/041-verifactu-records.md), English and Arabic: the
 * invoice a customer downloads from their order page carries a QR code that a phone reads as
 * AEAT's check URL of that very invoice; staff see the chain verified on /admin/invoice-records,
 * find those invoices' records there and download the XML export.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
type Lang = 'en' | 'ar';
type InvoiceRow = {
  id: number;
  kind: string;
  number: string;
  order_id: number;
  issued_at: string;
  total: number;
};

let browser: Browser;
let serviceId: number;
let staff: { token: string; id: number };
/** The order page's link to its tracking page (from the locale files the storefront ships). */
const TRACK = { en: 'Open the tracking page', ar: 'فتح صفحة التتبّع' } as const;
/** The invoices the customers of the first block were given, for the staff block. */
const issued: InvoiceRow[] = [];

/** A quote accepted by staff and paid by card: status 4, with an invoice. */
async function paidQuote(api: APIRequestContext, token: string) {
  const order = await data<{ id: number }>(
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
  await data(
    await api.post(`/api/admin/orders/${order.id}/accept`, {
      headers: auth(staff.token),
      data: { service_fee: 40, tax: 8.4, message: '' },
    }),
    'accept',
  );
  await data(
    await api.post('/api/buy/service', {
      headers: { ...auth(token), 'idempotency-key': `e2e-records-${order.id}` },
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

/**
 * AEAT's check URL for an invoice, written out here from AEAT's QR specification rather than
 * taken from the shop's own builder: test host (VERIFACTU_ENV's default), the issuer's NIF
 * without its printed hyphen, the number, the Madrid issue date dd-mm-yyyy and the total.
 */
function expectedQrUrl(invoice: InvoiceRow): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' })
    .format(new Date(invoice.issued_at))
    .split('-');
  const nif = BUSINESS.taxId.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  return (
    'https://prewww2.aeat.es/wlpl/TIKE-CONT/ValidarQR' +
    `?nif=${nif}&numserie=${encodeURIComponent(invoice.number)}&fecha=${d}-${m}-${y}&importe=${invoice.total.toFixed(2)}`
  );
}

async function expectNoSeriousViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
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

describe('the invoice PDF’s QR code is AEAT’s check URL of that invoice', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
    it(`downloaded from the order page (${lang})`, async () => {
      const { page: setup, context: setupContext } = await openPage(browser);
      const customer = await newCustomer(setup.request, 'records');
      const order = await paidQuote(setup.request, customer.token);
      const invoices = await data<InvoiceRow[]>(
        await setup.request.get('/api/invoices', { headers: auth(customer.token) }),
        'invoices',
      );
      await setupContext.close();
      const invoice = invoices.find((i) => i.kind === 'invoice' && i.order_id === order.id)!;
      expect(invoice).toBeDefined();
      issued.push(invoice);

      const shop = await openPage(browser, { lang });
      await signInContext(shop.context, customer);
      await shop.page.goto(`/currentOrders/status?n1=1&n2=${order.id}`);
      // The order's page links to its tracking page, where the invoice is.
      await shop.page.getByRole('link', { name: TRACK[lang] }).click();
      await shop.page.waitForURL(/\/trackOrder\//);
      const [download] = await Promise.all([
        shop.page.waitForEvent('download'),
        shop.page.getByTestId('invoice-download').click(),
      ]);
      expect(download.suggestedFilename()).toContain(invoice.number);
      const pdf = fs.readFileSync((await download.path()) as string);
      const qr = await decodeQrOnFirstPage(pdf);
      expect(qr?.text).toBe(expectedQrUrl(invoice));
      // AEAT asks for 30-40 mm.
      expect(qr!.widthMm).toBeGreaterThanOrEqual(30);
      expect(qr!.widthMm).toBeLessThanOrEqual(40);
      if (lang === 'ar') expect(await shop.page.locator('html').getAttribute('dir')).toBe('rtl');
      await shop.context.close();
      expect(shop.consoleErrors).toEqual([]);
    });
  }
});

/** The records screen's words (from the locale files the back-office ships). */
const RECORDS = {
  en: { title: 'Invoice records', verified: 'Chain verified', export: 'Export XML', next: 'Next' },
  ar: { title: 'سجلات الفواتير', verified: 'تم التحقق من السلسلة', export: 'تصدير XML', next: 'التالي' },
} as const;

describe('staff check the chain on /admin/invoice-records', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
    it(`chain verified, the invoices’ records listed, the XML export downloads, no serious axe violations (${lang})`, async () => {
      expect(issued.length).toBeGreaterThan(0);
      const words = RECORDS[lang];
      const desk = await openPage(browser, { lang });
      await signInContext(desk.context, staff);
      await desk.page.goto('/admin/invoice-records');
      await desk.page.getByRole('heading', { name: words.title, level: 1 }).waitFor();
      await expect
        .poll(() => desk.page.getByRole('status').filter({ hasText: words.verified }).count())
        .toBe(1);
      await expectNoSeriousViolations(desk.page);

      // Chain order, oldest first: other tests' invoices may come before these, page on to them.
      for (const invoice of issued) {
        const cell = desk.page.getByText(invoice.number, { exact: true });
        for (let turn = 0; turn < 50 && (await cell.count()) === 0; turn += 1) {
          const next = desk.page.getByRole('button', { name: words.next, exact: true });
          expect(await next.isEnabled(), `${invoice.number} not listed`).toBe(true);
          await next.click();
          await desk.page.waitForTimeout(100);
        }
        await cell.first().waitFor();
        const row = desk.page.getByRole('row').filter({ has: cell });
        await expect.poll(() => row.textContent()).toContain(invoice.total.toFixed(2));
      }

      const [download] = await Promise.all([
        desk.page.waitForEvent('download'),
        desk.page.getByRole('button', { name: words.export, exact: true }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        /^invoice-records-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.xml$/,
      );
      const xml = fs.readFileSync((await download.path()) as string, 'utf8');
      for (const invoice of issued)
        expect(xml).toContain(`<sf:NumSerieFactura>${invoice.number}</sf:NumSerieFactura>`);
      await desk.context.close();
      expect(desk.consoleErrors).toEqual([]);
    });
  }
});

/** The back-office's annul-and-reissue card (from the locale files the back-office ships). */
const REISSUE = {
  en: { reason: 'Reason (kept in the audit log)', action: 'Annul and reissue', annulled: 'Annulled on' },
  ar: { reason: 'السبب (يُحفظ في سجل التدقيق)', action: 'إلغاء وإعادة الإصدار', annulled: 'ملغاة في' },
} as const;

describe('staff annul an invoice issued by mistake and reissue it (docs/decisions/045-invoice-annulment.md)', () => {
  for (const lang of ['en', 'ar'] as const satisfies readonly Lang[]) {
    it(`from the back-office order page, the new invoice is F1 and My Invoices says the old one is annulled (${lang})`, async () => {
      const words = REISSUE[lang];
      const { page: setup, context: setupContext } = await openPage(browser);
      const customer = await newCustomer(setup.request, 'records');
      const order = await paidQuote(setup.request, customer.token);
      const before = await data<{ invoice: { id: number; number: string } }>(
        await setup.request.get(`/api/admin/orders/${order.id}`, { headers: auth(staff.token) }),
        'order',
      );
      // After paying, the buyer asks for a full invoice and gives the company details.
      await data(
        await setup.request.post(`/api/users/${customer.id}/company`, {
          headers: auth(customer.token),
          data: {
            company_name: 'Rótulos Martín SL',
            tax_id: 'B-12345674',
            street: 'Calle Larios 5',
            postcode: '29005',
            city: 'Málaga',
            country: 'ES',
          },
        }),
        'company',
      );
      await setupContext.close();

      const desk = await openPage(browser, { lang });
      await signInContext(desk.context, staff);
      await desk.page.goto(`/admin/orders/${order.id}`);
      await desk.page.getByLabel(words.reason).fill('The buyer asked for a full invoice.');
      await desk.page.getByRole('button', { name: words.action, exact: true }).click();
      await desk.page
        .getByRole('alertdialog')
        .getByRole('button', { name: words.action, exact: true })
        .click();
      await desk.page.getByRole('alertdialog').waitFor({ state: 'detached' });
      const after = await data<{ invoice: { id: number; number: string } }>(
        await desk.page.request.get(`/api/admin/orders/${order.id}`, { headers: auth(staff.token) }),
        'order after',
      );
      expect(after.invoice.id).not.toBe(before.invoice.id);
      // The newest two records: the old invoice's cancellation, then the new one's registration.
      type Listed = {
        chain_verified: boolean;
        total: number;
        items: { type: string; invoice_number: string; invoice_type: string | null }[];
      };
      const records = (page: number) =>
        desk.page.request.get(`/api/admin/invoice-records?per_page=1&page=${page}`, {
          headers: auth(staff.token),
        });
      const head = await data<Listed>(await records(1), 'records');
      expect(head.chain_verified).toBe(true);
      const tail = [
        ...(await data<Listed>(await records(head.total - 1), 'records')).items,
        ...(await data<Listed>(await records(head.total), 'records')).items,
      ];
      expect(tail.map((r) => [r.type, r.invoice_number, r.invoice_type])).toEqual([
        ['cancellation', before.invoice.number, null],
        ['registration', after.invoice.number, 'F1'],
      ]);
      await desk.context.close();
      expect(desk.consoleErrors).toEqual([]);

      const shop = await openPage(browser, { lang });
      await signInContext(shop.context, customer);
      // My Invoices is a page of its own, reached from the profile.
      await shop.page.goto('/profile');
      await shop.page.getByTestId('invoices-link').click();
      await shop.page.waitForURL('**/invoices');
      const annulled = shop.page.getByTestId('invoice-annulled');
      await annulled.waitFor();
      expect(await annulled.count()).toBe(1);
      expect(await annulled.textContent()).toContain(words.annulled);
      await shop.context.close();
      expect(shop.consoleErrors).toEqual([]);
    });
  }
});
