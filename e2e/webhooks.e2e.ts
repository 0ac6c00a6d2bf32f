import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 25, webhooks on a trade account's profile: add an endpoint, see its signing secret once,
 * and see a delivery (signed, checked here with our own HMAC) in its log. English at 1280 px,
 * Arabic at 390 px; axe on the section. The e2e shop runs with WEBHOOKS_ALLOW_PRIVATE=true so
 * the receiver can be on 127.0.0.1 (global-setup.ts).
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let serviceId: number;
let server: http.Server;
let receiverUrl: string;
const received: { headers: http.IncomingHttpHeaders; raw: string }[] = [];

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .include('[data-testid="webhooks-section"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function verified(secret: string, header: string, raw: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!parts.v1 || Math.abs(Date.now() / 1000 - t) > 300) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${raw}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A customer with company details: a trade account. */
async function tradeCustomer(api: APIRequestContext) {
  const customer = await newCustomer(api, 'webhooks');
  await data(
    await api.put(`/api/users/${customer.id}/company`, {
      headers: auth(customer.token),
      data: {
        company_name: 'Rótulos Hook SL',
        tax_id: 'B12345674',
        street: 'Calle Larios 5',
        postcode: '29005',
        city: 'Málaga',
        country: 'ES',
      },
    }),
    'company',
  );
  return customer;
}

/** A quote request: its creation is an order.created event. */
async function requestQuote(api: APIRequestContext, token: string) {
  return data<{ id: number; code: string }>(
    await api.post('/api/orders', {
      headers: auth(token),
      multipart: {
        service_id: String(serviceId),
        details: 'Ten roll-ups for our client.',
        'files[]': { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'quote request',
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  const { page, context } = await openPage(browser);
  const categories = await data<{ id: number; count: number }[]>(
    await page.request.get('/api/categories?owner_type=1'),
    'services',
  );
  const detail = await data<{ services: { id: number }[] }>(
    await page.request.get(`/api/categories/${categories.find((c) => c.count > 0)!.id}`),
    'service category',
  );
  serviceId = detail.services[0]!.id;
  await context.close();
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

describe('webhooks on the profile', () => {
  for (const [lang, width, words] of [
    [
      'en',
      1280,
      {
        add: 'Add endpoint',
        saved: 'I have saved it',
        show: 'Show deliveries',
        delivered: 'Delivered',
        created: 'Order created',
        again: 'Send again',
        del: 'Delete',
        delConfirm: 'Delete endpoint',
      },
    ],
    [
      'ar',
      390,
      {
        add: 'إضافة نقطة الاستقبال',
        saved: 'لقد حفظته',
        show: 'عرض عمليات الإرسال',
        delivered: 'تم التسليم',
        created: 'إنشاء طلب',
        again: 'إرسال مجدداً',
        del: 'حذف',
        delConfirm: 'حذف نقطة الاستقبال',
      },
    ],
  ] as const) {
    it(`adds an endpoint, shows the secret once and logs a signed delivery (${lang}, ${width} px)`, async () => {
      const setup = await openPage(browser);
      const customer = await tradeCustomer(setup.page.request);
      await setup.context.close();

      const { page, context, consoleErrors } = await openPage(browser, { lang, width });
      await signInContext(context, customer);
      await page.goto('/profile');
      const section = page.getByTestId('webhooks-section');
      await section.waitFor();
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(lang === 'ar' ? 'rtl' : 'ltr');

      await section.getByRole('textbox').fill(`${receiverUrl}?lang=${lang}`);
      await section.getByRole('button', { name: words.add }).click();
      const secretBox = page.getByTestId('webhook-secret-value');
      await secretBox.waitFor();
      const secret = (await secretBox.innerText()).trim();
      expect(secret).toMatch(/^whsec_[0-9a-f]{64}$/);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.saved }).click();
      await expect.poll(() => page.getByTestId('webhook-secret').count()).toBe(0);
      expect(await page.getByTestId('webhook-endpoint').count()).toBe(1);
      // Shown once: not on the page once dismissed, nor after a reload.
      await page.reload();
      await page.getByTestId('webhook-endpoint').waitFor();
      expect(await page.content()).not.toContain(secret);

      const order = await requestQuote(page.request, customer.token);
      const ofOrder = () => received.find((r) => JSON.parse(r.raw).data.order.id === order.id);
      await expect.poll(() => Boolean(ofOrder()), { timeout: 15_000 }).toBe(true);
      const hit = ofOrder()!;
      expect(JSON.parse(hit.raw).type).toBe('order.created');
      expect(verified(secret, String(hit.headers['webhook-signature']), hit.raw)).toBe(true);

      // The log, opened from the keyboard.
      const toggle = page.getByRole('button', { name: words.show });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const delivery = page.getByTestId('webhook-delivery').first();
      await expect.poll(() => delivery.innerText(), { timeout: 15_000 }).toContain(words.delivered);
      expect(await delivery.innerText()).toContain(words.created);
      expect(await delivery.innerText()).toContain(order.code);
      expect(await seriousViolations(page)).toEqual([]);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);

      // Replay: the same event arrives again, freshly signed.
      const before = received.length;
      await delivery.getByRole('button', { name: words.again }).click();
      await expect.poll(() => received.length, { timeout: 15_000 }).toBeGreaterThan(before);
      const replayed = received.at(-1)!;
      expect(replayed.headers['webhook-id']).toBe(hit.headers['webhook-id']);
      expect(verified(secret, String(replayed.headers['webhook-signature']), replayed.raw)).toBe(true);

      // Delete, behind a confirmation.
      await page.getByRole('button', { name: words.del, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: words.delConfirm }).click();
      await expect.poll(() => page.getByTestId('webhook-endpoint').count()).toBe(0);
      expect(consoleErrors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
