import { eq, inArray } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { withShownTotal } from '../../test/pay';
import { decodeQrOnFirstPage } from '../../test/pdf-qr-decode';
import { approveProofsOf } from '../../test/proofs';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { orders } from './table';

/**
 * The production floor (issue 24): job tickets (one order, a day's), scanning a code, dispatch
 * with a carrier and tracking numbers, status notes shown or internal, and the audit log
 * naming the order.
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;
let buyer: TestUser & { addressId: number };
let order: { id: number; code: string };
let second: { id: number; code: string };

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\n4 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function pdfPages(buffer: Buffer): Promise<string[]> {
  const doc = await getDocument({ data: new Uint8Array(buffer), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  await doc.destroy();
  return pages;
}

async function placeOrder(user: TestUser & { addressId: number }, key: string) {
  const banner = await call(ctx, 'POST', '/api/card', user.token, {
    product_id: cat.products.banner.id,
    width: 200,
    height: 100,
    quantity: 3,
    options: [cat.options.standard.id],
    name: 'Shop front left',
  });
  expect(banner.statusCode, banner.body).toBe(201);
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('product_id', String(cat.products.barrier.id));
  form.append('quantity', '2');
  form.append('files[0]', new Blob([png], { type: 'image/png' }), 'wombat-photo.png');
  form.append('files[1]', new Blob([pdf], { type: 'application/pdf' }), 'wombat-artwork.pdf');
  const barrier = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: form,
  });
  expect(barrier.statusCode, barrier.body).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), 'idempotency-key': key },
    payload: await withShownTotal(ctx.app, user.token, {
      ...card,
      address_id: user.addressId,
      po_number: 'PO-7781',
    }),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.json().data.order as { id: number; code: string };
}

const advance = (id: number, body: Record<string, unknown>, lang = 'en') =>
  call(ctx, 'POST', `/api/admin/orders/${id}/advance`, staff.token, body, { lang });

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const user = await createTestUser(ctx.database, { name: 'Reseller Ana', email: 'ana@floor.test' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'End customer',
      details: 'Calle Luna 3, 28001 Madrid',
      phone: '+34 600 000 002',
      contactName: 'Marta Final',
      company: 'Luna Signs SL',
      street: 'Calle Luna 3',
      postcode: '28001',
      city: 'Madrid',
      province: 'Madrid',
      countryCode: 'ES',
    })
    .returning({ id: addresses.id });
  buyer = { ...user, addressId: address!.id };
  order = await placeOrder(buyer, 'floor-1');
  second = await placeOrder(buyer, 'floor-2');
  // Both due for dispatch on one day far from any other test order's promise.
  await ctx.database.db
    .update(orders)
    .set({ dispatchBy: '2030-01-07', deliveredBy: '2030-01-09' })
    .where(inArray(orders.id, [order.id, second.id]));
}, 90_000);

afterAll(async () => {
  await ctx?.close();
});

describe('job tickets', () => {
  it('an order’s ticket holds its code (text and QR), lines, artwork and address; staff only', async () => {
    const url = `/api/admin/orders/${order.id}/ticket.pdf`;
    expect((await call(ctx, 'GET', url)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', url, buyer.token)).statusCode).toBe(403);
    const answer = await call(ctx, 'GET', url, staff.token);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(answer.rawPayload);
    expect(pages).toHaveLength(1);
    const text = pages[0]!;
    expect(text).toContain(order.code);
    expect(text).toContain('Reseller Ana');
    expect(text).toContain('Luna Signs SL');
    expect(text).toContain('200 × 100 cm');
    expect(text).toContain('Quantity: 3');
    expect(text).toContain('Shop front left');
    expect(text).toContain('PO-7781');
    expect(text).toContain('wombat-photo.png');
    expect(text).toContain('300 × 200 px');
    expect(text).toContain('wombat-artwork.pdf · 2 page(s)');
    expect(text).toContain('Proof version approved: —');
    // The promise stored on the order: dispatch and delivered-by days.
    expect(text).toMatch(/Dispatch by: 7 January 2030|Dispatch by: January 7, 2030/);
    expect(text).toMatch(/Delivered by: 9 January 2030|Delivered by: January 9, 2030/);
    expect(text).toContain('Shop-branded parcel');
    expect(text).toContain('Calle Luna 3');
    expect(text).toContain('28001 Madrid');
    // The picture's thumbnail is embedded.
    expect(answer.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    expect((await decodeQrOnFirstPage(answer.rawPayload))?.text).toBe(order.code);

    const arabic = await call(ctx, 'GET', url, staff.token, undefined, { lang: 'ar' });
    expect((await pdfPages(arabic.rawPayload)).join('')).toMatch(/بطاقة العمل/);
    expect((await decodeQrOnFirstPage(arabic.rawPayload))?.text).toBe(order.code);
    expect((await call(ctx, 'GET', '/api/admin/orders/999999/ticket.pdf', staff.token)).statusCode).toBe(404);
  }, 60_000);

  it('a day’s tickets are one PDF with one page per order due for dispatch that day', async () => {
    const url = '/api/admin/production/tickets.pdf?dispatch=2030-01-07';
    expect((await call(ctx, 'GET', url, buyer.token)).statusCode).toBe(403);
    const answer = await call(ctx, 'GET', url, staff.token);
    expect(answer.statusCode, answer.body).toBe(200);
    const pages = await pdfPages(answer.rawPayload);
    expect(pages).toHaveLength(2);
    expect(pages.join('\n')).toContain(order.code);
    expect(pages.join('\n')).toContain(second.code);
    expect(pages.filter((p) => p.includes(order.code))).toHaveLength(1);

    const empty = await call(
      ctx,
      'GET',
      '/api/admin/production/tickets.pdf?dispatch=2020-01-06',
      staff.token,
      undefined,
      {
        lang: 'es',
      },
    );
    expect(empty.statusCode).toBe(404);
    expect(empty.json().message).toContain('Ningún pedido');
    expect(
      (await call(ctx, 'GET', '/api/admin/production/tickets.pdf?dispatch=tomorrowish', staff.token))
        .statusCode,
    ).toBe(400);
  }, 60_000);
});

describe('scanning a code', () => {
  it('finds the order by its exact code, any case; unknown is 404 and malformed 400, in the caller’s language', async () => {
    const found = await call(
      ctx,
      'GET',
      `/api/admin/orders/by-code/${order.code.toLowerCase()}`,
      staff.token,
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data).toEqual({ id: order.id, code: order.code, status: 4 });
    const unknown = await call(ctx, 'GET', '/api/admin/orders/by-code/P000001', staff.token, undefined, {
      lang: 'ar',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('لا يوجد طلب بالرمز P000001.');
    const bad = await call(ctx, 'GET', '/api/admin/orders/by-code/hello', staff.token, undefined, {
      lang: 'es',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('seis cifras');
    expect((await call(ctx, 'GET', `/api/admin/orders/by-code/${order.code}`, buyer.token)).statusCode).toBe(
      403,
    );
  });
});

describe('status notes, dispatch and the audit log', () => {
  it('an internal note stays in the back-office; a shown one reaches the tracking answer and the mail', async () => {
    const internal = await advance(order.id, { from: 4, note: 'Reprint the left panel INTERNAL-77' });
    expect(internal.statusCode, internal.body).toBe(200);
    await approveProofsOf(ctx.database.db, order.id);
    const shown = await advance(order.id, {
      from: 5,
      note: 'Colours matched to your sample',
      note_shown: true,
    });
    expect(shown.statusCode, shown.body).toBe(200);

    const forStaff = shown.json().data;
    expect(forStaff.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 5, note: 'Reprint the left panel INTERNAL-77', note_shown: false }),
        expect.objectContaining({ status: 6, note: 'Colours matched to your sample', note_shown: true }),
      ]),
    );
    const own = await call(ctx, 'GET', `/api/product/orders/${order.id}`, buyer.token);
    expect(own.body).not.toContain('INTERNAL-77');
    expect(own.json().data.history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ status: 6, note: 'Colours matched to your sample' }),
      ]),
    );
    const tracked = await call(ctx, 'GET', `/api/product/orders/track/${order.code.slice(1)}`, buyer.token);
    if (tracked.statusCode === 200) expect(tracked.body).not.toContain('INTERNAL-77');

    // Status 5's mail and status 6's mail: the internal note in neither, the shown one in 6's.
    await ctx.smtp.waitFor(buyer.email, 4);
    const mails = ctx.smtp.to(buyer.email);
    const all = mails.map((m) => m.text).join('\n');
    expect(all).not.toContain('INTERNAL-77');
    expect(all).toContain('Colours matched to your sample');
  }, 30_000);

  it('dispatch asks for a carrier and tracking numbers (422, caller’s language), then links them', async () => {
    const none = await advance(order.id, { from: 6 }, 'es');
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Elige la mensajería a la que se entrega el paquete.');
    const carriers = (await call(ctx, 'GET', '/api/admin/carriers', staff.token)).json().data as {
      id: number;
      name: string;
    }[];
    expect(carriers.map((c) => c.name)).toEqual(
      expect.arrayContaining(['SEUR', 'MRW', 'Correos Express', 'GLS', 'DHL']),
    );
    const seur = carriers.find((c) => c.name === 'SEUR')!;
    const noNumber = await advance(order.id, { from: 6, carrier_id: seur.id, tracking_numbers: [] }, 'ar');
    expect(noNumber.statusCode).toBe(422);
    expect(noNumber.json().message).toBe('أدخل رقم تتبع واحدًا على الأقل.');
    expect(
      (await advance(order.id, { from: 6, carrier_id: seur.id, tracking_numbers: ['bad number!'] }))
        .statusCode,
    ).toBe(400);
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.status).toBe(6);

    const dispatched = await advance(order.id, {
      from: 6,
      carrier_id: seur.id,
      tracking_numbers: ['SEU1234567', 'SEU7654321'],
    });
    expect(dispatched.statusCode, dispatched.body).toBe(200);
    const shipment = {
      carrier: 'SEUR',
      parcels: [
        {
          number: 'SEU1234567',
          url: 'https://www.seur.com/livetracking/?segOnlineIdentificador=SEU1234567&segOnlineIdioma=es',
        },
        {
          number: 'SEU7654321',
          url: 'https://www.seur.com/livetracking/?segOnlineIdentificador=SEU7654321&segOnlineIdioma=es',
        },
      ],
    };
    expect(dispatched.json().data.shipment).toEqual(shipment);
    expect(
      (await call(ctx, 'GET', `/api/product/orders/${order.id}`, buyer.token)).json().data.shipment,
    ).toEqual(shipment);
    await ctx.smtp.waitFor(buyer.email, 5);
    const mails = ctx.smtp.to(buyer.email);
    const dispatchMail = mails.find((m) => m.text.includes('handed to the courier'));
    expect(dispatchMail?.text).toContain('SEU1234567');
    expect(dispatchMail?.text).toContain(shipment.parcels[1]!.url);
  }, 30_000);

  it('the audit log names the order by its code with the old and new status', async () => {
    const answer = await call(ctx, 'GET', `/api/admin/audit?entity=order&entity_id=${order.id}`, staff.token);
    expect(answer.statusCode).toBe(200);
    const entries = answer.json().data.items as { order: unknown }[];
    expect(entries.map((e) => e.order)).toEqual(
      expect.arrayContaining([
        { id: order.id, code: order.code, from_status: 4, to_status: 5 },
        { id: order.id, code: order.code, from_status: 6, to_status: 7 },
      ]),
    );
  });
});

describe('carriers', () => {
  it('staff add and deactivate carriers; the pattern must be https with {tracking}; an inactive one cannot dispatch', async () => {
    expect((await call(ctx, 'GET', '/api/admin/carriers', buyer.token)).statusCode).toBe(403);
    const bad = await call(ctx, 'POST', '/api/admin/carriers', staff.token, {
      name: 'Nacex',
      tracking_url: 'javascript:alert(1)',
    });
    expect(bad.statusCode).toBe(400);
    const added = await call(ctx, 'POST', '/api/admin/carriers', staff.token, {
      name: 'Nacex',
      tracking_url: 'https://www.nacex.es/seguimientoDetalle.do?agencia_origen=&numero_albaran={tracking}',
    });
    expect(added.statusCode, added.body).toBe(201);
    const nacex = added.json().data;
    expect(nacex).toMatchObject({ name: 'Nacex', active: true });
    const off = await call(ctx, 'PUT', `/api/admin/carriers/${nacex.id}`, staff.token, {
      name: 'Nacex',
      tracking_url: nacex.tracking_url,
      active: false,
    });
    expect(off.statusCode).toBe(200);
    await approveProofsOf(ctx.database.db, second.id);
    for (const from of [4, 5]) expect((await advance(second.id, { from })).statusCode).toBe(200);
    const refused = await advance(second.id, { from: 6, carrier_id: nacex.id, tracking_numbers: ['NX123'] });
    expect(refused.statusCode).toBe(422);
    expect(
      (await call(ctx, 'PUT', '/api/admin/carriers/99999', staff.token, off.json().data)).statusCode,
    ).toBe(404);
  });
});
