import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateSessionCache } from '../../lib/session-cache';
import { call, lastAudit } from '../../test/admin';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { startAeatStandIn } from '../../verifactu-stand-in/aeat';
import { authTokens } from '../accounts/table';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { sendPendingRecords } from '../verifactu/submit';
import { invoiceRecords } from '../verifactu/table';
import { issueCreditNote } from './credit-notes';
import { creditNotes, invoices } from './table';

/** Annul and reissue an invoice issued by mistake (docs/decisions/045-invoice-annulment.md). */
let ctx: TestContext;
let cat: TestCatalog;
let staff: TestUser;

beforeAll(async () => {
  ctx = await createTestApp();
  cat = await insertTestCatalog(ctx.database.db);
  invalidateCatalogCache();
  staff = await createTestUser(ctx.database, { role: 'staff' });
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

/** A customer without company details who pays a banner: an F2 invoice. */
async function paidInvoice() {
  const user = await createTestUser(ctx.database, { name: 'Lucía Martín' });
  const [address] = await ctx.database.db
    .insert(addresses)
    .values({
      userId: user.id,
      type: 2,
      label: 'Workshop',
      details: 'Calle Mayor 1, 28013 Madrid',
      ...MADRID,
      phone: '+34 600 111 222',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  const added = await call(ctx, 'POST', '/api/card', user.token, {
    product_id: cat.products.banner.id,
    width: 100,
    height: 100,
    quantity: 2,
    options: [cat.options.standard.id],
  });
  expect(added.statusCode).toBe(201);
  const payload = await withShownTotal(ctx.app, user.token, {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    address_id: address!.id,
  });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: '/api/payment',
    headers: bearer(user.token),
    payload,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  const { invoice, order } = paid.json().data as {
    invoice: { id: number; number: string };
    order: { id: number };
  };
  return { user, invoice, orderId: order.id };
}

const reissue = (
  id: number,
  token = staff.token,
  reason: unknown = 'The buyer asked for a full invoice.',
  lang = 'en',
) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/admin/invoices/${id}/reissue`,
    headers: { ...bearer(token), lang },
    payload: { reason },
  });

async function pdfText(url: string, token: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  const pdf = await getDocument({ data: new Uint8Array(res.rawPayload), verbosity: 0 }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  await pdf.destroy();
  return content.items
    .map((i) => ('str' in i ? i.str : ''))
    .join('')
    .replace(/[\u2066-\u2069\u200d]/g, '')
    .replace(/\s+/g, ' ');
}

describe('POST /api/admin/invoices/{id}/reissue', () => {
  it('annuls an F2 and issues an F1 with the company details given since: alta, anulación, alta in one verified chain', async () => {
    const { user, invoice: old, orderId } = await paidInvoice();
    const company = await call(ctx, 'POST', `/api/users/${user.id}/company`, user.token, {
      company_name: 'Rótulos Martín SL',
      tax_id: 'B-12345674',
      street: 'Calle Larios 5',
      postcode: '29005',
      city: 'Málaga',
      country: 'ES',
    });
    expect(company.statusCode, company.body).toBe(200);

    const res = await reissue(old.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [year, n] = old.number.split('-');
    const next = `${year}-${String(Number(n) + 1).padStart(6, '0')}`;
    expect(body).toMatchObject({
      status: true,
      message: `Invoice ${old.number} annulled; invoice ${next} (F1) issued in its place.`,
      data: {
        annulled: { id: old.id, number: old.number },
        invoice: { number: next, invoice_type: 'F1' },
        order_id: orderId,
      },
    });
    const fresh = body.data.invoice as { id: number; number: string };

    // The chain: the old invoice's registration, its cancellation, the new registration.
    const list = await call(ctx, 'GET', '/api/admin/invoice-records?per_page=100', staff.token);
    const records = list.json().data;
    expect(records.chain_verified).toBe(true);
    const mine = records.items.filter((r: { invoice_number: string }) =>
      [old.number, fresh.number].includes(r.invoice_number),
    );
    expect(
      mine.map((r: { type: string; invoice_number: string; invoice_type: string | null }) => [
        r.type,
        r.invoice_number,
        r.invoice_type,
      ]),
    ).toEqual([
      ['registration', old.number, 'F2'],
      ['cancellation', old.number, null],
      ['registration', fresh.number, 'F1'],
    ]);
    expect(mine[1].previous_fingerprint).toBe(mine[0].fingerprint);
    expect(mine[2].previous_fingerprint).toBe(mine[1].fingerprint);
    expect(mine[1].xml).toContain('<sf:RegistroAnulacion ');
    expect(mine[2].xml).toContain('<sf:NIF>B12345674</sf:NIF>');

    // The order now shows the new invoice; My Invoices keeps the old one, marked annulled.
    const order = await call(ctx, 'GET', `/api/admin/orders/${orderId}`, staff.token);
    expect(order.json().data.invoice).toEqual({ id: fresh.id, number: fresh.number });
    const mineListed = (await call(ctx, 'GET', '/api/invoices', user.token)).json().data as {
      id: number;
      annulled_at: string | null;
    }[];
    expect(mineListed.find((i) => i.id === old.id)?.annulled_at).toEqual(expect.any(String));
    expect(mineListed.find((i) => i.id === fresh.id)?.annulled_at).toBeNull();

    // The old PDF says so, in its language and in the Spanish copy; the new one is made out to the company.
    expect(await pdfText(`/api/invoices/${old.id}.pdf`, user.token)).toMatch(
      new RegExp(`Annulled on .*replaced ?by ?invoice ?${fresh.number}`),
    );
    expect(await pdfText(`/api/invoices/${old.id}.pdf?lang=es`, user.token)).toMatch(
      new RegExp(`Anulada el .*sustituida ?por ?la ?factura ?${fresh.number}`),
    );
    const freshText = await pdfText(`/api/invoices/${fresh.id}.pdf`, user.token);
    expect(freshText).toContain('Rótulos Martín SL');
    expect(freshText).not.toContain('Annulled');

    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, old.id));
    expect(row).toMatchObject({ annulReason: 'The buyer asked for a full invoice.', replacedById: fresh.id });
    expect(await lastAudit(ctx, 'invoice', old.id)).toMatchObject({
      action: 'reissue',
      actorUserId: staff.id,
    });
  }, 60_000);

  it('refuses an invoice already annulled and one with a credit note (409, in the caller’s language), and changes nothing', async () => {
    const annulled = await paidInvoice();
    expect((await reissue(annulled.invoice.id)).statusCode).toBe(200);
    const again = await reissue(annulled.invoice.id, staff.token, 'Again', 'es');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      status: false,
      code: 'conflict',
      message: `La factura ${annulled.invoice.number} ya está anulada.`,
      errors: [`La factura ${annulled.invoice.number} ya está anulada.`],
    });

    const corrected = await paidInvoice();
    await ctx.database.db.transaction((tx) =>
      issueCreditNote(tx, { invoiceId: corrected.invoice.id, amountCents: 100, reason: 'Goodwill' }),
    );
    const before = (await ctx.database.db.select({ id: invoiceRecords.id }).from(invoiceRecords)).length;
    const refused = await reissue(corrected.invoice.id, staff.token, 'Wrong buyer', 'ar');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ status: false, code: 'conflict' });
    expect(refused.json().message).toContain(corrected.invoice.number);
    expect((await ctx.database.db.select({ id: invoiceRecords.id }).from(invoiceRecords)).length).toBe(
      before,
    );
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, corrected.invoice.id));
    expect(row!.annulledAt).toBeNull();
  }, 60_000);

  it('is staff only, wants a recent password and a reason, and answers 404 for an unknown invoice', async () => {
    const { user, invoice } = await paidInvoice();
    expect((await reissue(invoice.id, user.token)).statusCode).toBe(403);
    expect((await reissue(invoice.id, staff.token, '')).statusCode).toBe(400);
    expect((await reissue(999_999)).json()).toMatchObject({ status: false, code: 'not_found' });

    const other = await createTestUser(ctx.database, { role: 'staff' });
    await ctx.database.db
      .update(authTokens)
      .set({ authenticatedAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(authTokens.userId, other.id));
    invalidateSessionCache();
    const stale = await reissue(invoice.id, other.token);
    expect(stale.statusCode).toBe(403);
    expect(stale.json().code).toBe('reauth_required');
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(row!.annulledAt).toBeNull();
  }, 60_000);

  it('a refund that read the order’s invoice before it was reissued credits the invoice that replaced it', async () => {
    const { invoice: old, orderId } = await paidInvoice();
    const res = await reissue(old.id);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().data.invoice as { id: number };
    await ctx.database.db.transaction((tx) =>
      issueCreditNote(tx, { invoiceId: old.id, amountCents: 100, reason: 'Goodwill' }),
    );
    const notes = await ctx.database.db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
    expect(notes.map((n) => n.invoiceId)).toEqual([fresh.id]);
  }, 60_000);
});

describe('the records of a real sale at (a stand-in of) AEAT', () => {
  it('an invoice, its annulment, its replacement and a credit note, chained, are all accepted', async () => {
    const { invoice, orderId } = await paidInvoice();
    expect((await reissue(invoice.id)).statusCode).toBe(200);
    // Cancelling the paid order refunds it in full: a credit note (R5, the invoice is simplified).
    const cancelled = await call(ctx, 'POST', `/api/admin/orders/${orderId}/cancel`, staff.token, {
      reason: 'Out of stock',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    const aeat = await startAeatStandIn();
    try {
      // The records the shop wrote for this sale (earlier tests' too), as the job would send them.
      const result = await sendPendingRecords(ctx.database.db, {
        url: aeat.url,
        cert: 'unused over http',
        key: 'unused over http',
      });
      expect(result.reason).toBe('sent');
      expect(aeat.requests.length).toBeGreaterThan(0);
    } finally {
      await aeat.close();
    }
    const rows = await ctx.database.db.select().from(invoiceRecords).orderBy(invoiceRecords.position);
    const sale = rows.slice(-4).map((r) => [r.kind, r.invoiceType, r.submission]);
    expect(sale).toEqual([
      ['registration', 'F2', 'accepted'],
      ['cancellation', null, 'accepted'],
      ['registration', 'F2', 'accepted'],
      ['registration', 'R5', 'accepted'],
    ]);
    expect(rows.every((r) => r.submission === 'accepted')).toBe(true);
  });
});
