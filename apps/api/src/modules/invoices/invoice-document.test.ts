import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from './table';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  // Several PDFs on a shared, busy machine: more than the 10 s a render gets by default.
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const card = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };

async function customer(lang: 'en' | 'ar' | 'es' = 'en') {
  const user = await createTestUser(ctx.database);
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, 28013 Madrid',
      contactName: 'Marta Receptora',
      company: 'Rótulos Mayor SL',
      street: 'Calle Mayor 1',
      postcode: '28013',
      city: 'Madrid',
      countryCode: 'ES',
      phone: '+34 600 111 222',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { ...user, lang, addressId: address!.id };
}

/** Pays a cart of `lines` and answers the invoice row. */
async function paidInvoice(
  user: TestUser & { addressId: number; lang: string },
  lines: Record<string, unknown>[],
) {
  for (const line of lines) {
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/card',
      headers: bearer(user.token),
      payload: { product_id: cat.products.banner.id, ...line },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), lang: user.lang },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const [invoice] = await ctx.database.db
    .select()
    .from(invoices)
    .where(eq(invoices.id, paid.json().data.invoice.id as number));
  return invoice!;
}

async function pdfText(url: string, token: string, lang = 'en'): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), lang } });
  expect(res.statusCode, res.body).toBe(200);
  const doc = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return pages.join('\n');
}

describe('an invoice an accountant accepts (docs/decisions/043-invoices-an-accountant-accepts.md)', () => {
  it('one-off charges, the quantity discount and the minimum charge are lines of their own; a base imponible per rate', async () => {
    const user = await customer();
    // 10 × 100 × 100 cm with eyelets (€1.50 each) every 50 cm (a one-off €5): 10 × €13.50, 5 % off
    // the items, + €5; and 1 × 50 × 50 cm (€3.00) topped up to the €15 minimum.
    const { eyelets, every50, standard } = cat.options;
    const invoice = await paidInvoice(user, [
      { width: 100, height: 100, quantity: 10, options: [standard.id, eyelets.id, every50.id] },
      { width: 50, height: 50, quantity: 1, options: [standard.id] },
    ]);
    const lines = invoice.document.lines;
    expect(lines.map((l) => [l.kind ?? 'item', l.quantity, l.unitCents, l.totalCents])).toEqual([
      ['item', 10, 1350, 13500],
      ['discount', 1, -675, -675],
      ['charge', 1, 500, 500],
      ['item', 1, 300, 300],
      ['minimum', 1, 1200, 1200],
    ]);
    expect(lines.reduce((sum, l) => sum + l.totalCents, 0)).toBe(invoice.subtotalCents);
    expect(invoice.document.byRate).toEqual([
      { rateBasisPoints: 2100, baseCents: invoice.totalCents - invoice.vatCents, taxCents: invoice.vatCents },
    ]);
    expect(invoice.document.buyer).toEqual({ name: expect.any(String), taxId: null, countryCode: 'ES' });

    const text = await pdfText(`/api/invoices/${invoice.id}.pdf`, user.token);
    expect(text).toContain('Quantity discount 5 %');
    expect(text).toContain('Finishing: Every 50 cm');
    expect(text).toContain('One-off charge for: Zebra PVC Banner');
    expect(text).toContain('Minimum charge top-up');
    expect(text).toContain('Taxable base (base imponible) 21%');
  });

  it('the deliver-to block keeps the contact name and company of the address', async () => {
    const user = await customer();
    const invoice = await paidInvoice(user, [
      { width: 100, height: 100, quantity: 1, options: [cat.options.standard.id] },
    ]);
    expect(invoice.document.customer.address).toMatchObject({
      contactName: 'Marta Receptora',
      company: 'Rótulos Mayor SL',
    });
    const text = await pdfText(`/api/invoices/${invoice.id}.pdf`, user.token);
    expect(text).toContain('Marta Receptora');
    expect(text).toContain('Rótulos Mayor SL');
  });

  it('is issued in the customer’s language, whatever the language of the download; ?lang=es is the Spanish copy', async () => {
    const user = await customer('ar');
    const invoice = await paidInvoice(user, [
      { width: 100, height: 100, quantity: 1, options: [cat.options.standard.id] },
    ]);
    expect(invoice.document.lang).toBe('ar');
    const url = `/api/invoices/${invoice.id}.pdf`;
    const later = await pdfText(url, user.token, 'en');
    expect(later).not.toContain('Subtotal');
    expect(later).not.toContain('Taxable base');
    for (const copy of [
      await pdfText(`${url}?lang=es`, user.token, 'en'),
      await pdfText(`/api/admin/invoices/${invoice.id}.pdf?lang=es`, staff.token, 'ar'),
    ]) {
      expect(copy).toContain('Base imponible 21');
      expect(copy).toContain('Subtotal');
      expect(copy).not.toContain('Taxable base');
    }
    const staffCopy = await pdfText(`/api/admin/invoices/${invoice.id}.pdf`, staff.token, 'en');
    expect(staffCopy).not.toContain('Taxable base');
  });
});
