import { AdminCustomerDetailSchema, AdminCustomerSchema, adminPageSchema } from '@shop/shared/api/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { createTestUser, type TestUser } from '../../test/users';
import { orders, refunds } from '../orders/table';
import { payments } from '../payments/table';
import { companyDetails } from '../tax/table';

let ctx: TestContext;
let staff: TestUser;
let buyer: TestUser;
let plain: TestUser;
const ids: { product: number; service: number; unpaid: number } = { product: 0, service: 0, unpaid: 0 };

beforeAll(async () => {
  ctx = await createTestApp();
  const db = ctx.database.db;
  staff = await createTestUser(ctx.database, { role: 'staff', name: 'Marta Staff' });
  buyer = await createTestUser(ctx.database, { name: 'Iker Rótulos', email: 'iker@rotulos.test' });
  plain = await createTestUser(ctx.database, { name: 'Plain Person' });
  await db.insert(companyDetails).values({
    userId: buyer.id,
    companyName: 'Rótulos Norte SL',
    taxId: 'ESB12345674',
    taxIdKind: 'cif',
    vatCountry: 'ES',
    vatCheck: 'format_only',
    vatCheckedAt: new Date('2026-11-01T10:00:00Z'),
    street: 'Calle Mayor 1',
    postcode: '48001',
    city: 'Bilbao',
    province: 'Bizkaia',
    countryCode: 'ES',
  });
  const base = { userId: buyer.id, status: 4 };
  const [product, service, unpaid] = await db
    .insert(orders)
    .values([
      {
        ...base,
        kind: 'product',
        code: 'P910001',
        totalCents: 12_100,
        paidAt: new Date('2026-11-02T10:00:00Z'),
        createdAt: new Date('2026-11-02T09:00:00Z'),
      },
      {
        ...base,
        kind: 'service',
        code: 'S910002',
        totalCents: 4_840,
        paidAt: new Date('2026-11-03T10:00:00Z'),
        createdAt: new Date('2026-11-03T09:00:00Z'),
      },
      {
        ...base,
        kind: 'service',
        code: 'S910003',
        status: 1,
        totalCents: 0,
        createdAt: new Date('2026-11-04T09:00:00Z'),
      },
    ])
    .returning({ id: orders.id });
  ids.product = product!.id;
  ids.service = service!.id;
  ids.unpaid = unpaid!.id;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: buyer.id,
      orderId: ids.product,
      idempotencyKey: 'customers-test',
      requestHash: 'x',
      gateway: 'sandbox',
      amountCents: 12_100,
      status: 'succeeded',
    })
    .returning({ id: payments.id });
  await db.insert(refunds).values([
    {
      orderId: ids.product,
      paymentId: payment!.id,
      kind: 'partial',
      amountCents: 2_100,
      reason: 'One banner arrived creased',
      status: 'succeeded',
      idempotencyKey: 'refund-1',
    },
    // A refund the bank has not confirmed yet is not money given back.
    {
      orderId: ids.product,
      paymentId: payment!.id,
      kind: 'partial',
      amountCents: 500,
      reason: 'Pending',
      status: 'pending',
      idempotencyKey: 'refund-2',
    },
  ]);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

describe('GET /api/admin/customers (company columns)', () => {
  it('lists the company name and tax id, and finds a customer by either', async () => {
    for (const q of ['rótulos norte', 'b12345674', 'ES B-12345674']) {
      const res = await call(ctx, 'GET', `/api/admin/customers?q=${encodeURIComponent(q)}`, staff.token);
      expect(res.statusCode, q).toBe(200);
      const data = adminPageSchema(AdminCustomerSchema).parse(res.json().data);
      expect(
        data.items.map((c) => c.id),
        q,
      ).toEqual([buyer.id]);
      expect(data.items[0]).toMatchObject({
        company_name: 'Rótulos Norte SL',
        tax_id: 'ESB12345674',
        spend: 148.4,
      });
    }
    const res = await call(ctx, 'GET', '/api/admin/customers?q=Plain%20Person', staff.token);
    expect(res.json().data.items[0]).toMatchObject({ id: plain.id, company_name: null, tax_id: null });
  });
});

describe('GET /api/admin/customers/{id}', () => {
  it('answers contact, company, orders net of refunds (newest first), no credit terms and no notes yet', async () => {
    const res = await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`, staff.token);
    expect(res.statusCode).toBe(200);
    const parsed = AdminCustomerDetailSchema.safeParse(res.json().data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(parsed.data).toEqual(res.json().data);
    const data = parsed.data!;
    expect(data).toMatchObject({
      id: buyer.id,
      name: 'Iker Rótulos',
      email: 'iker@rotulos.test',
      phone: '+34 600 000 000',
      company: {
        name: 'Rótulos Norte SL',
        tax_id: 'ESB12345674',
        vat_country: 'ES',
        vat_check: 'format_only',
        address: { street: 'Calle Mayor 1', postcode: '48001', city: 'Bilbao', country: 'ES' },
      },
      orders_count: 3,
      // 121 + 48.40 paid, less the succeeded 21 refunded (the pending 5 not).
      spend: 148.4,
      credit_terms: null,
      notes: [],
    });
    expect(data.orders.map((o) => [o.code, o.kind, o.status, o.total, o.refunded, o.net_total])).toEqual([
      ['S910003', 'service', 1, 0, 0, 0],
      ['S910002', 'service', 4, 48.4, 0, 48.4],
      ['P910001', 'product', 4, 121, 21, 100],
    ]);
  });

  it('answers a private customer with no company', async () => {
    const res = await call(ctx, 'GET', `/api/admin/customers/${plain.id}`, staff.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ company: null, orders: [], orders_count: 0, spend: 0 });
  });

  it('is for staff only: 401 without a session, 403 for a customer (their own page too)', async () => {
    expect((await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`)).statusCode).toBe(401);
    expect((await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`, buyer.token)).statusCode).toBe(403);
    expect(
      (await call(ctx, 'POST', `/api/admin/customers/${buyer.id}/notes`, undefined, { body: 'x' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call(ctx, 'POST', `/api/admin/customers/${buyer.id}/notes`, buyer.token, { body: 'x' }))
        .statusCode,
    ).toBe(403);
  });

  it('answers 404 for an unknown id or a staff account, 400 for a bad id, in the caller’s language', async () => {
    const unknown = await call(ctx, 'GET', '/api/admin/customers/999999', staff.token, undefined, {
      lang: 'es',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: false,
      code: 'not_found',
      message: 'No hay ningún cliente con este número.',
    });
    expect((await call(ctx, 'GET', `/api/admin/customers/${staff.id}`, staff.token)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1.5', '0']) {
      const res = await call(ctx, 'GET', `/api/admin/customers/${bad}`, staff.token);
      expect(res.statusCode, bad).toBe(400);
    }
    const note = await call(ctx, 'POST', '/api/admin/customers/999999/notes', staff.token, { body: 'Hello' });
    expect(note.statusCode).toBe(404);
  });
});

describe('POST /api/admin/customers/{id}/notes', () => {
  it('adds dated notes with their author, listed newest first, and audits each', async () => {
    const first = await call(ctx, 'POST', `/api/admin/customers/${buyer.id}/notes`, staff.token, {
      body: '  Prefers proofs by phone before 10:00.  ',
    });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      status: true,
      message: 'Note added.',
      data: { body: 'Prefers proofs by phone before 10:00.', author: { id: staff.id, name: 'Marta Staff' } },
    });
    const second = await call(
      ctx,
      'POST',
      `/api/admin/customers/${buyer.id}/notes`,
      staff.token,
      { body: 'يفضّل الفواتير بالبريد' },
      { lang: 'ar' },
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().message).toBe('أُضيفت الملاحظة.');
    const detail = await call(ctx, 'GET', `/api/admin/customers/${buyer.id}`, staff.token);
    const notes = AdminCustomerDetailSchema.parse(detail.json().data).notes;
    expect(notes.map((n) => n.body)).toEqual([
      'يفضّل الفواتير بالبريد',
      'Prefers proofs by phone before 10:00.',
    ]);
    expect(Date.parse(notes[0]!.at)).toBeGreaterThanOrEqual(Date.parse(notes[1]!.at));
    const audit = await lastAudit(ctx, 'customer_note', second.json().data.id);
    expect(audit).toMatchObject({
      actorUserId: staff.id,
      action: 'create',
      after: { customer_id: buyer.id, body: 'يفضّل الفواتير بالبريد' },
    });
  });

  it('refuses an empty or 2,001-character note with 422 in the caller’s language; 2,000 is fine', async () => {
    const url = `/api/admin/customers/${plain.id}/notes`;
    const empty = await call(ctx, 'POST', url, staff.token, { body: '   ' }, { lang: 'es' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      status: false,
      message: 'Escribe la nota primero: no puede estar vacía.',
    });
    const long = await call(ctx, 'POST', url, staff.token, { body: 'a'.repeat(2001) }, { lang: 'ar' });
    expect(long.statusCode).toBe(422);
    expect(long.json().message).toBe('يمكن أن تحتوي الملاحظة على 2000 حرف كحد أقصى؛ هذه تحتوي على 2001.');
    const english = await call(ctx, 'POST', url, staff.token, { body: 'b'.repeat(2001) });
    expect(english.json().message).toBe('A note can be at most 2000 characters long; this one has 2001.');
    const missing = await call(ctx, 'POST', url, staff.token, {});
    expect(missing.statusCode).toBe(400);
    const fits = await call(ctx, 'POST', url, staff.token, { body: 'c'.repeat(2000) });
    expect(fits.statusCode).toBe(201);
    const detail = await call(ctx, 'GET', `/api/admin/customers/${plain.id}`, staff.token);
    expect(detail.json().data.notes).toHaveLength(1);
  });
});
