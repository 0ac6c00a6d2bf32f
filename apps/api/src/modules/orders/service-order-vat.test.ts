import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { type FakeVies, startFakeVies } from '../../test/fake-vies';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from '../invoices/table';
import { orders } from './table';

let ctx: TestContext;
let vies: FakeVies;
let cat: TestCatalog;
let staff: TestUser;

const VALID_FR = 'FR40303265045';
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
const pdfBytes = Buffer.from('%PDF-1.4\ntrailer<</Root 1 0 R>>\n%%EOF\n');

beforeAll(async () => {
  vies = await startFakeVies({ valid: [VALID_FR] });
  // Several PDFs on a shared, busy machine: more than the 10 s a render gets by default.
  ctx = await createTestApp({ VIES_URL: vies.url, PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await vies?.close();
});

type Place = { street: string; postcode: string; city: string; countryCode: string };
const MADRID: Place = { street: 'Calle Mayor 1', postcode: '28013', city: 'Madrid', countryCode: 'ES' };
const PARIS: Place = { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', countryCode: 'FR' };
const NEW_YORK: Place = { street: '5th Avenue 1', postcode: '10001', city: 'New York', countryCode: 'US' };

async function customer(place: Place) {
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Office',
      details: `${place.street}, ${place.postcode} ${place.city}`,
      phone: '+34 600 222 333',
      contactName: 'Marta Final',
      company: 'Final Client SL',
      ...place,
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

/** A quote requested, accepted by staff with a net fee of €100, then paid at what the customer is shown. */
async function acceptedAndPaid(user: TestUser & { addressId: number }) {
  const form = new FormData();
  form.append('service_id', String(cat.services.logo.id));
  form.append('details', 'A logo for our shop front.');
  form.append('files[0]', new Blob([pdfBytes], { type: 'application/pdf' }), 'brief.pdf');
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(user.token),
    payload: form,
  });
  expect(requested.statusCode, requested.body).toBe(201);
  const orderId = requested.json().data.id as number;
  // An older back-office still sends a typed tax: it is ignored.
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/accept`,
    headers: bearer(staff.token),
    payload: { service_fee: 100, tax: 0, message: 'Ready when you are.' },
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, orderId));
  const shown = ((row!.feesServiceCents ?? 0) + (row!.feesTaxCents ?? 0)) / 100;
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/buy/service',
    headers: { ...bearer(user.token), 'idempotency-key': `vat-${orderId}` },
    payload: { order_id: orderId, address_id: user.addressId, total_amount: shown, ...card },
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  const pdf = await ctx.app.inject({
    method: 'GET',
    url: `/api/invoices/${invoice!.id}.pdf`,
    headers: bearer(user.token),
  });
  expect(pdf.statusCode).toBe(200);
  return { fees: accepted.json().data.fees, invoice: invoice!, text: await pdfText(pdf.rawPayload) };
}

async function pdfText(buffer: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

describe('service-order VAT: the net fee staff enter, VAT from the same decision as a cart', () => {
  it('a Spanish customer pays 21 % and the invoice says nothing of exports', async () => {
    const { fees, invoice, text } = await acceptedAndPaid(await customer(MADRID));
    expect(fees).toEqual({ service: 100, tax: 21 });
    expect(invoice).toMatchObject({
      subtotalCents: 10000,
      vatRateBasisPoints: 2100,
      vatCents: 2100,
      totalCents: 12100,
    });
    expect(invoice.document.vatTreatment).toBe('es');
    expect(invoice.document.vat).toMatchObject({ reason: 'spain', reverseCharge: false });
    expect(text).not.toContain('export');
    // The service order keeps who receives the work, as a product order does.
    expect(invoice.document.customer.address).toMatchObject({
      contactName: 'Marta Final',
      company: 'Final Client SL',
    });
    expect(text).toContain('Marta Final');
    expect(text).toContain('Final Client SL');
  });

  it('an EU company with a valid VAT number: reverse charge at 0 %, its company on the invoice', async () => {
    const buyer = await customer(PARIS);
    const company = await call(ctx, 'PUT', `/api/users/${buyer.id}/company`, buyer.token, {
      company_name: 'Imprimerie Dupont SARL',
      tax_id: VALID_FR,
      ...PARIS,
      country: 'fr',
    });
    expect(company.statusCode, company.body).toBe(200);
    const { fees, invoice, text } = await acceptedAndPaid(buyer);
    expect(fees).toEqual({ service: 100, tax: 0 });
    expect(invoice).toMatchObject({ vatRateBasisPoints: 0, vatCents: 0, totalCents: 10000 });
    expect(invoice.document.vat).toMatchObject({
      reason: 'eu_reverse_charge',
      reverseCharge: true,
      check: 'valid',
    });
    expect(invoice.document.company).toMatchObject({ name: 'Imprimerie Dupont SARL', taxId: VALID_FR });
    expect(text).toContain('Imprimerie Dupont SARL');
    expect(text).toContain('Reverse charge');
    expect(text).not.toContain('export');
  });

  it('an export: 0 % with the export wording', async () => {
    const { fees, invoice, text } = await acceptedAndPaid(await customer(NEW_YORK));
    expect(fees).toEqual({ service: 100, tax: 0 });
    expect(invoice).toMatchObject({ vatRateBasisPoints: 0, vatCents: 0, totalCents: 10000 });
    expect(invoice.document.vatTreatment).toBe('export');
    expect(text).toContain('export of goods outside the EU');
  });

  it('paying with another address settles the VAT for it: 409 with the new total, then paid', async () => {
    const buyer = await customer(NEW_YORK);
    const [madrid] = await ctx.database.db
      .insert(addresses)
      .values({
        userId: buyer.id,
        type: 1,
        label: 'Home',
        details: 'Calle Mayor 1',
        phone: '+34 600 222 333',
        ...MADRID,
      })
      .returning({ id: addresses.id });
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A logo.');
    form.append('files[0]', new Blob([pdfBytes], { type: 'application/pdf' }), 'brief.pdf');
    const orderId = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: bearer(buyer.token),
        payload: form,
      })
    ).json().data.id as number;
    await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderId}/accept`,
      headers: bearer(staff.token),
      payload: { service_fee: 100, message: '' },
    });
    const pay = (total: number) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/buy/service',
        headers: bearer(buyer.token),
        payload: { order_id: orderId, address_id: madrid!.id, total_amount: total, ...card },
      });
    const changed = await pay(100);
    expect(changed.statusCode, changed.body).toBe(409);
    expect(changed.json().code).toBe('price_changed');
    expect((await pay(121)).statusCode).toBe(201);
  });
});
