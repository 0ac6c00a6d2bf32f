import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orders } from './table';

/**
 * Every mail about an account or its orders goes in the account's current language (the one the
 * storefront's switch last chose: PUT /api/users/{id} { lang }), with human status headings, and
 * in Arabic with every code, number and name isolated; the confirmation lists the items, totals,
 * delivery days and the invoice (docs/product.md#languages).
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

const FSI = '\u2068';
const PDI = '\u2069';

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

async function customer(): Promise<TestUser & { addressId: number }> {
  const user = await createTestUser(ctx.database, { name: 'Ana Ruiz' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, Madrid',
      ...MADRID,
      phone: '+34 600 111 222',
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

/** The HTML part's words (its <bdi> and table tags left out). */
const withoutTags = (html: string) => html.replace(/<[^>]+>/g, '');

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

function chooseLanguage(user: TestUser, lang: string, headers: Record<string, string> = {}, id = user.id) {
  return ctx.app.inject({
    method: 'PUT',
    url: `/api/users/${id}`,
    headers: { ...bearer(user.token), ...headers },
    payload: { lang },
  });
}

/** A multipart body the way the storefront's profile form sends it (POST with _method=put). */
async function multipart(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') as string },
  };
}

async function payBanner(user: TestUser & { addressId: number }, lang = 'en') {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: { ...bearer(user.token), lang },
    payload: {
      product_id: cat.products.banner.id,
      width: 200,
      height: 100,
      quantity: 3,
      options: [
        cat.options.standard.id,
        cat.options.eyelets.id,
        cat.options.every25.id,
        cat.options.brass.id,
      ],
    },
  });
  expect(added.statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), lang },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId }),
  });
  expect(paid.statusCode).toBe(201);
  return paid.json().data as { order: { id: number; code: string }; invoice: { id: number; number: string } };
}

describe('the account’s language: PUT /api/users/{id} { lang }', () => {
  it('sets it as JSON (PUT) and as the spec’s multipart POST with _method=put', async () => {
    const user = await customer();
    const put = await chooseLanguage(user, 'ar');
    expect(put.statusCode).toBe(200);
    expect(put.json().data.preferredLang).toBe('ar');

    const body = await multipart({ _method: 'put', lang: 'es' });
    const posted = await ctx.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}`,
      payload: body.payload,
      headers: { ...body.headers, ...bearer(user.token) },
    });
    expect(posted.statusCode).toBe(200);
    const read = await ctx.app.inject({ url: `/api/users/${user.id}`, headers: bearer(user.token) });
    expect(read.json().data.preferredLang).toBe('es');
  });

  it('refuses another user’s id (403) and changes nothing there', async () => {
    const user = await customer();
    const other = await customer();
    const answer = await chooseLanguage(user, 'ar', {}, other.id);
    expect(answer.statusCode).toBe(403);
    const read = await ctx.app.inject({ url: `/api/users/${other.id}`, headers: bearer(other.token) });
    expect(read.json().data.preferredLang).toBe('en');
  });

  it('refuses a language the shop has not with a 422 in the caller’s language', async () => {
    const user = await customer();
    const answer = await chooseLanguage(user, 'fr', { lang: 'es' });
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({ status: false, code: 'business_rule' });
    expect(answer.json().message).toContain('La tienda no tiene el idioma');
    const arabic = await chooseLanguage(user, '<b>', { lang: 'ar' });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().message).toContain('لا يتوفر المتجر');
  });
});

describe('mails in the account’s current language', () => {
  it('a service status mail follows the switch to Arabic, with a human heading', async () => {
    const user = await customer();
    // The quote was asked for in English...
    const [order] = await ctx.database.db
      .insert(orders)
      .values({ code: 'S515151', kind: 'service', userId: user.id, status: 1, details: 'A logo', lang: 'en' })
      .returning({ id: orders.id });
    // ...then the customer switched the storefront to Arabic.
    expect((await chooseLanguage(user, 'ar')).statusCode).toBe(200);
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/accept`,
      headers: bearer(staff.token),
      payload: { service_fee: 100, tax: 21, message: 'Three proposals' },
    });
    expect(accepted.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.subject).toContain('بانتظار الدفع');
    expect(mail.subject).toContain(`${FSI}S515151${PDI}`);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<bdi>S515151</bdi>');
    expect(mail.text).not.toContain('Waiting');
  });

  it('status headings read as sentences in English', async () => {
    const user = await customer();
    const [order] = await ctx.database.db
      .insert(orders)
      .values({ code: 'S525252', kind: 'service', userId: user.id, status: 1, details: 'A sign', lang: 'ar' })
      .returning({ id: orders.id });
    const accepted = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order!.id}/accept`,
      headers: bearer(staff.token),
      payload: { service_fee: 100, tax: 21, message: '' },
    });
    expect(accepted.statusCode).toBe(200);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    // The account is English, although the quote was asked for in Arabic.
    expect(mail.subject).toBe('Order S525252: Waiting for payment');
    expect(mail.html).toContain('<h1 style="margin:0 0 16px;font-size:20px">Waiting for payment</h1>');
  });

  it('a service quote paid after the switch: its confirmation in Arabic with its invoice', async () => {
    const user = await customer();
    const [order] = await ctx.database.db
      .insert(orders)
      .values({
        code: 'S535353',
        kind: 'service',
        userId: user.id,
        status: 3,
        serviceId: cat.services.logo.id,
        details: 'A logo',
        lang: 'en',
        feesServiceCents: 10_000,
        feesTaxCents: 2_100,
      })
      .returning({ id: orders.id });
    expect((await chooseLanguage(user, 'ar')).statusCode).toBe(200);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/buy/service',
      headers: { ...bearer(user.token), lang: 'en' },
      payload: { order_id: order!.id, address_id: user.addressId, total_amount: 121, ...card },
    });
    expect(paid.statusCode).toBe(201);
    const invoice = paid.json().data.invoice as { id: number; number: string };
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.subject).toBe(`تأكيد الطلب ${FSI}S535353${PDI}`);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('تصميم شعار زيبرا'); // the service, in Arabic
    expect(mail.text).toContain('الإجمالي');
    expect(mail.text).toContain(`${FSI}${invoice.number}${PDI}`);
    expect(mail.html).toContain(`<bdi>${invoice.number}</bdi>`);
    expect(mail.text).toContain(`/api/invoices/${invoice.id}.pdf`);
  });
});

describe('the order confirmation', () => {
  it('lists the items with their options, the totals, the delivery days and links to the invoice and tracking', async () => {
    const user = await customer();
    const { order, invoice } = await payBanner(user);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.subject).toBe(`Order ${order.code} confirmed`);
    for (const part of [mail.text, withoutTags(mail.html)]) {
      expect(part).toContain('Your items');
      expect(part).toContain('Size: 200 × 100 cm');
      expect(part).toContain('Quantity: 3');
      // One path per section, each option once.
      expect(part).toContain('Finishing: Eyelets › Every 25 cm › Brass');
      expect(part).toContain('Subtotal');
      expect(part).toContain('Shipping');
      expect(part).toMatch(/VAT 21 % on €[\d,.]+/);
      expect(part).toContain('Total');
      expect(part).toMatch(
        /We dispatch it by \w+day \d+ \w+ 20\d\d and the courier delivers it by \w+day \d+ \w+ 20\d\d/,
      );
      expect(part).toContain(invoice.number);
    }
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`/api/invoices/${invoice.id}.pdf`);
      expect(part).toContain(`/trackOrder/4/${order.code.slice(1)}`);
    }
    // English: no isolate marks in the plain text (they help right-to-left text only).
    expect(mail.text).not.toMatch(/[\u2066-\u2069\ue000\ue001]/);
    expect(mail.html).not.toMatch(/[\ue000\ue001]/);
  });

  it('carries the buyer’s references: the PO number and each line’s own label', async () => {
    const user = await customer();
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(user.token),
      payload: {
        product_id: cat.products.banner.id,
        width: 200,
        height: 100,
        quantity: 1,
        name: 'Shop front Calle Larios',
        options: [cat.options.standard.id],
      },
    });
    expect(added.statusCode).toBe(201);
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment',
      headers: bearer(user.token),
      payload: await withShownTotal(ctx.app, user.token, {
        ...card,
        address_id: user.addressId,
        po_number: 'PO-2026-0042',
      }),
    });
    expect(paid.statusCode).toBe(201);
    const mail = await ctx.smtp.waitFor(user.email, 1);
    for (const part of [mail.text, withoutTags(mail.html)]) {
      expect(part).toContain('Your purchase order number: PO-2026-0042');
      expect(part).toContain('Your label: Shop front Calle Larios');
    }
  });

  it('in Arabic after the switch, the invoice number and amounts isolated, the invoice kept in its issued language', async () => {
    const user = await customer();
    expect((await chooseLanguage(user, 'ar')).statusCode).toBe(200);
    // Paid from a page still in English: the mail follows the account, the invoice the order.
    const { order, invoice } = await payBanner(user, 'en');
    const mail = await ctx.smtp.waitFor(user.email, 1);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.subject).toContain(`${FSI}${order.code}${PDI}`);
    expect(mail.text).toContain(`${FSI}${invoice.number}${PDI}`);
    expect(mail.html).toContain(`<bdi>${invoice.number}</bdi>`);
    expect(mail.text).toContain(`التشطيب: ${FSI}حلقات معدنية › كل 25 سم › نحاس${PDI}`);
    // Amounts too (Intl puts its own right-to-left mark in front of an Arabic amount).
    expect(mail.text).toMatch(new RegExp(`الإجمالي: ${FSI}\u200f?[\\d,.]+\\s€${PDI}`));
    expect(mail.text).not.toContain('Your items');
    const pdf = await ctx.app.inject({ url: `/api/invoices/${invoice.id}.pdf`, headers: bearer(user.token) });
    expect(pdf.statusCode).toBe(200);
  });
});
