import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from '../invoices/table';
import { payments } from '../payments/table';
import { orderLines, orders } from './table';

/**
 * The buyer's references (issue 27): the cart line's own label and the order's purchase-order
 * number, from the payment to the order answers, the invoice, the packing list and the staff desk.
 */
let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
let buyer: TestUser & { addressId: number };
let stranger: TestUser;
let order: { id: number; code: string };
let invoiceId: number;

const LABEL = 'Lobby wall — north entrance';
const PO = 'PO-4471/B';
const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

async function withAddress(user: TestUser) {
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Office',
      details: 'Calle Mayor 1, 28013 Madrid',
      phone: '+34 600 000 111',
      isDefault: true,
      ...MADRID,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

async function addLine(user: TestUser, name: string) {
  const added = await call(ctx, 'POST', '/api/card', user.token, {
    product_id: cat.products.barrier.id,
    quantity: 2,
    name,
  });
  expect(added.statusCode, added.body).toBe(201);
}

async function pay(user: TestUser & { addressId: number }, extra: Record<string, unknown>, lang = 'en') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(user.token), lang },
    payload: await withShownTotal(ctx.app, user.token, { ...card, address_id: user.addressId, ...extra }),
  });
}

async function pdfText(url: string, token: string, lang = 'en'): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { ...bearer(token), lang } });
  expect(res.statusCode, url).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ('str' in i ? i.str : '')).join(''));
  }
  await pdf.destroy();
  return pages
    .join('\n')
    .replace(/[\u2066-\u2069\u200d]/g, '')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  stranger = await createTestUser(ctx.database, { email: 'stranger@refs.test' });
  buyer = await withAddress(await createTestUser(ctx.database, { email: 'buyer@refs.test' }));
  await addLine(buyer, LABEL);
  const paid = await pay(buyer, { po_number: `  ${PO}  ` });
  expect(paid.statusCode, paid.body).toBe(201);
  order = paid.json().data.order;
  invoiceId = paid.json().data.invoice.id;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('the line label and the PO number on the order', () => {
  it('are stored (the PO trimmed) and answered in the payment, the order, the list and the tracking page', async () => {
    const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row!.poNumber).toBe(PO);
    const [line] = await ctx.database.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(line!.label).toBe(LABEL);

    expect(order).toMatchObject({ po_number: PO, items: [{ label: LABEL, quantity: 2 }] });
    const own = (await call(ctx, 'GET', `/api/product/orders/${order.id}`, buyer.token)).json().data;
    expect(own).toMatchObject({ po_number: PO, lines: [{ label: LABEL }] });
    const list = (await call(ctx, 'GET', '/api/product/orders?status=1', buyer.token)).json().data;
    expect(list.find((o: { id: number }) => o.id === order.id)).toMatchObject({
      po_number: PO,
      items: [{ label: LABEL }],
    });
    const tracked = (await call(ctx, 'GET', `/api/track/${order.code.slice(1)}`, buyer.token)).json().data;
    expect(tracked).toMatchObject({ po_number: PO, lines: [{ label: LABEL }] });
  });

  it('are not shown to another customer (404)', async () => {
    const other = await call(ctx, 'GET', `/api/product/orders/${order.id}`, stranger.token);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain(PO);
    const track = await call(ctx, 'GET', `/api/track/${order.code}`, stranger.token);
    expect(track.statusCode).toBe(404);
    expect((await call(ctx, 'GET', `/api/invoices/${invoiceId}.pdf`, stranger.token)).statusCode).toBe(404);
  });

  it('an order paid without a PO number has none, and a line without a label an empty one', async () => {
    const plain = await withAddress(await createTestUser(ctx.database));
    await addLine(plain, '');
    const paid = await pay(plain, {});
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.order).toMatchObject({ po_number: null, items: [{ label: '' }] });
    const text = await pdfText(`/api/invoices/${paid.json().data.invoice.id}.pdf`, plain.token);
    expect(text).not.toContain('Your PO number');
    expect(text).not.toContain('Your label');
  });
});

describe('the invoice', () => {
  it('keeps both in its snapshot and prints them, unchanged by a later edit of the order', async () => {
    const [invoice] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
    expect(invoice!.document.poNumber).toBe(PO);
    expect(invoice!.document.lines[0]).toMatchObject({ label: LABEL });
    // A later change of the order's rows must not alter the issued invoice.
    await ctx.database.db.update(orders).set({ poNumber: 'CHANGED-1' }).where(eq(orders.id, order.id));
    await ctx.database.db
      .update(orderLines)
      .set({ label: 'Changed label' })
      .where(eq(orderLines.orderId, order.id));
    try {
      const text = await pdfText(`/api/invoices/${invoiceId}.pdf`, buyer.token);
      expect(text).toContain(`Your PO number: ${PO}`);
      expect(text).toContain(`Your label: ${LABEL}`);
      expect(text).not.toContain('CHANGED-1');
      expect(text).not.toContain('Changed label');
      const spanish = await pdfText(`/api/invoices/${invoiceId}.pdf?lang=es`, buyer.token);
      expect(spanish).toContain(`Su n.º de pedido de compra: ${PO}`);
      expect(spanish).toContain(`Su etiqueta: ${LABEL}`);
      const staffCopy = await pdfText(`/api/admin/invoices/${invoiceId}.pdf`, staff.token);
      expect(staffCopy).toContain(PO);
    } finally {
      await ctx.database.db.update(orders).set({ poNumber: PO }).where(eq(orders.id, order.id));
      await ctx.database.db.update(orderLines).set({ label: LABEL }).where(eq(orderLines.orderId, order.id));
    }
  });
});

describe('the back-office', () => {
  it('shows the PO number in the list and the label on the order, and finds the order by PO number', async () => {
    const found = (await call(ctx, 'GET', '/api/admin/orders?q=4471', staff.token)).json().data;
    expect(found.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    expect(found.items[0]).toMatchObject({ po_number: PO, items: [{ label: LABEL }] });
    const byCase = (await call(ctx, 'GET', '/api/admin/orders?q=po-4471%2Fb', staff.token)).json().data;
    expect(byCase.items.map((o: { id: number }) => o.id)).toEqual([order.id]);
    const none = (await call(ctx, 'GET', '/api/admin/orders?q=PO-9999', staff.token)).json().data;
    expect(none.items).toEqual([]);
    const detail = (await call(ctx, 'GET', `/api/admin/orders/${order.id}`, staff.token)).json().data;
    expect(detail).toMatchObject({ po_number: PO, lines: [{ label: LABEL }] });
    const csv = (await call(ctx, 'GET', '/api/admin/orders.csv?q=4471', staff.token)).body;
    expect(csv.split('\r\n')[0]).toMatch(/,po_number$/);
    expect(csv.split('\r\n')[1]).toMatch(/,PO-4471\/B$/);
  });

  it('prints both on the packing list, in English and Arabic', async () => {
    const url = `/api/admin/orders/${order.id}/packing-list.pdf`;
    const text = await pdfText(url, staff.token);
    expect(text).toContain(`Customer PO number: ${PO}`);
    expect(text).toContain(`Customer label: ${LABEL}`);
    const arabic = await pdfText(url, staff.token, 'ar');
    expect(arabic).toContain(PO);
    expect(arabic).toContain('north entrance');
  });
});

describe('a bad PO number', () => {
  it('is 422 in the caller’s language (too long, or with a control character), and nothing is charged', async () => {
    const user = await withAddress(await createTestUser(ctx.database));
    await addLine(user, 'x');
    const before = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    const long = await pay(user, { po_number: 'P'.repeat(36) });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('po_number: the purchase-order number can have at most 35 characters.');
    const spanish = await pay(user, { po_number: 'P'.repeat(36) }, 'es');
    expect(spanish.statusCode).toBe(422);
    expect(spanish.json().message).toContain('como máximo 35 caracteres');
    const tab = await pay(user, { po_number: 'PO\t12' }, 'es');
    expect(tab.statusCode).toBe(422);
    expect(tab.json().message).toContain('caracteres imprimibles');
    const control = await pay(user, { po_number: 'PO\u000712' });
    expect(control.statusCode).toBe(422);
    expect(control.json().message).toContain('printable characters');
    const bidi = await pay(user, { po_number: 'PO\u202e12' });
    expect(bidi.statusCode).toBe(422);
    const nul = await pay(user, { po_number: 'PO\u000012' });
    expect(nul.statusCode).toBe(422);
    // Only po_number is left to its route: a NUL anywhere else is still the text guard's 400.
    const elsewhere = await pay(user, { po_number: 'PO-1', cvc: '1\u00002' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toContain('cvc');
    const after = await ctx.database.db.select().from(payments).where(eq(payments.userId, user.id));
    expect(after).toHaveLength(before.length);
    // 35 characters pass.
    const fits = await pay(user, { po_number: 'P'.repeat(35) });
    expect(fits.statusCode, fits.body).toBe(201);
    expect(fits.json().data.order.po_number).toBe('P'.repeat(35));
  });
});

describe('paying a service quote (POST /api/buy/service)', () => {
  it('takes a PO number onto the order and its invoice, and refuses a bad one with 422', async () => {
    const user = await withAddress(await createTestUser(ctx.database));
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'A logo for our van.');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(user.token),
      payload: form,
    });
    expect(requested.statusCode, requested.body).toBe(201);
    const quote = requested.json().data as { id: number };
    const accepted = await call(ctx, 'POST', `/api/admin/orders/${quote.id}/accept`, staff.token, {
      service_fee: 100,
      tax: 21,
      message: '',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const body = (po: string) => ({
      order_id: quote.id,
      address_id: user.addressId,
      total_amount: 121,
      po_number: po,
      ...card,
    });
    const bad = await call(ctx, 'POST', '/api/buy/service', user.token, body('Q'.repeat(36)), { lang: 'es' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toContain('como máximo 35 caracteres');
    const paid = await call(ctx, 'POST', '/api/buy/service', user.token, body(' SVC-PO 77 '));
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().data.order.po_number).toBe('SVC-PO 77');
    const own = (await call(ctx, 'GET', `/api/orders/${quote.id}`, user.token)).json().data;
    expect(own.po_number).toBe('SVC-PO 77');
    const text = await pdfText(`/api/invoices/${paid.json().data.invoice.id}.pdf`, user.token);
    expect(text).toContain('Your PO number: SVC-PO 77');
    const found = (await call(ctx, 'GET', '/api/admin/orders?q=svc-po', staff.token)).json().data;
    expect(found.items.map((o: { id: number }) => o.id)).toEqual([quote.id]);
  });
});

describe('the PO number and the Idempotency-Key', () => {
  it('replays the same request, and refuses the same key with another PO number (409)', async () => {
    const user = await withAddress(await createTestUser(ctx.database));
    await addLine(user, 'Window');
    const payload = await withShownTotal(ctx.app, user.token, {
      ...card,
      address_id: user.addressId,
      po_number: 'KEY-PO-1',
    });
    const send = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/payment',
        headers: { ...bearer(user.token), 'idempotency-key': 'refs-key-1' },
        payload: body,
      });
    const first = await send(payload);
    expect(first.statusCode, first.body).toBe(201);
    const replay = await send(payload);
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await send({ ...payload, po_number: 'KEY-PO-2' })).statusCode).toBe(409);
  });
});

describe('order again', () => {
  it('puts the line back in the cart with its label', async () => {
    const again = await call(ctx, 'POST', `/api/product/orders/${order.id}/reorder`, buyer.token);
    expect(again.statusCode, again.body).toBe(200);
    const cart = (await call(ctx, 'GET', '/api/card', buyer.token)).json().data as { name: string }[];
    expect(cart.map((line) => line.name)).toEqual([LABEL]);
  });
});
