import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom } from '../apps/api/src/test/mail';
import { auth, data, newCustomer, PASSWORD, waitForMail } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 27, the storefront's part: the cart's coupon before a country, a nested option listed
 * once, the product page's order and key facts, confirmations, the company form's tax ID and
 * Arabic form fields. English at 1280 px, Arabic at 390 px, Spanish at 1280 px.
 */
let browser: Browser;
/** The demo PVC banner (weldable, with three-level eyelet options). */
let banner: { url: string; maxWidth: number; eyelets: [number, number, number] };

type ApiOption = { id: number; name: string; childrens: ApiOption[] };

async function apiData<T>(page: Page, url: string): Promise<T> {
  const res = await page.request.get(url, { headers: { lang: 'en' } });
  expect(res.status(), url).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, context } = await openPage(browser);
  const categories = await apiData<{ id: number; name: string }[]>(page, '/api/categories?owner_type=2');
  const banners = categories.find((c) => c.name === 'Banners')!;
  const detail = await apiData<{ products: { id: number; name: string }[] }>(
    page,
    `/api/categories/${banners.id}`,
  );
  const card = detail.products.find((p) => p.name === 'PVC Banner 510 g')!;
  const product = await apiData<{
    max_width: number;
    sections: { name: string; options: ApiOption[] }[];
  }>(page, `/api/products/${card.id}`);
  const eyelets = product.sections.flatMap((s) => s.options).find((o) => o.name === 'Eyelets')!;
  const every50 = eyelets.childrens.find((o) => o.name === 'Every 50 cm')!;
  const silver = every50.childrens.find((o) => o.name === 'Silver eyelets')!;
  banner = {
    url: `/products/${banners.id}/${card.id}`,
    maxWidth: product.max_width,
    eyelets: [eyelets.id, every50.id, silver.id],
  };
  await context.close();
});
afterAll(() => browser?.close());

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const confirmed = (page: Page) =>
  page.locator('[data-testid="summary-state"][data-state="confirmed"]').waitFor();

/** The element's whole box is on screen. */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  const box = await page.getByTestId(testId).first().boundingBox();
  const viewport = page.viewportSize()!;
  return box !== null && box.height > 0 && box.y >= 0 && box.y + box.height <= viewport.height + 0.5;
}

const WIDTH = (lang: Lang) => (lang === 'ar' ? 390 : 1280);

describe('the product page', () => {
  for (const lang of ['en', 'es'] as Lang[]) {
    it(`puts size and quantity before the options and keeps the key facts in view at 1280×800 (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, { lang, width: 1280, height: 800 });
      await page.goto(banner.url);
      await confirmed(page);
      // DOM order: the size inputs and the quantity come before the first option section.
      const order = await page.evaluate(() => {
        const form = document.querySelector('form[aria-label]')!;
        const width = form.querySelector('[data-testid="size-width"]')!;
        const quantity = form.querySelector('[data-testid="quantity"]')!;
        const option = form.querySelector('input[data-option-id]')!;
        const precedes = (a: Element, b: Element) =>
          !!(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
        return { size: precedes(width, option), quantity: precedes(quantity, option) };
      });
      expect(order).toEqual({ size: true, quantity: true });

      const keyFacts = ['bar-total', 'delivery-date', 'add-to-cart', 'download-quote'];
      // The summary does not scroll on its own: nothing in it is cut off by a scroll box.
      const scrolls = await page.getByTestId('summary-panel').evaluate((panel) => {
        const boxes = [panel, ...panel.querySelectorAll<HTMLElement>('*')];
        return boxes.some((el) => {
          const style = getComputedStyle(el);
          return /(auto|scroll)/.test(style.overflowY) && el.scrollHeight > el.clientHeight;
        });
      });
      expect(scrolls, 'no part of the summary scrolls on its own').toBe(false);
      for (const at of ['top', 'options', 'bottom of the form'] as const) {
        if (at === 'options') await page.locator('input[data-option-id]').last().scrollIntoViewIfNeeded();
        if (at === 'bottom of the form') await page.getByTestId('line-label').scrollIntoViewIfNeeded();
        for (const testId of keyFacts) {
          expect(await inViewport(page, testId), `${testId} in view (${at})`).toBe(true);
        }
      }
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }

  const OVERSIZE: Record<Lang, RegExp> = {
    en: /high-frequency welded vertical pieces with a 2 cm overlap/,
    ar: /قطع عمودية ملحومة بالتردد العالي بتداخل 2 سم/,
    es: /soldadas por alta frecuencia con un solape de 2 cm/,
  };
  for (const lang of ['en', 'ar', 'es'] as Lang[]) {
    it(`announces an accepted oversize width as information, not an error (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: WIDTH(lang),
        height: 844,
      });
      await page.goto(banner.url);
      await confirmed(page);
      await page.getByTestId('size-width').fill(String(banner.maxWidth + 100));
      const notice = page.getByTestId('size-notice');
      await notice.waitFor();
      expect(await notice.getAttribute('role')).toBe('status');
      const text = (await notice.textContent()) ?? '';
      expect(text).toMatch(OVERSIZE[lang]);
      expect(text).not.toMatch(/must be between|يجب أن يكون|debe estar entre/);
      expect(await page.getByTestId('size-width').getAttribute('aria-invalid')).toBe('false');
      expect(await page.getByRole('alert').filter({ hasText: OVERSIZE[lang] }).count()).toBe(0);
      await confirmed(page);
      expect(await page.getByTestId('add-to-cart').isEnabled()).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

async function firstService(page: Page): Promise<{ categoryId: number; id: number }> {
  const categories = await apiData<{ id: number }[]>(page, '/api/categories?owner_type=1');
  const detail = await apiData<{ services: { id: number }[] }>(page, `/api/categories/${categories[0]!.id}`);
  return { categoryId: categories[0]!.id, id: detail.services[0]!.id };
}

describe('confirmations with the next step', () => {
  it('confirms a sent quote request on the list it lands on, with a link to the request (en)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'en', width: 1280 });
    const customer = await newCustomer(page.request, 'clarity-quote');
    await signInContext(context, customer);
    const service = await firstService(page);
    await page.goto(`/services/${service.categoryId}/${service.id}/${service.id}`);
    await page.getByLabel('Details of your request').fill('A shop-front logo, 85 × 200 cm.');
    await page.getByTestId('send-request').click();
    await page.waitForURL('**/currentOrders', { timeout: 15_000 });
    const confirmation = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Quote request sent' }) });
    await confirmation.waitFor();
    const [order] = await data<{ code: string }[]>(
      await page.request.get('/api/orders?status=1', { headers: auth(customer.token) }),
      'orders',
    );
    const text = (await confirmation.textContent()) ?? '';
    expect(text).toContain(order!.code);
    expect(text).toContain('within one working day');
    expect(await seriousViolations(page)).toEqual([]);
    await confirmation.getByRole('link', { name: 'See your request' }).click();
    await page.waitForURL(/\/currentOrders\/status\?n1=1&n2=\d+$/);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('confirms a paid service quote and leads to its tracking page (ar, 390 px)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    const api = page.request;
    const customer = await newCustomer(api, 'clarity-paid');
    const service = await firstService(page);
    const order = await data<{ id: number; code: string }>(
      await api.post('/api/orders', {
        headers: auth(customer.token),
        multipart: { service_id: String(service.id), details: 'Logo for a van.' },
      }),
      'request',
    );
    const staff = await data<{ token: string }>(
      await api.post('/api/login', {
        data: { email: inject('staffEmail'), password: inject('staffPassword') },
      }),
      'staff',
    );
    await data(
      await api.post(`/api/admin/orders/${order.id}/accept`, {
        headers: auth(staff.token),
        data: { service_fee: 50, message: 'Ready in three days.' },
      }),
      'accept',
    );
    // The staff login above answered with its own session cookie: the browser is the customer again.
    await signInContext(context, customer);
    await page.goto(`/waitingForPayment/${order.id}`);
    await page.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
    await page.getByLabel('شهر الانتهاء', { exact: true }).fill('12');
    await page.getByLabel('سنة الانتهاء', { exact: true }).fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('رمز التحقق (CVC)').fill('123');
    await page.getByRole('button', { name: 'ادفع الآن' }).click();
    await page.waitForURL('**/currentOrders', { timeout: 15_000 });
    const confirmation = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'تم استلام الدفعة' }) });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toContain(order.code);
    expect(await seriousViolations(page)).toEqual([]);
    await confirmation.getByRole('link', { name: 'تتبّع الطلب' }).click();
    await page.waitForURL(`**/trackOrder/4/${order.code.slice(1)}`);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('confirms an activated account on the login page and says what comes next (es)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es', width: 1280 });
    const email = `clarity-activate-${Date.now()}@e2e.example`;
    await data(
      await page.request.post('/api/register', {
        data: {
          name: 'Pilar Ortega',
          email,
          phone: '600 222 333',
          password: PASSWORD,
          password_confirmation: PASSWORD,
        },
      }),
      'register',
    );
    const code = codeFrom(await waitForMail(email));
    await page.goto(`/signUp/enterCode?email=${encodeURIComponent(email)}`);
    await page.getByLabel('Código de 6 dígitos').fill(code);
    await page.getByRole('button', { name: 'Activar cuenta' }).click();
    await page.waitForURL(/\/login\?email=/);
    const confirmation = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: 'Tu cuenta está activada' }) });
    await confirmation.waitFor();
    expect(await confirmation.textContent()).toMatch(/inicia sesión con tu correo y tu contraseña/);
    expect(await seriousViolations(page)).toEqual([]);
    await confirmation.getByRole('button', { name: 'Escribe tu contraseña' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-password');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
