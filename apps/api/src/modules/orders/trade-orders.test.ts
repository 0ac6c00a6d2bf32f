import fs from 'node:fs';
import path from 'node:path';
import { BUSINESS } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { countries } from '../shipping/table';
import { uploads } from '../uploads/table';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
let buyer: TestUser & { addressId: number };
let stranger: TestUser;
let spain: number;
let blindOrder: { id: number; code: string };
let plainOrder: { id: number; code: string };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

async function addBarrierWithFile(user: TestUser, quantity: number) {
  const form = new FormData();
  form.append('product_id', String(cat.products.barrier.id));
  form.append('quantity', String(quantity));
  form.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'wombat-artwork.pdf');
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: form,
  });
  expect(added.statusCode).toBe(201);
}

async function pay(user: TestUser & { addressId: number }, key: string, extra: Record<string, unknown> = {}) {
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId, ...extra }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.order as { id: number; code: string };
}

function noteForm(name: string, content: Buffer, type: string) {
  const form = new FormData();
  form.append('files', new Blob([content], { type }), name);
  return form;
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

beforeAll(async () => {
  // PDFs render on the worker pool: on a loaded CI machine the first (a thread starting, fonts
  // loading) can pass the default 10 s render limit.
  ctx = await createTestApp({ PDF_RENDER_TIMEOUT_MS: '60000' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  stranger = await createTestUser(ctx.database, { email: 'stranger@trade.test' });
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;
  const user = await createTestUser(ctx.database, { name: 'Reseller Ana', email: 'ana@trade.test' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'End customer',
      details: 'Calle Luna 3, 28001 Madrid',
      phone: '+34 600 000 002',
      contactName: 'Marta Final',
      street: 'Calle Luna 3',
      postcode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      countryCode: 'ES',
    })
    .returning({ id: addresses.id });
  buyer = { ...user, addressId: address!.id };
  const company = await call(ctx, 'PUT', `/api/users/${buyer.id}/company`, buyer.token, {
    company_name: 'Imprimerie Dupont SARL',
    tax_id: 'fr 40 303 265 045',
    street: '12 rue de la Paix',
    postcode: '75002',
    city: 'Paris',
    country: 'fr',
  });
  expect(company.statusCode, company.body).toBe(200);

  await addBarrierWithFile(buyer, 2);
  blindOrder = await pay(buyer, 'trade-blind', { blind_shipping: true, country_id: spain });
  await addBarrierWithFile(buyer, 3);
  plainOrder = await pay(buyer, 'trade-plain');
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('trade data on orders', () => {
  it('shows the company, VAT reason and blind flag to the customer and to staff', async () => {
    const own = (await call(ctx, 'GET', `/api/product/orders/${blindOrder.id}`, buyer.token)).json().data;
    expect(own).toMatchObject({
      blind_shipping: true,
      delivery_note: null,
      vat_reason: 'spain',
      company: {
        name: 'Imprimerie Dupont SARL',
        tax_id: 'FR40303265045',
        address: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country_code: 'FR' },
      },
    });
    expect(own.vat_reason_text).toContain('21%');
    const forStaff = (
      await call(ctx, 'GET', `/api/admin/orders/${blindOrder.id}`, staff.token, undefined, {
        lang: 'ar',
      })
    ).json().data;
    expect(forStaff).toMatchObject({ blind_shipping: true, company: { address: { country: 'فرنسا' } } });
    const plain = (await call(ctx, 'GET', `/api/admin/orders/${plainOrder.id}`, staff.token)).json().data;
    expect(plain.blind_shipping).toBe(false);
  });
});

describe('the reseller delivery note', () => {
  const url = () => `/api/product/orders/${blindOrder.id}/delivery-note`;

  it('is refused for someone else’s order (404) and when not a PDF (415)', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(stranger.token),
      payload: noteForm('note.pdf', pdf, 'application/pdf'),
    });
    expect(other.statusCode).toBe(404);
    const image = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(buyer.token),
      payload: noteForm('note.png', png, 'image/png'),
    });
    expect(image.statusCode).toBe(415);
    expect(image.json().message).toContain('not a PDF');
    // A PNG named .pdf is caught by its content.
    const disguised = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(buyer.token),
      payload: noteForm('note.pdf', png, 'application/pdf'),
    });
    expect(disguised.statusCode).toBe(415);
    const rows = await ctx.database.db.select().from(uploads).where(eq(uploads.originalName, 'note.png'));
    expect(rows).toHaveLength(0);
  });

  it('is attached, replaced, shown to staff and downloadable by staff', async () => {
    const first = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(buyer.token),
      payload: noteForm('first-note.pdf', pdf, 'application/pdf'),
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await ctx.app.inject({
      method: 'POST',
      url: url(),
      headers: bearer(buyer.token),
      payload: noteForm('albaran-reseller.pdf', pdf, 'application/pdf'),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.delivery_note).toMatchObject({
      name: 'albaran-reseller.pdf',
      mime: 'application/pdf',
    });
    const gone = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.originalName, 'first-note.pdf'));
    expect(gone).toHaveLength(0);
    const forStaff = (await call(ctx, 'GET', `/api/admin/orders/${blindOrder.id}`, staff.token)).json().data;
    expect(forStaff.delivery_note.name).toBe('albaran-reseller.pdf');
    expect(forStaff.files).toHaveLength(0);
    const download = await call(ctx, 'GET', forStaff.delivery_note.url, staff.token);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('can no longer change once production has started (409)', async () => {
    const advanced = await call(ctx, 'POST', `/api/admin/orders/${plainOrder.id}/advance`, staff.token, {
      from: 4,
    });
    expect(advanced.statusCode).toBe(200);
    const late = await ctx.app.inject({
      method: 'POST',
      url: `/api/product/orders/${plainOrder.id}/delivery-note`,
      headers: bearer(buyer.token),
      payload: noteForm('late.pdf', pdf, 'application/pdf'),
    });
    expect(late.statusCode).toBe(409);
  });
});

describe('the packing list', { timeout: 60_000 }, () => {
  it('is staff only, holds items, files, address and the blind banner, and no shop name when blind', async () => {
    const url = `/api/admin/orders/${blindOrder.id}/packing-list.pdf`;
    expect((await call(ctx, 'GET', url, buyer.token)).statusCode).toBe(403);
    const answer = await call(ctx, 'GET', url, staff.token);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const text = await pdfText(answer.rawPayload);
    expect(text).toContain('Café wombat barrier');
    expect(text).toContain('wombat-artwork.pdf');
    expect(text).toContain('BLIND SHIPPING');
    expect(text).toContain('albaran-reseller.pdf');
    expect(text).toContain('Marta Final');
    expect(text).toContain('28001 Madrid');
    expect(text).not.toContain(BUSINESS.brandName);
    expect(text).not.toContain(BUSINESS.address.street);

    const plain = await pdfText(
      (await call(ctx, 'GET', `/api/admin/orders/${plainOrder.id}/packing-list.pdf`, staff.token)).rawPayload,
    );
    expect(plain).not.toContain('BLIND SHIPPING');
    expect(plain).toContain(BUSINESS.brandName);
    expect(plain).toContain('Café wombat barrier');

    const arabic = await call(ctx, 'GET', url, staff.token, undefined, { lang: 'ar' });
    expect(await pdfText(arabic.rawPayload)).toMatch(/قائمة التعبئة[\s\S]*شحن محايد/);
    expect(
      (await call(ctx, 'GET', '/api/admin/orders/999999/packing-list.pdf', staff.token)).statusCode,
    ).toBe(404);
  });
});

describe('order again', () => {
  it('is 404 for someone else’s order', async () => {
    expect(
      (await call(ctx, 'POST', `/api/product/orders/${blindOrder.id}/reorder`, stranger.token)).statusCode,
    ).toBe(404);
  });

  it('puts the line back with a copy of its files, priced today, and tells the difference', async () => {
    const asStaff = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
      call(ctx, method, url, staff.token, payload);
    const current = (await asStaff('GET', `/api/admin/products/${cat.products.barrier.id}`)).json().data;
    const { id: _id, updated_at: _u, sections: _s, ...body } = current;
    expect(
      (await asStaff('PUT', `/api/admin/products/${cat.products.barrier.id}`, { ...body, base_price: 50 }))
        .statusCode,
    ).toBe(200);

    const answer = await call(ctx, 'POST', `/api/product/orders/${blindOrder.id}/reorder`, buyer.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({
      old_total: 90,
      new_total: 100,
      difference: 10,
      lines: [
        {
          title: 'Café wombat barrier',
          quantity: 2,
          files: 1,
          old_price: 90,
          new_price: 100,
          difference: 10,
        },
      ],
    });
    const cart = (await call(ctx, 'GET', '/api/card', buyer.token)).json().data;
    const line =
      (cart.items ?? cart.lines ?? cart).find?.(
        (l: { id: number }) => l.id === answer.json().data.lines[0].cart_line_id,
      ) ?? null;
    expect(JSON.stringify(cart)).toContain('wombat-artwork.pdf');
    void line;
    const copies = await ctx.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.originalName, 'wombat-artwork.pdf'));
    // Two orders' files and one new cart line's copy, each stored under its own key.
    expect(copies).toHaveLength(3);
    expect(new Set(copies.map((c) => c.storageKey)).size).toBe(3);
  });

  it('says which file is missing when a stored file was lost (409), and adds nothing', async () => {
    const [line] = await ctx.database.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.orderId, plainOrder.id), eq(uploads.originalName, 'wombat-artwork.pdf')));
    const file = path.join(ctx.dataDir, 'uploads', line!.storageKey);
    const kept = fs.readFileSync(file);
    fs.rmSync(file);
    try {
      const before = JSON.stringify((await call(ctx, 'GET', '/api/card', buyer.token)).json().data);
      const refused = await call(ctx, 'POST', `/api/product/orders/${plainOrder.id}/reorder`, buyer.token);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors.join(' ')).toContain('wombat-artwork.pdf');
      expect(JSON.stringify((await call(ctx, 'GET', '/api/card', buyer.token)).json().data)).toBe(before);
    } finally {
      fs.writeFileSync(file, kept);
    }
  });

  it('refuses with the lines no longer sold (409) and leaves the cart alone', async () => {
    // Staff retire the product with its options: it can no longer be ordered as it was.
    expect(
      (await call(ctx, 'DELETE', `/api/admin/products/${cat.products.barrier.id}`, staff.token)).statusCode,
    ).toBe(200);
    const before = JSON.stringify((await call(ctx, 'GET', '/api/card', buyer.token)).json().data);
    const refused = await call(ctx, 'POST', `/api/product/orders/${plainOrder.id}/reorder`, buyer.token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.join(' ')).toContain('Café wombat barrier');
    expect(JSON.stringify((await call(ctx, 'GET', '/api/card', buyer.token)).json().data)).toBe(before);
  });
});
