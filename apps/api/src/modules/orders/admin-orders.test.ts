import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { mailQueueSettled } from '../../test/mail';
import { MADRID, withShownTotal } from '../../test/pay';
import { approveProofsOf } from '../../test/proofs';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { users } from '../accounts/table';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { countries } from '../shipping/table';
import { orderStatusHistory, orders } from './table';

let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;
let buyer: TestUser & { addressId: number };
let quoter: TestUser;
let spain: number;
let productOrder: { id: number; code: string; invoiceId: number };
let quote: { id: number; code: string };

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
  const [es] = await ctx.database.db.select().from(countries).where(eq(countries.code, 'ES'));
  spain = es!.id;

  const user = await createTestUser(ctx.database, {
    name: 'Zainab "Quokka", Ltd',
    email: 'zainab@quokka.test',
  });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 1,
      label: 'Shop',
      details: 'Calle Luna 3',
      phone: '+34 600 000 002',
      ...MADRID,
    })
    .returning({ id: addresses.id });
  buyer = { ...user, addressId: address!.id };
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(buyer.token),
    payload: { product_id: cat.products.barrier.id, quantity: 2 },
  });
  expect(added.statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(buyer.token), 'idempotency-key': 'admin-orders-1' },
    payload: await withShownTotal(ctx.app, buyer.token, {
      ...card,
      country_id: spain,
      address_id: buyer.addressId,
    }),
  });
  expect(paid.statusCode).toBe(201);
  productOrder = { ...paid.json().data.order, invoiceId: paid.json().data.invoice.id };

  quoter = await createTestUser(ctx.database, { name: '=HYPERLINK("x")', email: 'formula@example.test' });
  const form = new FormData();
  form.append('service_id', String(cat.services.logo.id));
  form.append('details', 'A logo for our café.');
  form.append('files[0]', new Blob([pdf], { type: 'application/pdf' }), 'brief.pdf');
  const requested = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: bearer(quoter.token),
    payload: form,
  });
  expect(requested.statusCode).toBe(201);
  quote = requested.json().data;
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const asStaff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  call(ctx, method, url, staff.token, payload);

describe('GET /api/admin/dashboard', () => {
  it('counts the queues and sums today’s and this month’s revenue with a 30-day chart', async () => {
    const res = await asStaff('GET', '/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.counts).toEqual({
      waiting_approval: 1,
      waiting_payment: 0,
      in_production: 1,
      payments_needing_refund: 0,
    });
    const total = (await asStaff('GET', `/api/admin/orders/${productOrder.id}`)).json().data.total;
    expect(data.revenue).toMatchObject({ today: total, month: total });
    expect(data.daily).toHaveLength(30);
    expect(data.daily.at(-1).total).toBe(total);
    expect(data.daily.at(-1).date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(data.daily.slice(0, -1).every((d: { total: number }) => d.total === 0)).toBe(true);
  });
});

describe('GET /api/admin/orders', () => {
  it('filters by status, type, text, customer and dates, sorts and pages', async () => {
    const all = (await asStaff('GET', '/api/admin/orders')).json().data;
    expect(all.total).toBe(2);
    expect(all.items[0]).toMatchObject({ id: quote.id, customer: { id: quoter.id } });

    const services = (await asStaff('GET', '/api/admin/orders?type=service&status=1')).json().data;
    expect(services.items.map((o: { id: number }) => o.id)).toEqual([quote.id]);

    const byText = (await asStaff('GET', '/api/admin/orders?q=QUOKKA')).json().data;
    expect(byText.items.map((o: { id: number }) => o.id)).toEqual([productOrder.id]);
    const byCode = (await asStaff('GET', `/api/admin/orders?q=${quote.code.toLowerCase()}`)).json().data;
    expect(byCode.items.map((o: { id: number }) => o.id)).toEqual([quote.id]);
    const byCustomer = (await asStaff('GET', `/api/admin/orders?customer_id=${buyer.id}`)).json().data;
    expect(byCustomer.total).toBe(1);

    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    expect((await asStaff('GET', `/api/admin/orders?from=${today}&to=${today}`)).json().data.total).toBe(2);
    expect((await asStaff('GET', '/api/admin/orders?to=2020-01-01')).json().data.total).toBe(0);
    expect((await asStaff('GET', '/api/admin/orders?from=2999-01-01')).json().data.total).toBe(0);

    const byTotal = (await asStaff('GET', '/api/admin/orders?sort=total&order=desc')).json().data;
    expect(byTotal.items.map((o: { id: number }) => o.id)).toEqual([productOrder.id, quote.id]);
    const byStatus = (
      await asStaff('GET', '/api/admin/orders?sort=status&order=asc&per_page=1&page=2')
    ).json().data;
    expect(byStatus).toMatchObject({ page: 2, per_page: 1, total: 2, items: [{ id: productOrder.id }] });
  });

  it('refuses bad filters (400)', async () => {
    for (const query of ['status=10', 'type=x', 'from=2026-13-01', 'sort=name', 'order=up', 'per_page=101']) {
      expect((await asStaff('GET', `/api/admin/orders?${query}`)).statusCode).toBe(400);
    }
  });
});

describe('GET /api/admin/orders.csv', () => {
  it('exports the filtered list, quoted, with formulas neutralised', async () => {
    const res = await asStaff('GET', '/api/admin/orders.csv?sort=created_at&order=asc');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'id,code,type,status,status_name,created_at,paid_at,customer_id,customer_name,customer_email,items,subtotal,discount,shipping,vat,total,coupon,refunded,net,po_number',
    );
    expect(lines).toHaveLength(3);
    const order = (await asStaff('GET', `/api/admin/orders/${productOrder.id}`)).json().data;
    expect(lines[1]).toContain(`${productOrder.id},${productOrder.code},product,4,Order received,`);
    expect(lines[1]).toContain(`"Zainab ""Quokka"", Ltd",zainab@quokka.test,Café wombat barrier × 2,90.00,`);
    expect(lines[1]).toContain(`,${order.total.toFixed(2)},`);
    expect(lines[2]).toContain(`${quote.id},${quote.code},service,1,Waiting for approval,`);
    expect(lines[2]).toContain(`"'=HYPERLINK(""x"")",formula@example.test`);

    const filtered = await asStaff('GET', '/api/admin/orders.csv?type=service');
    expect(filtered.body.trimEnd().split('\r\n')).toHaveLength(2);
    const arabic = await call(ctx, 'GET', '/api/admin/orders.csv?type=service', staff.token, undefined, {
      lang: 'ar',
    });
    expect(arabic.body).toContain('بانتظار الموافقة');
  });
});

describe('GET /api/admin/orders/{id} and the invoice', () => {
  it('shows lines, files, address, history, customer and payments (brand and last 4 only)', async () => {
    const res = await asStaff('GET', `/api/admin/orders/${productOrder.id}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      id: productOrder.id,
      customer: { id: buyer.id, email: 'zainab@quokka.test' },
      address: { label: 'Shop', details: 'Calle Luna 3' },
      lines: [{ title: 'Café wombat barrier', quantity: 2, unit_price: 45, price: 90 }],
      history: [{ status: 4 }],
    });
    expect(data.payments).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: data.total, brand: 'visa', last4: '4242' }),
    ]);
    expect(JSON.stringify(data.payments)).not.toContain('4242424242424242');
    expect((await asStaff('GET', '/api/admin/orders/999999')).statusCode).toBe(404);

    const quoteDetail = (await asStaff('GET', `/api/admin/orders/${quote.id}`)).json().data;
    expect(quoteDetail.files[0]).toMatchObject({
      name: 'brief.pdf',
      url: expect.stringMatching(/^\/api\/uploads\/\d+$/),
    });
    expect(quoteDetail.payments).toEqual([]);
  });

  it('downloads any customer’s invoice as PDF', async () => {
    const res = await asStaff('GET', `/api/admin/invoices/${productOrder.invoiceId}.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await asStaff('GET', '/api/admin/invoices/999999.pdf')).statusCode).toBe(404);
    // The customer's own route still refuses another customer's invoice.
    const other = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoices/${productOrder.invoiceId}.pdf`,
      headers: bearer(quoter.token),
    });
    expect(other.statusCode).toBe(404);
  });
});

describe('order moves are audited in their transaction', () => {
  it('accept, advance and reject each write one audit row with before and after', async () => {
    const accepted = await asStaff('POST', `/api/admin/orders/${quote.id}/accept`, {
      service_fee: 80,
      tax: 16.8,
      message: 'Two proposals',
    });
    expect(accepted.statusCode).toBe(200);
    const audit = await lastAudit(ctx, 'order', quote.id);
    expect(audit).toMatchObject({ action: 'accept', actorUserId: staff.id });
    expect(audit!.before).toMatchObject({ status: 1, feesServiceCents: null });
    expect(audit!.after).toMatchObject({ status: 3, feesServiceCents: 8000, feesTaxCents: 1680 });

    const advanced = await asStaff('POST', `/api/admin/orders/${productOrder.id}/advance`, { from: 4 });
    expect(advanced.statusCode).toBe(200);
    expect(await lastAudit(ctx, 'order', productOrder.id)).toMatchObject({
      action: 'advance',
      before: expect.objectContaining({ status: 4 }),
      after: expect.objectContaining({ status: 5 }),
    });

    // An illegal move changes nothing and leaves no audit row.
    const count = async () =>
      (await call(ctx, 'GET', `/api/admin/audit?entity=order&entity_id=${quote.id}`, staff.token)).json().data
        .total;
    const rowsBefore = await count();
    const refused = await asStaff('POST', `/api/admin/orders/${quote.id}/reject`, { message: 'Too late' });
    expect(refused.statusCode).toBe(409);
    expect(await count()).toBe(rowsBefore);

    const [fresh] = await ctx.database.db.select().from(orders).where(eq(orders.id, quote.id));
    expect(fresh!.status).toBe(3);

    const dashboard = (await asStaff('GET', '/api/admin/dashboard')).json().data;
    expect(dashboard.counts).toEqual({
      waiting_approval: 0,
      waiting_payment: 1,
      in_production: 1,
      payments_needing_refund: 0,
    });
  });

  it('reject writes its audit row', async () => {
    const form = new FormData();
    form.append('service_id', String(cat.services.logo.id));
    form.append('details', 'Another brief.');
    const requested = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: bearer(quoter.token),
      payload: form,
    });
    const id = requested.json().data.id;
    const rejected = await asStaff('POST', `/api/admin/orders/${id}/reject`, {
      message: 'Not our kind of job',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await lastAudit(ctx, 'order', id)).toMatchObject({
      action: 'reject',
      before: expect.objectContaining({ status: 1 }),
      after: expect.objectContaining({ status: 2, message: 'Not our kind of job' }),
    });
    const invalid = await asStaff('POST', `/api/admin/orders/${id}/accept`, { service_fee: -1, tax: 0 });
    expect(invalid.statusCode).toBe(400);
    await ctx.database.db.update(users).set({ name: 'Done' }).where(eq(users.id, quoter.id));
  });
});

describe('POST /api/admin/orders/{id}/advance takes the status the caller saw', () => {
  // Mails follow the order's events after the answer (docs/decisions/038-order-events-outbox.md):
  // count what was sent once every event and mail job is done.
  const statusMails = async () => {
    await mailQueueSettled(ctx.app);
    const outbox = path.join(ctx.dataDir, 'outbox');
    const files = fs.existsSync(outbox) ? fs.readdirSync(outbox) : [];
    return files.filter((file) => fs.readFileSync(path.join(outbox, file), 'utf8').includes(buyer.email))
      .length;
  };
  const history = () =>
    ctx.database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, productOrder.id));
  const statusOf = async () =>
    (await ctx.database.db.select().from(orders).where(eq(orders.id, productOrder.id)))[0]!.status;

  it('answers 400 without `from` and 409 (in the caller’s language) when it differs; nothing changes', async () => {
    const before = {
      status: await statusOf(),
      mails: await statusMails(),
      history: (await history()).length,
    };
    expect(before.status).toBe(5);
    const missing = await asStaff('POST', `/api/admin/orders/${productOrder.id}/advance`);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ status: false, code: 'validation_error' });
    const stale = await call(
      ctx,
      'POST',
      `/api/admin/orders/${productOrder.id}/advance`,
      staff.token,
      { from: 4 },
      { lang: 'es' },
    );
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ status: false, code: 'conflict' });
    expect(stale.json().message).toBe(
      `El pedido ${productOrder.code} ya no está en el estado 4: ahora está en el estado 5. No se ha cambiado nada; vuelve a cargarlo para ver su estado actual.`,
    );
    expect({
      status: await statusOf(),
      mails: await statusMails(),
      history: (await history()).length,
    }).toEqual(before);
  });

  it('two calls at once that saw the same status: one 200, one 409, one step and one e-mail', async () => {
    await approveProofsOf(ctx.database.db, productOrder.id);
    const mailsBefore = await statusMails();
    const historyBefore = (await history()).length;
    const answers = await Promise.all([
      asStaff('POST', `/api/admin/orders/${productOrder.id}/advance`, { from: 5 }),
      asStaff('POST', `/api/admin/orders/${productOrder.id}/advance`, { from: 5 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await statusOf()).toBe(6);
    expect(await statusMails()).toBe(mailsBefore + 1);
    expect((await history()).length).toBe(historyBefore + 1);
  });
});
