import AxeBuilder from '@axe-core/playwright';
import type { Lang } from '@shop/shared';
import type { APIRequestContext, Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eurosToCents, formatEuros } from '../packages/shared/src/money';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Issue 27, the back-office's part: the product editor's one Save, its warning before
 * unsaved changes are lost and its collapsible option tree; discounts shown as negative
 * amounts; the link to the order a quote became; the sidebar's full height; the customer page
 * (company, VAT number, orders, staff notes). English at 1280 px, Arabic at 1024 px, Spanish
 * at 1280 px.
 */
let browser: Browser;
let staff: { token: string; id: number };
let product: { id: number; sections: number };
let serviceId: number;
/** A trade customer with a company, a delivery address and a paid order with WELCOME10. */
let buyer: { token: string; id: number; email: string; orderId: number; orderCode: string; discount: number };

const COMPANY = 'Rótulos Norte SL';
/** A tiny valid PNG (2 × 2 px), as a customer's artwork. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMAAAA4AAR9mJ6UAAAAASUVORK5CYII=',
  'base64',
);
/** A Spanish CIF with a right check digit. */
const CIF = 'B12345674';

async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function asStaff(lang: Lang, width: number) {
  const opened = await openPage(browser, { lang, width });
  await signInContext(opened.context, staff);
  return opened;
}

/** A product order paid by card through the API, with a coupon: 409 tells the total to pay. */
async function paidCouponOrder(api: APIRequestContext, token: string, addressId: number) {
  const categories = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=2'),
    'categories',
  );
  const category = categories.find((c) => c.count > 0)!;
  const detail = await data<{ products: { id: number }[] }>(
    await api.get(`/api/categories/${category.id}`),
    'category',
  );
  const p = await data<{
    id: number;
    sections: { required: boolean; options: { id: number }[] }[];
    def_width: number | null;
    def_height: number | null;
    min_q: number;
  }>(await api.get(`/api/products/${detail.products[0]!.id}`), 'product');
  await data(
    await api.post('/api/card', {
      headers: auth(token),
      data: {
        product_id: p.id,
        quantity: p.min_q,
        ...(p.def_width ? { width: p.def_width, height: p.def_height } : {}),
        options: p.sections.filter((s) => s.required).map((s) => s.options[0]!.id),
      },
    }),
    'add to cart',
  );
  await data(await api.post('/api/coupon', { headers: auth(token), data: { name: 'WELCOME10' } }), 'coupon');
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
  const asked = await api.post('/api/payment', {
    headers: { ...auth(token), 'idempotency-key': `care-ask-${Date.now()}` },
    data: { ...card, address_id: addressId, total_amount: 0.01 },
  });
  expect(asked.status(), await asked.text()).toBe(409);
  const breakdown = ((await asked.json()) as { breakdown: { total_amount: number; discount: number } })
    .breakdown;
  expect(breakdown.discount).toBeGreaterThan(0);
  const paid = await data<{ order: { id: number; code: string } }>(
    await api.post('/api/payment', {
      headers: { ...auth(token), 'idempotency-key': `care-pay-${Date.now()}` },
      data: { ...card, address_id: addressId, total_amount: breakdown.total_amount },
    }),
    'pay',
  );
  return { ...paid.order, discount: breakdown.discount };
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
    await api.get('/api/categories?owner_type=2'),
    'product categories',
  );
  const detail = await data<{ products: { id: number }[] }>(
    await api.get(`/api/categories/${categories.find((c) => c.count > 0)!.id}`),
    'category',
  );
  const adminProduct = await data<{ id: number; sections: unknown[] }>(
    await api.get(`/api/admin/products/${detail.products[0]!.id}`, { headers: auth(staff.token) }),
    'admin product',
  );
  product = { id: adminProduct.id, sections: adminProduct.sections.length };
  expect(product.sections).toBeGreaterThan(1);
  const services = await data<{ id: number; count: number }[]>(
    await api.get('/api/categories?owner_type=1'),
    'service categories',
  );
  serviceId = (
    await data<{ services: { id: number }[] }>(
      await api.get(`/api/categories/${services.find((c) => c.count > 0)!.id}`),
      'service category',
    )
  ).services[0]!.id;

  const customer = await newCustomer(api, 'care');
  // A structured delivery address (the checkout needs its country), then the company.
  const address = await data<{ id: number }>(
    await api.post('/api/addresses', {
      headers: auth(customer.token),
      data: {
        type: 2,
        label: 'Taller',
        contact_name: 'Lucía Martín',
        street: 'Calle Larios 5',
        postcode: '29005',
        city: 'Málaga',
        country: 'ES',
        phone: '+34 952 000 123',
      },
    }),
    'address',
  );
  await data(
    await api.put(`/api/users/${customer.id}/company`, {
      headers: auth(customer.token),
      data: {
        company_name: COMPANY,
        tax_id: CIF,
        street: 'Calle Mayor 1',
        postcode: '29001',
        city: 'Málaga',
        country: 'ES',
      },
    }),
    'company',
  );
  const order = await paidCouponOrder(api, customer.token, address.id);
  buyer = { ...customer, orderId: order.id, orderCode: order.code, discount: order.discount };
  await context.close();
}, 120_000);
afterAll(() => browser?.close());

/** The options card of the product editor and its section toggles. */
function optionsCard(page: Page, title: string): Locator {
  return page
    .locator('section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

describe('the product editor', () => {
  it('has one Save; sections start closed; an unsaved option price asks before leaving, staying keeps it, Save keeps it for good (en 1280)', async () => {
    const { page, context, consoleErrors } = await asStaff('en', 1280);
    await page.goto(`/admin/products/${product.id}`);
    const options = optionsCard(page, 'Options');
    await options.waitFor();
    // One Save for the whole page (the product and its options); no second one for the options.
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(1);
    const toggles = options.locator('button[data-section-toggle]');
    expect(await toggles.count()).toBe(product.sections);
    expect(await toggles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-expanded')))).toEqual(
      Array(product.sections).fill('false'),
    );
    // Far shorter than the 11,000 px it was with every section open.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(6000);
    expect(await seriousViolations(page)).toEqual([]);

    // Open the first section (by keyboard) and change its first option's price.
    await toggles.first().focus();
    await page.keyboard.press('Enter');
    expect(await toggles.first().getAttribute('aria-expanded')).toBe('true');
    const price = options.getByLabel(/^(Amount \(€\)|Percent \(%\))$/).first();
    const oldPrice = await price.inputValue();
    const newPrice = String(Math.round((Number(oldPrice) + 1.25) * 100) / 100);
    await price.fill(newPrice);

    // Another back-office link: asked first, in a dialog that starts on "Stay".
    await page.locator('aside').getByRole('link', { name: 'Orders', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await dialog.waitFor();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Stay on this page');
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${product.id}`);
    expect(await price.inputValue()).toBe(newPrice);
    // Closing or reloading the tab asks too (the page cancels beforeunload while unsaved).
    const asksOnUnload = () =>
      page.evaluate(() => {
        const event = new Event('beforeunload', { cancelable: true });
        window.dispatchEvent(event);
        return event.defaultPrevented;
      });
    expect(await asksOnUnload()).toBe(true);

    // The one Save sends the options too; then leaving asks nothing.
    const sections = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/products/${product.id}/sections`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-product').click();
    expect((await sections).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();
    const saved = await data<{ sections: { options: { price: number }[] }[] }>(
      await page.request.get(`/api/admin/products/${product.id}`, { headers: auth(staff.token) }),
      'saved product',
    );
    expect(saved.sections[0]!.options[0]!.price).toBe(Number(newPrice));
    await expect.poll(asksOnUnload).toBe(false);

    // Put the price back (other tests price this product), then leave without a question.
    await price.fill(oldPrice);
    const restored = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/products/${product.id}/sections`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-product').click();
    expect((await restored).status()).toBe(200);
    // The form is clean once the save's answer is applied, a moment after the response.
    await expect.poll(asksOnUnload).toBe(false);
    await page.locator('aside').getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(/\/admin\/orders$/);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('asks in Arabic, and "leave" discards the edit (ar 1024); the page passes axe', async () => {
    const { page, context, consoleErrors } = await asStaff('ar', 1024);
    await page.goto(`/admin/products/${product.id}`);
    const options = optionsCard(page, 'الخيارات');
    await options.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    expect(await seriousViolations(page)).toEqual([]);
    await options.locator('button[data-section-toggle]').first().click();
    const price = options.getByLabel(/^(المبلغ \(€\)|النسبة \(٪\))$/).first();
    const oldPrice = await price.inputValue();
    await price.fill(String(Number(oldPrice) + 2));
    // A closed section that holds a mistake opens again on Save, and nothing is sent.
    const toggle = options.locator('button[data-section-toggle]').first();
    await options.getByLabel('الاسم (الإنجليزية)').first().fill('');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    let sent = 0;
    page.on('request', (r) => {
      if (r.method() === 'PUT' && r.url().includes(`/api/admin/products/${product.id}`)) sent += 1;
    });
    await page.getByTestId('save-product').click();
    await options.getByText('يحتاج إلى تصحيح').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(sent).toBe(0);
    await page.locator('aside').getByRole('link', { name: 'الطلبات', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'المغادرة دون حفظ؟' });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`/admin/products/${product.id}`);
    await page.locator('aside').getByRole('link', { name: 'الطلبات', exact: true }).click();
    await dialog.getByRole('button', { name: 'المغادرة دون حفظ' }).click();
    await page.waitForURL(/\/admin\/orders$/);
    const after = await data<{ sections: { options: { price: number }[] }[] }>(
      await page.request.get(`/api/admin/products/${product.id}`, { headers: auth(staff.token) }),
      'product after leaving',
    );
    expect(after.sections[0]!.options[0]!.price).toBe(Number(oldPrice));
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('orders and quotes', () => {
  it('shows a coupon order’s discount as a negative amount in English, Arabic and Spanish', async () => {
    for (const [lang, label, width] of [
      ['en', 'Discount (WELCOME10)', 1280],
      ['ar', 'الخصم (WELCOME10)', 1024],
      ['es', 'Descuento (WELCOME10)', 1280],
    ] as const) {
      const { page, context, consoleErrors } = await asStaff(lang, width);
      await page.goto(`/admin/orders/${buyer.orderId}`);
      const amount = page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd');
      await amount.waitFor();
      // U+2212, the shop's own money format after it.
      expect((await amount.textContent())?.trim(), lang).toBe(
        `\u2212${formatEuros(eurosToCents(buyer.discount), lang)}`,
      );
      expect(consoleErrors).toEqual([]);
      await context.close();
    }
  }, 120_000);

  it('accepting a quote (no VAT in euros to type) shows a link that opens the order (en 1280)', async () => {
    const { page: guest, context: guestContext } = await openPage(browser);
    const quote = await data<{ id: number; code: string }>(
      await guest.request.post('/api/orders', {
        headers: auth(buyer.token),
        multipart: {
          service_id: String(serviceId),
          details: 'A shop-front sign, 2 × 0.5 m.',
          'files[]': { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
        },
      }),
      'quote request',
    );
    await guestContext.close();

    const { page, context, consoleErrors } = await asStaff('en', 1280);
    await page.goto(`/admin/quotes/${quote.id}`);
    await page.getByLabel('Net service fee (€, VAT excluded)').fill('55');
    expect(await page.getByLabel(/Tax|VAT \(€\)/).count()).toBe(0);
    await page.getByTestId('accept-quote').click();
    // The code is isolated (bidi) inside the sentence.
    const link = page.getByRole('link', { name: new RegExp(`^Open order \\W?${quote.code}\\W?$`) });
    await link.waitFor();
    await link.click();
    await page.waitForURL(new RegExp(`/admin/orders/${quote.id}$`));
    await page.getByRole('heading', { level: 1, name: `Order ${quote.code}` }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('the sidebar’s background reaches the bottom of a long page (ar 1024)', async () => {
    const { page, context } = await asStaff('ar', 1024);
    await page.goto(`/admin/products/${product.id}`);
    const options = optionsCard(page, 'الخيارات');
    await options.waitFor();
    // Every section open: a long page.
    const closed = options.locator('button[data-section-toggle][aria-expanded="false"]');
    while ((await closed.count()) > 0) await closed.first().click();
    // The column itself spans the page (a full-page screenshot or a print shows it whole, not
    // a viewport-tall strip), and where the page ends, the sidebar is still under the pointer.
    const measured = await page.evaluate(() => {
      window.scrollTo(0, 0);
      const aside = document.querySelector('aside')!;
      const atTop = aside.getBoundingClientRect();
      window.scrollTo(0, document.documentElement.scrollHeight);
      const box = aside.getBoundingClientRect();
      const probe = document.elementFromPoint(box.left + box.width / 2, window.innerHeight - 3);
      return {
        page: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
        columnHeight: atTop.height,
        columnBottom: atTop.bottom,
        asideBottom: box.bottom + window.scrollY,
        background: getComputedStyle(aside).backgroundColor,
        probeInAside: aside.contains(probe),
      };
    });
    expect(measured.page).toBeGreaterThan(measured.viewport * 2);
    expect(measured.columnBottom).toBeGreaterThanOrEqual(measured.page - 1);
    expect(measured.columnHeight).toBeGreaterThan(measured.viewport * 2);
    expect(measured.asideBottom).toBeGreaterThanOrEqual(measured.page - 1);
    expect(measured.probeInAside).toBe(true);
    expect(measured.background).not.toBe('rgba(0, 0, 0, 0)');
    await context.close();
  }, 120_000);
});

describe('the customer page', () => {
  it('the list shows company and VAT number and finds by them; the page shows company, orders and a note added there (en 1280)', async () => {
    const { page, context, consoleErrors } = await asStaff('en', 1280);
    await page.goto('/admin/customers');
    await page.getByLabel('Search by name, e-mail, company or VAT number').fill(CIF);
    // The search runs once typing pauses: every row it leaves has that VAT number (other test
    // files' customers may share it), this customer's among them.
    await expect
      .poll(
        async () => {
          const rows = (await page.getByRole('row').allTextContents()).slice(1);
          return (
            rows.length > 0 && rows.every((r) => r.includes(CIF)) && rows.some((r) => r.includes(buyer.email))
          );
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    const row = page.getByRole('row').filter({ hasText: buyer.email });
    expect(await row.textContent()).toContain(COMPANY);
    expect(await row.textContent()).toContain(CIF);
    await row.getByRole('link', { name: 'Lucía Martín', exact: true }).click();
    await page.waitForURL(new RegExp(`/admin/customers/${buyer.id}$`));
    await page.getByRole('heading', { level: 1, name: 'Lucía Martín' }).waitFor();
    await page.getByText(COMPANY).waitFor();
    expect(await page.getByTestId('customer-tax-id').textContent()).toContain(CIF);
    await page.getByText('No credit terms: pays by card or Bizum at checkout.').waitFor();
    const orderLink = page.getByRole('link', { name: buyer.orderCode, exact: true });
    await orderLink.waitFor();

    const note = 'Wants proofs by phone before 10:00.';
    await page.getByLabel('New note').fill(note);
    await page.getByTestId('add-note').click();
    await page.getByRole('status').filter({ hasText: 'Note added.' }).waitFor();
    const notes = page.getByRole('list', { name: 'Notes, newest first' });
    await notes.getByText(note).waitFor();
    expect(await page.getByLabel('New note').inputValue()).toBe('');
    expect(await seriousViolations(page)).toEqual([]);

    await orderLink.click();
    await page.waitForURL(new RegExp(`/admin/orders/${buyer.orderId}$`));
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Arabic (1024): a note in Arabic is listed first, isolated; the page passes axe', async () => {
    const { page, context, consoleErrors } = await asStaff('ar', 1024);
    await page.goto(`/admin/customers/${buyer.id}`);
    await page.getByRole('heading', { level: 1, name: 'Lucía Martín' }).waitFor();
    const note = 'يفضّل استلام الفواتير بالبريد الإلكتروني';
    await page.getByLabel('ملاحظة جديدة').fill(note);
    await page.getByTestId('add-note').click();
    const notes = page.getByRole('list', { name: 'الملاحظات، الأحدث أولًا' });
    await notes.getByText(note).waitFor();
    const first = notes.getByRole('listitem').first();
    expect(await first.textContent()).toContain(note);
    expect(await first.locator('p[dir="auto"]').textContent()).toBe(note);
    expect(await notes.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);

  it('Spanish (1280): the list’s company columns and the page’s texts', async () => {
    const { page, context, consoleErrors } = await asStaff('es', 1280);
    await page.goto('/admin/customers');
    await page.getByRole('columnheader', { name: 'Empresa' }).waitFor();
    await page.getByRole('columnheader', { name: 'NIF / número de IVA' }).waitFor();
    await page.goto(`/admin/customers/${buyer.id}`);
    await page
      .getByText('Sin condiciones de crédito: paga con tarjeta o Bizum al finalizar la compra.')
      .waitFor();
    await page.getByRole('heading', { name: 'Notas del personal' }).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});

describe('the artwork guide and an option’s finishing', () => {
  it('staff give a product a frame, pole pockets on every piece and an option a hem; the storefront’s product answer draws them (es 1280)', async () => {
    const { page, context, consoleErrors } = await asStaff('es', 1280);
    const api = page.request;
    // A product of its own, so the other tests' products keep their drawing.
    const category = (
      await data<{ id: number; count: number }[]>(await api.get('/api/categories?owner_type=2'), 'categories')
    )[0]!;
    const t = (en: string) => ({ en, ar: `${en} ع`, es: en });
    const created = await data<{ id: number }>(
      await api.post('/api/admin/products', {
        headers: auth(staff.token),
        data: {
          category_id: category.id,
          slug: `zz-artwork-${Date.now()}`,
          title: t('Framed canvas'),
          description: t(''),
          images: [],
          meta_title: t(''),
          meta_description: t(''),
          footer: t(''),
          pricing_mode: 'per_m2',
          base_price: 20,
          min_width: 20,
          max_width: 200,
          min_height: 20,
          max_height: 200,
          def_width: 60,
          def_height: 40,
          min_q: 1,
          max_q: 10,
        },
      }),
      'new product',
    );
    await data(
      await api.put(`/api/admin/products/${created.id}/sections`, {
        headers: auth(staff.token),
        data: [
          {
            name: t('Finishing'),
            options: [{ name: t('Hemmed edges'), price_mode: 'fixed', price: 1 }],
          },
        ],
      }),
      'sections',
    );
    await page.goto(`/admin/products/${created.id}`);
    const card = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Guía de diseño', exact: true }) });
    await card.getByText(/guía por defecto de la tienda \(2 cm de sangrado/).waitFor();
    await card.getByLabel('Sangrado (cm)').fill('0.5');
    await card.getByLabel('Contorno de la estructura').selectOption({ label: 'Marco' });
    await card.getByLabel('Perfil del marco (cm)').fill('3.5');
    // Finishing on every piece, whatever the options: pole pockets at the top only.
    await card.getByRole('button', { name: 'Añadir un acabado en todas las piezas' }).click();
    const always = card.getByRole('group', { name: 'Acabado en todas las piezas (1)' });
    await always.getByLabel('Tipo', { exact: true }).selectOption({ label: 'Bolsillos para barra' });
    await always.getByLabel('Profundidad del bolsillo (cm)').fill('6');
    await always.getByLabel('Abajo').uncheck();
    expect(await seriousViolations(page)).toEqual([]);

    const options = optionsCard(page, 'Opciones');
    await options.locator('button[data-section-toggle]').first().click();
    await options.getByLabel('Tipo', { exact: true }).first().selectOption({ label: 'Dobladillo' });
    await options.getByLabel('Ancho del dobladillo (cm)').fill('4');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/admin/products/${created.id}/sections`) && r.request().method() === 'PUT',
    );
    await page.getByTestId('save-product').click();
    expect((await saved).status()).toBe(200);
    await page.getByRole('status').filter({ hasText: /./ }).first().waitFor();

    const storefront = await data<{ artwork: unknown }>(
      await api.get(`/api/products/${created.id}`),
      'storefront product',
    );
    expect(storefront.artwork).toEqual({
      bleed: 0.5,
      safe: 3,
      hardware: { kind: 'frame', profile: 3.5 },
      finishing: [{ kind: 'pole_pockets', depth: 6, edges: ['top'] }],
    });
    expect(JSON.stringify(storefront)).toContain('{"kind":"hem","width":4}');
    expect(consoleErrors).toEqual([]);
    await context.close();
  }, 120_000);
});
