import { AdminInvoiceRecordListSchema } from '@shop/shared/api/invoice-records';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { MADRID, withShownTotal } from '../../test/pay';
import { decodeQrOnFirstPage } from '../../test/pdf-qr-decode';
import { bearer, createTestUser, type TestUser } from '../../test/users';
import { addresses } from '../addresses/table';
import { invalidateCatalogCache } from '../catalog/cache';
import { insertTestCatalog, type TestCatalog } from '../catalog/test-catalog';
import { invoices } from '../invoices/table';
import { verifactuQrUrl } from './qr';
import { recordCancellation, recordRegistration } from './service';
import { invoiceRecords } from './table';

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

async function customerWithCart() {
  const user = await createTestUser(ctx.database);
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
  const added = await ctx.app.inject({
    method: 'POST',
    url: '/api/card',
    headers: bearer(user.token),
    payload: {
      product_id: cat.products.banner.id,
      width: 100,
      height: 100,
      quantity: 5,
      options: [cat.options.standard.id],
    },
  });
  expect(added.statusCode).toBe(201);
  return { user, addressId: address!.id };
}

async function pay(buyer: { user: TestUser; addressId: number }) {
  const payload = await withShownTotal(ctx.app, buyer.user.token, {
    number: '4242 4242 4242 4242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
    address_id: buyer.addressId,
  });
  return ctx.app.inject({ method: 'POST', url: '/api/payment', headers: bearer(buyer.user.token), payload });
}

function listRecords(query = '?per_page=100') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/admin/invoice-records${query}`,
    headers: bearer(staff.token),
  });
}

describe('VERI*FACTU records of issued invoices', () => {
  it('20 parallel payments leave one unbroken chain, one registration per invoice', async () => {
    const buyers = await Promise.all(Array.from({ length: 20 }, () => customerWithCart()));
    const answers = await Promise.all(buyers.map((b) => pay(b)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));

    const res = await listRecords();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // The shared answer schema reads the real answer whole (docs/decisions/031-shared-answer-types.md).
    expect(AdminInvoiceRecordListSchema.parse(data)).toEqual(data);
    expect(data.chain_verified).toBe(true);
    expect(data.broken_at).toBeNull();
    expect(data.sending).toBe(false);
    expect(data.total).toBe(20);
    expect(data.items.map((r: { position: number }) => r.position)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    // Each record links to the one before it, and the chain follows the invoice numbers.
    for (const [i, r] of data.items.entries()) {
      expect(r.previous_fingerprint).toBe(i === 0 ? null : data.items[i - 1].fingerprint);
      expect(r.submission.state).toBe('not_sent');
      expect(r.invoice_type).toBe('F2');
      expect(r.xml).toContain(`<sf:Huella>${r.fingerprint}</sf:Huella>`);
    }
    const numbers = data.items.map((r: { invoice_number: string }) => r.invoice_number);
    expect([...numbers].sort()).toEqual(numbers);
    const issued = await ctx.database.db
      .select({ id: invoices.id, total: invoices.totalCents })
      .from(invoices);
    expect(issued).toHaveLength(20);
    const first = data.items[0];
    const invoice = issued.find((i) => i.id === first.source.id);
    expect(first.total).toBe((invoice!.total / 100).toFixed(2));
    expect(first.xml).toContain('<sf:PrimerRegistro>S</sf:PrimerRegistro>');
  });

  it("prints the QR of the invoice's own AEAT URL on the PDF the customer downloads", async () => {
    const buyer = await customerWithCart();
    const paid = await pay(buyer);
    expect(paid.statusCode).toBe(201);
    const { id, number } = paid.json().data.invoice;
    const [row] = await ctx.database.db.select().from(invoices).where(eq(invoices.id, id));
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/invoices/${id}.pdf`,
      headers: bearer(buyer.user.token),
    });
    expect(pdf.statusCode).toBe(200);
    const code = await decodeQrOnFirstPage(pdf.rawPayload);
    const url = verifactuQrUrl({
      invoiceNumber: number,
      issuedAt: row!.issuedAt,
      totalCents: row!.totalCents,
    });
    expect(code?.text).toBe(url);
    expect(new URL(url).searchParams.get('importe')).toBe((row!.totalCents / 100).toFixed(2));
    // The PDF's record is the invoice's registration, the newest in the chain.
    const data = (await listRecords()).json().data;
    expect(data.items.at(-1)).toMatchObject({ invoice_number: number, source: { kind: 'invoice', id } });
  }, 60_000);

  it('20 records made at once outside the invoice counter (credit notes) still chain one at a time', async () => {
    // Credit notes have their own counter, so only the chain row's lock orders them against each
    // other and against invoices. Each transaction lingers after recording, so on a server
    // (TEST_DATABASE_URL) an unlocked head would be read twice and the positions would clash.
    const before = (await listRecords('?per_page=1')).json().data.total;
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        ctx.database.db.transaction(async (tx) => {
          await recordRegistration(tx, {
            source: { kind: 'credit_note', id: 1000 + i },
            invoiceNumber: `R-PAR-${i}`,
            issuedAt: new Date(),
            invoiceType: 'R5',
            buyer: { name: 'Walk-in', taxId: null, countryCode: 'ES' },
            taxCents: -21,
            totalCents: -121,
            byRate: [{ rateBasisPoints: 2100, baseCents: -100, taxCents: -21 }],
            corrected: { invoiceNumber: '2026-000001', issuedAt: new Date() },
          });
          await tx.execute(sql`select pg_sleep(0.02)`);
        }),
      ),
    );
    const data = (await listRecords('?per_page=100')).json().data;
    expect(data.total).toBe(before + 20);
    expect(data.chain_verified).toBe(true);
  });

  it('is staff only', async () => {
    const customer = await createTestUser(ctx.database);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoice-records',
      headers: bearer(customer.token),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, code: 'forbidden' });
  });

  it('chains a credit note (R1, negative amounts) and a cancellation after the invoices', async () => {
    await ctx.database.db.transaction(async (tx) => {
      await recordRegistration(tx, {
        source: { kind: 'credit_note', id: 1 },
        invoiceNumber: 'R2026-000001',
        issuedAt: new Date(),
        invoiceType: 'R1',
        buyer: { name: 'Acme S.L.', taxId: 'B12345678', countryCode: 'ES' },
        taxCents: -210,
        totalCents: -1210,
        byRate: [{ rateBasisPoints: 2100, baseCents: -1000, taxCents: -210 }],
        corrected: { invoiceNumber: '2026-000001', issuedAt: new Date() },
      });
      await recordCancellation(tx, { invoiceNumber: '2026-000002', issuedAt: new Date() });
    });
    const data = (await listRecords()).json().data;
    expect(data.chain_verified).toBe(true);
    const [credit, cancellation] = data.items.slice(-2);
    expect(credit).toMatchObject({
      type: 'registration',
      invoice_type: 'R1',
      tax_total: '-2.10',
      total: '-12.10',
    });
    expect(credit.xml).toContain('<sf:TipoRectificativa>I</sf:TipoRectificativa>');
    expect(credit.xml).toContain('<sf:NIF>B12345678</sf:NIF>');
    expect(cancellation).toMatchObject({ type: 'cancellation', invoice_type: null, total: null });
    expect(cancellation.previous_fingerprint).toBe(credit.fingerprint);
    expect(cancellation.xml).toContain('<sf:NumSerieFacturaAnulada>2026-000002</sf:NumSerieFacturaAnulada>');
  });

  it('exports the records of a date range as XML and refuses a backwards range', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date());
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/invoice-records.xml?from=${today}&to=${today}`,
      headers: bearer(staff.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toContain('registros="43"');
    expect(res.body.match(/<sf:RegistroAlta /g)).toHaveLength(42);
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoice-records.xml?from=2020-01-01&to=2020-01-31',
      headers: bearer(staff.token),
    });
    expect(empty.body).toContain('registros="0"');
    const backwards = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/invoice-records.xml?from=2026-02-01&to=2026-01-01',
      headers: { ...bearer(staff.token), lang: 'es' },
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ status: false, code: 'bad_request' });
    expect(backwards.json().message).toBe('La fecha inicial no puede ser posterior a la final.');
  });

  it('corrects a rejected record with a new chained record (Subsanación), once', async () => {
    const [target] = await ctx.database.db
      .select()
      .from(invoiceRecords)
      .where(eq(invoiceRecords.position, 3));
    const correct = (id: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/admin/invoice-records/${id}/correct`,
        headers: bearer(staff.token),
      });
    // Not answered by AEAT yet: nothing to correct.
    expect((await correct(target!.id)).statusCode).toBe(409);
    await ctx.database.db
      .update(invoiceRecords)
      .set({ submission: 'rejected', aeatCode: 1100 })
      .where(eq(invoiceRecords.id, target!.id));
    const res = await correct(target!.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.position).toBe(44);
    const data = (await listRecords()).json().data;
    expect(data.chain_verified).toBe(true);
    const created = data.items.at(-1);
    expect(created).toMatchObject({ invoice_number: target!.invoiceNumber, corrects_record_id: target!.id });
    expect(created.xml).toContain('<sf:Subsanacion>S</sf:Subsanacion>');
    expect(created.xml).toContain('<sf:RechazoPrevio>X</sf:RechazoPrevio>');
    const again = await correct(target!.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('conflict');
    expect((await correct(999_999)).statusCode).toBe(404);
    // Beyond a 32-bit id: refused by the schema (400), not by the database (found as a 500).
    expect((await correct(9_999_999_999)).statusCode).toBe(400);
  });

  it('finds a record changed after the fact', async () => {
    const [fifth] = await ctx.database.db.select().from(invoiceRecords).where(eq(invoiceRecords.position, 5));
    await ctx.database.db
      .update(invoiceRecords)
      .set({ total: '0.01' })
      .where(eq(invoiceRecords.id, fifth!.id));
    const data = (await listRecords('?per_page=5')).json().data;
    expect(data.chain_verified).toBe(false);
    expect(data.broken_at).toBe(5);
    await ctx.database.db
      .update(invoiceRecords)
      .set({ total: fifth!.total })
      .where(eq(invoiceRecords.id, fifth!.id));
    expect((await listRecords()).json().data.chain_verified).toBe(true);
  });
});
