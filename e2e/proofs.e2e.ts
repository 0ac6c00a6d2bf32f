import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { auth, data, newCustomer } from './api-customer';
import { launchBrowser, openPage, signInContext } from './browser';

/**
 * Online proofs (docs/product.md#proofs): staff send a proof through the API; the customer
 * approves it from the order page (English, 1280 px) or asks for changes with a comment
 * (Arabic, 390 px, right to left); production (6) is refused before the approval and allowed
 * after it. Axe on the order page with its proofs.
 */
let browser: Browser;
let serviceId: number;
let staff: { token: string; id: number };

/** A real 2×1 PNG (so the viewer shows an image). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGAEAGAQC/9m6OLQAAAAASUVORK5CYII=',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** A design quote accepted by staff and paid by card through the API: status 4. */
async function paidQuote(api: APIRequestContext, token: string) {
  const order = await data<{ id: number; code: string }>(
    await api.post('/api/orders', {
      headers: auth(token),
      multipart: {
        service_id: String(serviceId),
        details: 'A logo for our bakery.',
        'files[]': { name: 'brief.pdf', mimeType: 'application/pdf', buffer: PDF },
      },
    }),
    'quote request',
  );
  await data(
    await api.post(`/api/admin/orders/${order.id}/accept`, {
      headers: auth(staff.token),
      data: { service_fee: 40, message: '' },
    }),
    'accept',
  );
  const shown = await data<{ price: number }>(
    await api.get(`/api/orders/${order.id}`, { headers: auth(token) }),
    'quote',
  );
  await data(
    await api.post('/api/buy/service', {
      headers: { ...auth(token), 'idempotency-key': `e2e-proof-${order.id}` },
      data: {
        order_id: order.id,
        total_amount: shown.price,
        number: '4242424242424242',
        exp_month: 12,
        exp_year: 2031,
        cvc: '123',
      },
    }),
    'pay',
  );
  // Staff start the design (4 → 5) and send the proof (the order's own: a service has no lines).
  await data(
    await api.post(`/api/admin/orders/${order.id}/advance`, {
      headers: auth(staff.token),
      data: { from: 4 },
    }),
    'advance to 5',
  );
  await data(
    await api.post(`/api/admin/orders/${order.id}/proofs`, {
      headers: auth(staff.token),
      multipart: {
        note: 'Two colours, logo centred.',
        file: { name: 'logo-proof.png', mimeType: 'image/png', buffer: PNG },
      },
    }),
    'send proof',
  );
  return order;
}

async function expectNoSeriousViolations(page: Page, where: string) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${where} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

const toProduction = (api: APIRequestContext, orderId: number) =>
  api.post(`/api/admin/orders/${orderId}/advance`, {
    headers: { ...auth(staff.token), lang: 'en' },
    data: { from: 5 },
  });

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

describe('a proof answered from the order page', () => {
  it('English at 1280 px: the customer zooms the proof and approves it; then production may start', async () => {
    const setup = await openPage(browser);
    const customer = await newCustomer(setup.page.request, 'proof-en');
    const order = await paidQuote(setup.page.request, customer.token);
    const refused = await toProduction(setup.page.request, order.id);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain('cannot go into production');
    await setup.context.close();

    const { page, context, consoleErrors } = await openPage(browser, {
      lang: 'en',
      width: 1280,
      height: 900,
    });
    await signInContext(context, customer);
    await page.goto(`/trackOrder/5/${order.code.slice(1)}`);
    const proofs = page.getByTestId('proofs');
    await expect.poll(() => proofs.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('proof-promise-note').textContent()).toContain(
      'Production starts when you approve',
    );
    expect(await page.getByTestId('proof-status').first().textContent()).toBe('Waiting for your answer');
    await expect.poll(() => page.getByTestId('proof-image').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('proof-zoom').textContent()).toBe('100%');
    await page.getByTestId('proof-zoom-in').click();
    expect(await page.getByTestId('proof-zoom').textContent()).toBe('150%');
    await page.getByTestId('proof-viewer').press('-');
    expect(await page.getByTestId('proof-zoom').textContent()).toBe('100%');
    // The service's own steps: proof sent.
    expect(await page.locator('[data-testid="track-steps"] [aria-current="step"]').textContent()).toContain(
      'Proof sent',
    );
    await expectNoSeriousViolations(page, 'order page with a proof (en)');

    await page.getByTestId('proof-approve').click();
    await page.getByRole('dialog').getByTestId('proof-approve-confirm').click();
    await expect
      .poll(() => page.getByTestId('proof-status').first().textContent(), { timeout: 15_000 })
      .toBe('Approved');
    expect(await page.getByRole('status').filter({ hasText: 'proof is approved' }).count()).toBe(1);
    await expectNoSeriousViolations(page, 'order page after approval (en)');

    const moved = await toProduction(page.request, order.id);
    expect(moved.status()).toBe(200);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('Arabic at 390 px: the customer asks for changes with a comment; production stays refused', async () => {
    const setup = await openPage(browser);
    const customer = await newCustomer(setup.page.request, 'proof-ar');
    const order = await paidQuote(setup.page.request, customer.token);
    await setup.context.close();

    const { page, context } = await openPage(browser, { lang: 'ar', width: 390, height: 844 });
    await signInContext(context, customer);
    await page.goto(`/trackOrder/5/${order.code.slice(1)}`);
    await expect.poll(() => page.getByTestId('proofs').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('html').getAttribute('dir')).toBe('rtl');
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'order page with a proof (ar, 390 px)');

    await page.getByTestId('proof-changes').click();
    const dialog = page.getByRole('dialog');
    expect(await dialog.getByTestId('proof-changes-send').isDisabled()).toBe(true);
    await dialog.getByTestId('proof-comment').fill('كبّر الشعار قليلًا من فضلك.');
    await dialog
      .getByTestId('proof-files')
      .setInputFiles({ name: 'logo.pdf', mimeType: 'application/pdf', buffer: PDF });
    await expectNoSeriousViolations(page, 'request changes dialog (ar)');
    await dialog.getByTestId('proof-changes-send').click();
    await expect
      .poll(() => page.getByTestId('proof-status').first().textContent(), { timeout: 15_000 })
      .toBe('طُلبت تعديلات');
    expect(await page.getByTestId('proof-comment-shown').textContent()).toContain('كبّر الشعار');

    const refused = await toProduction(page.request, order.id);
    expect(refused.status()).toBe(409);
    const staffView = await data<{ proofs: { status: string; comment: string; replies: unknown[] }[] }>(
      await page.request.get(`/api/admin/orders/${order.id}`, { headers: auth(staff.token) }),
      'staff detail',
    );
    expect(staffView.proofs[0]).toMatchObject({
      status: 'changes_requested',
      comment: 'كبّر الشعار قليلًا من فضلك.',
    });
    expect(staffView.proofs[0]!.replies).toHaveLength(1);
    await context.close();
  });
  it('Spanish at 390 px: a trade customer with a brand downloads the proof for its client under that brand', async () => {
    const setup = await openPage(browser);
    const api = setup.page.request;
    const customer = await newCustomer(api, 'proof-brand');
    await data(
      await api.put(`/api/users/${customer.id}/company`, {
        headers: auth(customer.token),
        data: {
          company_name: 'Rótulos Sur SL',
          tax_id: 'B12345674',
          street: 'Calle Mayor 1',
          postcode: '29001',
          city: 'Málaga',
          country: 'ES',
        },
      }),
      'company',
    );
    await data(
      await api.put(`/api/users/${customer.id}/brand`, {
        headers: auth(customer.token),
        data: {
          brand_name: 'Carteles Nube',
          street: 'Calle Sol 2',
          postcode: '29002',
          city: 'Málaga',
          country: 'ES',
          phone: '+34 600 111 222',
          email: 'hola@nube.test',
        },
      }),
      'brand',
    );
    const order = await paidQuote(api, customer.token);
    await setup.context.close();

    const { page, context, consoleErrors } = await openPage(browser, { lang: 'es', width: 390, height: 844 });
    await signInContext(context, customer);
    await page.goto(`/trackOrder/5/${order.code.slice(1)}`);
    const button = page.getByTestId('proof-branded-download');
    await expect.poll(() => button.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await button.textContent()).toBe('Descargar para tu cliente, con tu marca (PDF)');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toMatch(/^proof-\d+-v1\.pdf$/);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
    expect(pdf.numPages).toBe(2);
    const cover = await (await pdf.getPage(1)).getTextContent();
    const text = cover.items.map((item) => ('str' in item ? item.str : '')).join('');
    await pdf.destroy();
    expect(text).toContain('Carteles Nube');
    expect(text).toContain('Prueba para tu aprobación');
    expect(text).not.toContain('BannerPrint');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoSeriousViolations(page, 'order page with a branded proof download (es)');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
