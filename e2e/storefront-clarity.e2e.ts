import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { codeFrom } from '../apps/api/src/test/mail';
import { eurosToCents, formatEuros } from '../packages/shared/src/money';
import { auth, data, newCustomer, PASSWORD, waitForMail } from './api-customer';
import { launchBrowser, openPage, signInContext, watchBlinks } from './browser';

/**
 * Issue 27, the storefront's part: the cart's coupon before a country, a nested option listed
 * once, the product page's order and key facts, confirmations, the company form's tax ID and
 * Arabic form fields. English at 1280 px, Arabic at 390 px, Spanish at 1280 px.
 */
let browser: Browser;
/** The demo PVC banner (weldable, with three-level eyelet options). */
let banner: { url: string; maxWidth: number; eyelets: [number, number, number]; required: number[] };

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
    sections: { name: string; required: boolean; options: ApiOption[] }[];
  }>(page, `/api/products/${card.id}`);
  const eyelets = product.sections.flatMap((s) => s.options).find((o) => o.name === 'Eyelets')!;
  const every50 = eyelets.childrens.find((o) => o.name === 'Every 50 cm')!;
  const silver = every50.childrens.find((o) => o.name === 'Silver eyelets')!;
  banner = {
    url: `/products/${banners.id}/${card.id}`,
    maxWidth: product.max_width,
    eyelets: [eyelets.id, every50.id, silver.id],
    // The first choice of every required section that does not hold the eyelets.
    required: product.sections
      .filter((s) => s.required && !s.options.some((o) => o.id === eyelets.id))
      .map((s) => s.options[0]!.id),
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
    const blinks = await watchBlinks(page);
    await page.goto(`/waitingForPayment/${order.id}`);
    // Staff's Latin note on the Arabic page: isolated, its closing period drawn at its end.
    const note = page.getByTestId('staff-note');
    await note.waitFor();
    expect(await note.evaluate((el) => el.tagName)).toBe('BDI');
    const periodAtEnd = await note.evaluate((el) => {
      const text = el.firstChild!;
      const range = document.createRange();
      const charBox = (i: number) => {
        range.setStart(text, i);
        range.setEnd(text, i + 1);
        return range.getBoundingClientRect();
      };
      const length = text.textContent!.length;
      return (
        charBox(length - 1).left > charBox(length - 2).left && charBox(length - 1).left > charBox(0).left
      );
    });
    expect(periodAtEnd, 'the period follows "days", to its right').toBe(true);
    await page.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
    await page.getByLabel('شهر الانتهاء', { exact: true }).fill('12');
    await page.getByLabel('سنة الانتهاء', { exact: true }).fill(String(new Date().getFullYear() + 3));
    await page.getByLabel('رمز التحقق (CVC)').fill('123');
    // The card fields' texts came with the page's own: nothing shown was hidden again meanwhile.
    expect(await blinks(), 'the page never hides what it has shown').toEqual([]);
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

/** A signed-in customer (browser and API) with the banner in the cart, nested eyelets chosen. */
async function customerWithBanner(lang: Lang, prefix: string) {
  const opened = await openPage(browser, { lang, width: WIDTH(lang), height: 844 });
  const api = opened.page.request;
  const customer = await newCustomer(api, prefix);
  await signInContext(opened.context, customer);
  await data(
    await api.post('/api/card', {
      headers: auth(customer.token),
      data: {
        product_id: Number(banner.url.split('/').at(-1)),
        quantity: 2,
        width: 200,
        height: 100,
        options: [...banner.required, ...banner.eyelets],
      },
    }),
    'add to cart',
  );
  return { ...opened, customer };
}

const NESTED: Record<Lang, RegExp> = {
  en: /^Finishing: Eyelets › Every 50 cm › Silver eyelets$/,
  ar: /^.+: حلقات معدنية \(عيون تثبيت\) › كل 50 سم › حلقات فضية$/,
  es: /^.+: Ollaos › Cada 50 cm › Ollaos plateados$/,
};

describe('the cart', () => {
  const COUPON: Record<Lang, { label: string; add: string; later: RegExp }> = {
    en: { label: 'Coupon code', add: 'Add coupon', later: /once you choose the country/ },
    ar: { label: 'رمز القسيمة', add: 'أضف القسيمة', later: /بعد اختيار الدولة/ },
    es: { label: 'Código del cupón', add: 'Añadir cupón', later: /al elegir el país/ },
  };
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`shows the coupon's discount and the discounted total before a country is chosen, and each nested option once (${lang})`, async () => {
      const { page, context, consoleErrors, customer } = await customerWithBanner(
        lang,
        `clarity-cart-${lang}`,
      );
      await page.goto('/cart');
      const line = page.getByTestId('cart-line').first();
      await line.waitFor();
      const options = await line.getByTestId('line-option').allTextContents();
      expect(
        options.filter((o) => NESTED[lang].test(o.trim())),
        options.join(' | '),
      ).toHaveLength(1);
      // No level of the eyelets path on a line of its own.
      expect(options.filter((o) => /50/.test(o))).toHaveLength(1);

      await page.getByLabel(COUPON[lang].label).fill('WELCOME10');
      await page.getByRole('button', { name: COUPON[lang].add, exact: true }).click();
      const discount = page.getByTestId('cart-discount');
      await discount.waitFor();
      const meta = (
        (await (await page.request.get('/api/card', { headers: auth(customer.token) })).json()) as {
          meta: { subtotal: number; discount: number; goods: number; country_id: number | null };
        }
      ).meta;
      expect(meta.country_id).toBeNull();
      expect(meta.discount).toBeGreaterThan(0);
      const euros = (n: number) => formatEuros(eurosToCents(n), lang);
      expect(await discount.textContent()).toContain(euros(meta.discount));
      expect(await page.getByTestId('cart-total').textContent()).toContain(euros(meta.goods));
      expect(await page.getByTestId('cart-delivery').textContent()).toMatch(COUPON[lang].later);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the tracking page', () => {
  for (const lang of ['en', 'es'] as Lang[]) {
    it(`lists a nested option once (${lang})`, async () => {
      const { page, context, consoleErrors, customer } = await customerWithBanner(
        lang,
        `clarity-track-${lang}`,
      );
      const api = page.request;
      const address = await data<{ id: number }>(
        await api.post('/api/addresses', {
          headers: auth(customer.token),
          data: {
            type: 1,
            label: 'Taller',
            street: 'Calle Larios 5',
            postcode: '29005',
            city: 'Málaga',
            country: 'ES',
            phone: '+34 952 000 123',
          },
        }),
        'address',
      );
      const quote = await data<{ total_amount: number }>(
        await api.post('/api/shipments/calculate', {
          headers: auth(customer.token),
          data: { address_id: address.id },
        }),
        'quote',
      );
      const paid = await data<{ order: { id: number; code: string; status: number } }>(
        await api.post('/api/payment', {
          headers: { ...auth(customer.token), 'idempotency-key': `clarity-${Date.now()}-${lang}` },
          data: {
            number: '4242 4242 4242 4242',
            exp_month: 12,
            exp_year: new Date().getFullYear() + 3,
            cvc: '123',
            address_id: address.id,
            total_amount: quote.total_amount,
          },
        }),
        'pay',
      );
      await page.goto(`/trackOrder/${paid.order.status}/${paid.order.code.slice(1)}`);
      const option = page.getByTestId('line-option');
      await option.first().waitFor();
      const options = await option.allTextContents();
      expect(
        options.filter((o) => NESTED[lang].test(o.trim())),
        options.join(' | '),
      ).toHaveLength(1);
      expect(options.filter((o) => /50/.test(o))).toHaveLength(1);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('the company details form', () => {
  const WORDS: Record<Lang, { taxId: string; save: string; wrong: RegExp; fix: RegExp }> = {
    en: {
      taxId: 'Tax ID (NIF / CIF / NIE or EU VAT number)',
      save: 'Save company details',
      wrong: /control letter or digit does not match/,
      fix: /need correcting/,
    },
    ar: {
      taxId: 'الرقم الضريبي (NIF / CIF / NIE أو رقم ضريبة القيمة المضافة الأوروبي)',
      save: 'حفظ بيانات الشركة',
      wrong: /./,
      fix: /تحتاج إلى تصحيح/,
    },
    es: { taxId: '', save: '', wrong: /./, fix: /./ },
  };
  for (const lang of ['en', 'ar'] as Lang[]) {
    it(`says what is wrong with an invalid tax ID, and Save shows every problem (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: WIDTH(lang),
        height: 844,
      });
      await signInContext(context, await newCustomer(page.request, `clarity-tax-${lang}`));
      await page.goto('/profile');
      const form = page.getByTestId('company-form');
      const taxId = form.getByLabel(WORDS[lang].taxId);
      await taxId.fill('B12345675');
      await taxId.blur();
      await expect.poll(() => taxId.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await taxId.getAttribute('aria-describedby')) ?? '';
      const message = await page.evaluate(
        (ids) =>
          ids
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' '),
        describedBy,
      );
      expect(message).toMatch(WORDS[lang].wrong);
      expect(message.trim().length).toBeGreaterThan(10);
      const save = form.getByRole('button', { name: WORDS[lang].save });
      expect(await save.isEnabled()).toBe(true);
      await save.click();
      await form.getByRole('alert').filter({ hasText: WORDS[lang].fix }).waitFor();
      // Focus goes to the first field that needs correcting.
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-invalid'))).toBe('true');
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});

describe('Arabic form fields', () => {
  it('keeps a Latin company name left-to-right and reads the calling code as +34 (ar, 390 px)', async () => {
    const { page, context, consoleErrors } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    await signInContext(context, await newCustomer(page.request, 'clarity-rtl'));
    await page.goto('/profile');
    const company = page.getByTestId('company-form').getByLabel('اسم الشركة');
    await company.fill('Rótulos Ruiz S.L.');
    expect(await company.getAttribute('dir')).toBe('auto');
    // dir=auto resolves to left-to-right for a Latin name: the period stays at the end.
    expect(await company.evaluate((el) => el.matches(':dir(ltr)'))).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');

    const spain = page.getByLabel('رمز الاتصال الدولي').first().locator('option[value="ES"]');
    const text = (await spain.textContent()) ?? '';
    expect(text).toContain('+34');
    // Drawn in a right-to-left line as the list draws it: "+" on the left of "34".
    const plusBeforeDigits = await page.evaluate((label) => {
      const probe = document.createElement('span');
      probe.dir = 'rtl';
      probe.textContent = label;
      document.body.append(probe);
      const node = probe.firstChild!;
      const box = (i: number) => {
        const range = document.createRange();
        range.setStart(node, i);
        range.setEnd(node, i + 1);
        return range.getBoundingClientRect();
      };
      const plus = label.indexOf('+');
      const result = box(plus).left < box(plus + 1).left;
      probe.remove();
      return result;
    }, text);
    expect(plusBeforeDigits).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});

describe('My Invoices', () => {
  const WORDS: Record<Lang, string> = { en: 'My Invoices', ar: 'فواتيري', es: 'Mis facturas' };
  for (const lang of ['es', 'ar'] as Lang[]) {
    it(`is a page of its own, reached from the account menu and the profile (${lang})`, async () => {
      const { page, context, consoleErrors } = await openPage(browser, {
        lang,
        width: WIDTH(lang),
        height: 844,
      });
      await signInContext(context, await newCustomer(page.request, `clarity-invoices-${lang}`));
      await page.goto('/home');
      await page.getByTestId('account-menu').click();
      await page.getByRole('menu').getByRole('menuitem', { name: WORDS[lang] }).click();
      await page.waitForURL('**/invoices');
      await page.getByRole('heading', { level: 1, name: WORDS[lang] }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/profile');
      // No button beside Save Changes any more: a link to the page.
      expect(await page.getByRole('button', { name: WORDS[lang] }).count()).toBe(0);
      await page.getByTestId('invoices-link').click();
      await page.waitForURL('**/invoices');
      await page.getByRole('heading', { level: 1, name: WORDS[lang] }).waitFor();
      expect(consoleErrors).toEqual([]);
      await context.close();
    });
  }
});
