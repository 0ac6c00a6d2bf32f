import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, lastAudit } from '../../test/admin';
import { createTestAppWithMail, type MailTestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { creditNotes } from '../invoices/table';
import { invoiceRecords } from '../verifactu/table';
import { insertOrderWithCode } from './codes';
import { gatewayRefundKey, retryPendingRefunds } from './refunds';
import { orders, refunds } from './table';

/**
 * Cancellations and refunds (docs/decisions/042-cancellations-refunds-credit-notes.md): who may
 * cancel at which status, full and partial refunds through the sandbox gateway, over-refunds,
 * a refund retried after a crash, credit-note numbers under parallel refunds, and the books
 * net of refunds.
 */
let ctx: MailTestContext;
let cat: TestCatalog;
let staff: TestUser;

const card = { number: '4242424242424242', exp_month: 12, exp_year: 2031, cvc: '123' };

beforeAll(async () => {
  ctx = await createTestAppWithMail({ JOBS_POLL_MS: '500' });
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

const asStaff = (
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) => call(ctx, method, url, staff.token, payload, headers);

async function customer(email?: string): Promise<TestUser & { addressId: number }> {
  const user = await createTestUser(ctx.database, email ? { email } : {});
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Shop',
      details: 'Calle Mayor 1',
      phone: '+34 600 1',
      ...MADRID,
    })
    .returning({ id: addresses.id });
  return { ...user, addressId: address!.id };
}

/** A product order paid through the sandbox: status 4, an invoice, a succeeded payment. */
async function paidOrder(buyer: TestUser & { addressId: number }, quantity = 2) {
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(buyer.token),
    payload: { product_id: cat.products.barrier.id, quantity },
  });
  expect(added.statusCode).toBe(201);
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: { ...bearer(buyer.token), 'idempotency-key': `pay-${Math.random()}` },
    payload: await withShownTotal(ctx.app, buyer.token, { ...card, address_id: buyer.addressId }),
  });
  expect(paid.statusCode).toBe(201);
  const order = paid.json().data.order as { id: number; code: string };
  const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
  return {
    id: order.id,
    code: order.code,
    totalCents: row!.totalCents,
    invoiceId: paid.json().data.invoice.id,
  };
}

async function setStatus(orderId: number, status: number) {
  await ctx.database.db.update(orders).set({ status }).where(eq(orders.id, orderId));
}

/** An unpaid service order straight in the database at `status`. */
async function serviceOrderAt(userId: number, status: number) {
  return insertOrderWithCode(ctx.database.db, { kind: 'service', userId, status, details: 'Logo' });
}

/** Refunds the sandbox made for real (its journal), whatever the number of calls it got. */
function sandboxRefunds(key: string) {
  const journal = fs.readFileSync(path.join(ctx.dataDir, 'sandbox-payments.jsonl'), 'utf8');
  return journal
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { order: string; status: string })
    .filter((entry) => entry.order === `refund:${key}` && entry.status === 'refunded').length;
}

describe('POST /api/orders/:id/cancel (the customer withdraws a quote)', () => {
  it('withdraws an own service order at 1, 2 and 3 and mails the customer', async () => {
    const owner = await customer('withdraw@example.test');
    for (const status of [1, 2, 3]) {
      const order = await serviceOrderAt(owner.id, status);
      const res = await call(ctx, 'POST', `/api/orders/${order.id}/cancel`, owner.token);
      expect(res.statusCode, `status ${status}`).toBe(200);
      expect(res.json().data).toMatchObject({ status: 9, refunded: 0, refunds: [] });
    }
    const mail = await ctx.smtp.waitFor('withdraw@example.test');
    expect(mail.subject).toMatch(/Cancelled/);
    // Withdrawn orders are no longer current: they are listed with the finished ones.
    const finished = await call(ctx, 'GET', '/api/orders?status=2', owner.token);
    expect(finished.json().data.map((o: { status: number }) => o.status)).toEqual([9, 9, 9]);
  });

  it('refuses 4 to 9 with 409 in the caller’s language, and another’s order with 404', async () => {
    const owner = await customer();
    for (const status of [4, 5, 6, 7, 8, 9]) {
      const order = await serviceOrderAt(owner.id, status);
      const res = await call(ctx, 'POST', `/api/orders/${order.id}/cancel`, owner.token, undefined, {
        lang: 'es',
      });
      expect(res.statusCode, `status ${status}`).toBe(409);
      expect(res.json()).toMatchObject({ status: false, code: 'conflict' });
      expect(res.json().message).toMatch(/ya no se puede retirar/);
      const [row] = await ctx.database.db.select().from(orders).where(eq(orders.id, order.id));
      expect(row!.status).toBe(status);
    }
    const stranger = await customer();
    const order = await serviceOrderAt(owner.id, 1);
    expect((await call(ctx, 'POST', `/api/orders/${order.id}/cancel`, stranger.token)).statusCode).toBe(404);
  });
});

describe('POST /api/admin/orders/:id/cancel', () => {
  it('cancels unpaid orders at 1 to 5 and refuses 6 to 9 with 409', async () => {
    const owner = await customer();
    for (const status of [1, 2, 3, 4, 5, 6, 7, 8, 9]) {
      const order = await serviceOrderAt(owner.id, status);
      const res = await asStaff('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Customer asked' });
      expect(res.statusCode, `status ${status}`).toBe(status <= 5 ? 200 : 409);
      if (status <= 5) expect(res.json().data).toMatchObject({ status: 9, refunds: [] });
      else expect(res.json()).toMatchObject({ status: false, code: 'conflict' });
    }
    const cancel = await asStaff('POST', '/api/admin/orders/1/cancel', { reason: '' });
    expect(cancel.statusCode).toBe(400);
  });

  it('refunds a paid order in full with a credit note, mails the customer and audits it', async () => {
    const buyer = await customer('cancelled@example.test');
    const order = await paidOrder(buyer);
    const res = await asStaff('POST', `/api/admin/orders/${order.id}/cancel`, { reason: 'Out of stock' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.status).toBe(9);
    expect(data.refunded).toBe(order.totalCents / 100);
    expect(data.refunds).toEqual([
      expect.objectContaining({
        amount: order.totalCents / 100,
        reason: 'Out of stock',
        state: 'succeeded',
        credit_note: { id: expect.any(Number), number: expect.stringMatching(/^R-\d{4}-\d{6}$/) },
      }),
    ]);
    const [note] = await ctx.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(note!.totalCents).toBe(-order.totalCents);
    expect(note!.document.byRate).toEqual([
      { rateBasisPoints: 2100, baseCents: note!.baseCents, taxCents: note!.vatCents },
    ]);
    // Its VERI*FACTU registration joins the one chain: a rectificativa (R1 for a buyer with a tax
    // ID, R5 for a simplified invoice) with negative amounts (docs/decisions/041-verifactu-records.md).
    const [record] = await ctx.database.db
      .select()
      .from(invoiceRecords)
      .where(and(eq(invoiceRecords.sourceKind, 'credit_note'), eq(invoiceRecords.sourceId, note!.id)));
    expect(record).toMatchObject({
      kind: 'registration',
      invoiceNumber: data.refunds[0].credit_note.number,
      invoiceType: expect.stringMatching(/^R[15]$/),
      total: (-order.totalCents / 100).toFixed(2),
    });
    expect(await lastAudit(ctx, 'order', order.id)).toMatchObject({
      action: 'cancel',
      actorUserId: staff.id,
    });

    // The customer's answers and My Invoices show it; the PDF is theirs only, and staff's.
    const own = await call(ctx, 'GET', `/api/product/orders/${order.id}`, buyer.token);
    expect(own.json().data).toMatchObject({ status: 9, refunded: order.totalCents / 100 });
    const listed = (await call(ctx, 'GET', '/api/invoices', buyer.token)).json().data;
    expect(listed).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'invoice', id: order.invoiceId, corrected_number: null }),
        expect.objectContaining({
          kind: 'credit_note',
          id: note!.id,
          number: data.refunds[0].credit_note.number,
          corrected_number: expect.stringMatching(/^\d{4}-\d{6}$/),
          total: -order.totalCents / 100,
        }),
      ]),
    );
    for (const lang of ['en', 'ar', 'es']) {
      const pdf = await call(ctx, 'GET', `/api/credit-notes/${note!.id}.pdf`, buyer.token, undefined, {
        lang,
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    const stranger = await customer();
    expect((await call(ctx, 'GET', `/api/credit-notes/${note!.id}.pdf`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await asStaff('GET', `/api/admin/credit-notes/${note!.id}.pdf`)).statusCode).toBe(200);

    // The payment's confirmation, then the cancellation and the refund (in either order).
    await ctx.smtp.waitFor('cancelled@example.test', 3);
    const subjects = ctx.smtp.to('cancelled@example.test').map((m) => m.subject);
    expect(subjects.some((s) => /Cancelled/.test(s))).toBe(true);
    expect(subjects.some((s) => /refund of/.test(s))).toBe(true);
  });
});

describe('POST /api/admin/orders/:id/refunds', () => {
  it('refunds part of an order from 6 on, idempotently, and never more than is left', async () => {
    const buyer = await customer();
    const order = await paidOrder(buyer);
    await setStatus(order.id, 6);
    const url = `/api/admin/orders/${order.id}/refunds`;

    const first = await asStaff(
      'POST',
      url,
      { amount: 10, reason: 'Goodwill' },
      { 'idempotency-key': 'r-1' },
    );
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ status: 6, refunded: 10 });
    const again = await asStaff(
      'POST',
      url,
      { amount: 10, reason: 'Goodwill' },
      { 'idempotency-key': 'r-1' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json().data.refunds).toHaveLength(1);
    const reused = await asStaff(
      'POST',
      url,
      { amount: 11, reason: 'Goodwill' },
      { 'idempotency-key': 'r-1' },
    );
    expect(reused.statusCode).toBe(409);

    const left = order.totalCents / 100 - 10;
    const over = await asStaff(
      'POST',
      url,
      { amount: left + 0.01, reason: 'Too much' },
      { 'idempotency-key': 'r-2', lang: 'es' },
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toMatch(/Como máximo/);
    const rest = await asStaff(
      'POST',
      url,
      { amount: left, reason: 'Reprint' },
      { 'idempotency-key': 'r-3' },
    );
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.refunded).toBe(order.totalCents / 100);
    const nothingLeft = await asStaff(
      'POST',
      url,
      { amount: 0.01, reason: 'x' },
      { 'idempotency-key': 'r-4' },
    );
    expect(nothingLeft.statusCode).toBe(409);

    // The two credit notes together cancel the invoice, rate by rate.
    const notes = await ctx.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes.reduce((sum, n) => sum + n.totalCents, 0)).toBe(-order.totalCents);
  });

  it('is refused before 6 (cancel instead) and without an Idempotency-Key', async () => {
    const buyer = await customer();
    const order = await paidOrder(buyer);
    const url = `/api/admin/orders/${order.id}/refunds`;
    const early = await asStaff('POST', url, { amount: 1, reason: 'x' }, { 'idempotency-key': 'k' });
    expect(early.statusCode).toBe(409);
    await setStatus(order.id, 8);
    expect((await asStaff('POST', url, { amount: 1, reason: 'x' })).statusCode).toBe(400);
  });

  it('a refund retried after a crash is sent to the bank once', async () => {
    const buyer = await customer();
    const order = await paidOrder(buyer);
    await setStatus(order.id, 7);
    const gateway = ctx.app.paymentGateway;
    const real = gateway.refund.bind(gateway);
    // The bank refunds, then the process dies before recording it: the row stays pending.
    const spy = vi.spyOn(gateway, 'refund').mockImplementationOnce(async (request) => {
      await real(request);
      throw new Error('killed after the bank answered');
    });
    const res = await asStaff(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { amount: 5, reason: 'Short delivery' },
      { 'idempotency-key': 'crash-1' },
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.refunds).toEqual([
      expect.objectContaining({ state: 'pending', credit_note: null }),
    ]);
    expect(res.json().data.refunded).toBe(0);
    const [pending] = await ctx.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));

    const deps = { db: ctx.app.db, gateway };
    const retried = await retryPendingRefunds(deps, 1, new Date(Date.now() + 120_000));
    expect(retried).toMatchObject({ succeeded: 1 });
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls.map(([r]) => r.idempotencyKey)).toEqual([
      gatewayRefundKey(pending!.id),
      gatewayRefundKey(pending!.id),
    ]);
    expect(sandboxRefunds(gatewayRefundKey(pending!.id))).toBe(1);
    // Retrying again does nothing: the refund is finished, with one credit note.
    expect(await retryPendingRefunds(deps, 0, new Date(Date.now() + 120_000))).toMatchObject({ retried: 0 });
    const after = (await asStaff('GET', `/api/admin/orders/${order.id}`)).json().data;
    expect(after.refunded).toBe(5);
    expect(after.refunds[0].credit_note).not.toBeNull();
    spy.mockRestore();
  });

  it('with a gateway whose refunds are not idempotent (Redsys), a refund whose answer was lost is not sent again', async () => {
    const buyer = await customer();
    const order = await paidOrder(buyer);
    await setStatus(order.id, 7);
    const gateway = ctx.app.paymentGateway as { idempotentRefunds?: boolean } & typeof ctx.app.paymentGateway;
    const spy = vi.spyOn(gateway, 'refund').mockResolvedValueOnce({ status: 'timeout' });
    const res = await asStaff(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { amount: 3, reason: 'Lost answer' },
      { 'idempotency-key': 'lost-1' },
    );
    expect(res.json().data.refunds).toEqual([expect.objectContaining({ state: 'pending' })]);
    const later = new Date(Date.now() + 120_000);
    const deps = {
      db: ctx.app.db,
      gateway: { ...gateway, refund: gateway.refund, idempotentRefunds: false },
    };
    expect(await retryPendingRefunds(deps, 1, later)).toMatchObject({ retried: 0 });
    expect(spy).toHaveBeenCalledTimes(1);
    // The sandbox refunds a key once, so it gets it again.
    expect(await retryPendingRefunds({ db: ctx.app.db, gateway }, 1, later)).toMatchObject({ succeeded: 1 });
    spy.mockRestore();
  });

  it('numbers credit notes without gaps under parallel refunds', async () => {
    const buyers = await Promise.all([customer(), customer()]);
    const paid = [await paidOrder(buyers[0]!), await paidOrder(buyers[1]!)];
    for (const order of paid) await setStatus(order.id, 8);
    const before = await ctx.database.db.select({ number: creditNotes.number }).from(creditNotes);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        asStaff(
          'POST',
          `/api/admin/orders/${paid[i % 2]!.id}/refunds`,
          { amount: 1, reason: `Part ${i}` },
          { 'idempotency-key': `parallel-${i}` },
        ),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const numbers = (await ctx.database.db.select({ number: creditNotes.number }).from(creditNotes))
      .map((n) => n.number)
      .sort((a, b) => a - b);
    expect(numbers).toHaveLength(before.length + 10);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });
});

describe('the books are net of refunds', () => {
  it('dashboard revenue, the orders CSV and customer spend subtract refunds', async () => {
    const dashboard = async () => (await asStaff('GET', '/api/admin/dashboard')).json().data.revenue.today;
    const buyer = await customer('net@example.test');
    const order = await paidOrder(buyer);
    await setStatus(order.id, 6);
    const revenueBefore = await dashboard();
    const refund = await asStaff(
      'POST',
      `/api/admin/orders/${order.id}/refunds`,
      { amount: 7.5, reason: 'Goodwill' },
      { 'idempotency-key': 'net-1' },
    );
    expect(refund.statusCode).toBe(200);
    expect(await dashboard()).toBeCloseTo(revenueBefore - 7.5, 2);

    const csv = (await asStaff('GET', `/api/admin/orders.csv?q=${order.code}`)).body;
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header!.endsWith(',total,coupon,refunded,net,po_number')).toBe(true);
    const total = (order.totalCents / 100).toFixed(2);
    expect(row!.endsWith(`,7.50,${((order.totalCents - 750) / 100).toFixed(2)},`)).toBe(true);
    expect(row).toContain(total);

    const customers = (await asStaff('GET', '/api/admin/customers?q=net@example.test')).json().data.items;
    expect(customers[0].spend).toBeCloseTo(order.totalCents / 100 - 7.5, 2);
  });
});
