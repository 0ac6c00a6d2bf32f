import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * The production board (issue 24) in the browser: a late order shows (its dispatch date moved
 * into the past through PUT /api/admin/orders/{id}/promise), a card advances with the keyboard
 * alone through the confirmation, the Today view prints without the sidebar and buttons; axe
 * on the board. English at 1280 px, Arabic (right to left) at tablet width, 1024 px.
 */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let browser: Browser;
let serviceId: number;
let staff: { token: string; id: number };

/** A service quote accepted by staff and paid by card: status 4 with its promise. */
async function paidQuote(api: APIRequestContext, token: string) {
  const order = await data<{ id: number; code: string }>(
    await api.post('/api/orders', {
      headers: auth(token),
      multipart: {
        service_id: String(serviceId),
        details: 'Vinyl lettering for our van.',
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
      headers: { ...auth(token), 'idempotency-key': `board-${order.id}` },
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

/** A paid order whose dispatch date staff moved into the past: late on the board. */
async function lateOrder(api: APIRequestContext) {
  const customer = await newCustomer(api, 'board');
  const order = await paidQuote(api, customer.token);
  const moved = await data<{ dispatch_by: string; promise_changes: unknown[] }>(
    await api.put(`/api/admin/orders/${order.id}/promise`, {
      headers: auth(staff.token),
      data: { dispatch_by: '2024-01-08', reason: 'Waiting for the customer’s vinyl colour' },
    }),
    'move the promise',
  );
  expect(moved.dispatch_by).toBe('2024-01-08');
  expect(moved.promise_changes).toHaveLength(1);
  return order;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Presses Tab until the focused element matches `test` (at most `max` times). */
async function tabTo(page: Page, test: string, max = 12) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((selector) => document.activeElement?.matches(selector) ?? false, test)) return;
  }
  throw new Error(`Tab never reached ${test}`);
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  staff = await data(
    await page.request.post('/api/login', {
      data: { email: inject('staffEmail'), password: inject('staffPassword') },
    }),
    'staff login',
  );
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
afterAll(() => browser?.close());

for (const [lang, width, words] of [
  [
    'en',
    1280,
    {
      title: 'Production board',
      late: 'Late',
      received: 'Order received',
      designed: 'Order designed',
      confirm: 'Advance',
      moved: 'is now: Order designed',
      today: 'Dispatch today and late',
      move: 'Move the dispatch date',
      newDate: 'New dispatch date',
      reason: 'Reason for the new date (the customer reads it)',
    },
  ],
  [
    'ar',
    1024,
    {
      title: 'لوحة الإنتاج',
      late: 'متأخر',
      received: 'تم استلام الطلب',
      designed: 'تم تصميم الطلب',
      confirm: 'نقل للمرحلة التالية',
      moved: 'أصبح الطلب',
      today: 'الإرسال اليوم والمتأخر',
      move: 'تغيير تاريخ الإرسال',
      newDate: 'تاريخ الإرسال الجديد',
      reason: 'سبب الموعد الجديد (يقرؤه العميل)',
    },
  ],
] as const) {
  describe(`the production board (${lang}, ${width} px)`, () => {
    it('shows a late order, and a card advances with the keyboard through the confirmation', async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width });
      const order = await lateOrder(page.request);
      await signInContext(context, staff);
      await page.goto('/admin/production');
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(words.title);
      if (lang === 'ar') expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      // The sidebar names the board.
      await page.getByRole('navigation').getByRole('link', { name: words.title }).waitFor();

      const received = page.locator('section[data-stage="4"]');
      const card = received.locator(`[data-order="${order.code}"]`);
      await card.waitFor();
      // Late orders come first (sorted by dispatch date) and are marked.
      expect(await card.textContent()).toContain(words.late);
      expect(await received.getByRole('heading', { level: 2 }).textContent()).toContain(words.received);

      // Tablet width: nothing sticks out sideways.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      // Keyboard only: focus the card's link, Tab to its Advance button, Enter; in the dialog
      // Tab to the confirming button and Enter.
      await card.getByRole('link').focus();
      await tabTo(page, `[data-order="${order.code}"] button`);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('alertdialog');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(order.code);
      expect(await seriousViolations(page)).toEqual([]);
      await tabTo(page, '[role="alertdialog"] button:not([disabled])');
      while ((await page.evaluate(() => document.activeElement?.textContent?.trim())) !== words.confirm) {
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });

      const designed = page.locator('section[data-stage="5"]');
      await designed.locator(`[data-order="${order.code}"]`).waitFor();
      expect(await received.locator(`[data-order="${order.code}"]`).count()).toBe(0);
      // Focus lands on the message saying where the order went, not on the page's start.
      const focused = await page.evaluate(() => document.activeElement?.textContent ?? '');
      expect(focused).toContain(words.moved);
      expect(focused).toContain(order.code);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });

    it('the order page shows the promise, its move with the reason, and staff move it again', async () => {
      const { page, context } = await openPage(browser, { lang, width });
      const order = await lateOrder(page.request);
      await signInContext(context, staff);
      await page.goto(`/admin/orders/${order.id}`);
      const promise = page.getByTestId('order-promise');
      await promise.waitFor();
      const before = await promise.textContent();
      expect(await page.getByText('Waiting for the customer’s vinyl colour').count()).toBe(1);
      // The form refuses to send without a reason (the button stays disabled).
      const form = page.getByTestId('promise-form');
      const submit = form.getByRole('button', { name: words.move });
      expect(await submit.isDisabled()).toBe(true);
      await form.getByLabel(words.newDate).fill('2024-01-10');
      await form.getByLabel(words.reason).fill('Laminator repaired');
      await submit.click();
      await page.getByText('Laminator repaired').waitFor();
      // The promised date on the card is the new one (8 → 10 January 2024).
      await expect.poll(() => promise.textContent()).not.toBe(before);
      expect(await promise.textContent()).toContain('10');
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });

    it('the Today view lists the late order and prints as one table, without sidebar or buttons', async () => {
      const { page, context } = await openPage(browser, { lang, width });
      const order = await lateOrder(page.request);
      await signInContext(context, staff);
      await page.goto('/admin/production?view=today');
      await page.locator(`[data-testid="today-row"]:has-text("${order.code}")`).waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(words.today);
      expect(await seriousViolations(page)).toEqual([]);

      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('aside').isVisible()).toBe(false);
      expect(await page.locator('header').first().isVisible()).toBe(false);
      const visibleButtons = await page.evaluate(
        () =>
          [...document.querySelectorAll('button, a[aria-current]')].filter(
            (b) => (b as HTMLElement).offsetParent !== null,
          ).length,
      );
      expect(visibleButtons).toBe(0);
      expect(await page.locator('table').count()).toBe(1);
      expect(await page.locator('table').isVisible()).toBe(true);
      expect(await page.locator(`[data-testid="today-row"]:has-text("${order.code}")`).isVisible()).toBe(
        true,
      );
      await page.emulateMedia({ media: 'screen' });
      expect(
        await page.getByRole('button', { name: lang === 'en' ? 'Print' : 'طباعة', exact: true }).isVisible(),
      ).toBe(true);
      await context.close();
    });
  });
}
