import { type Lang, localize } from '@shop/shared';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { creditNoteRegistration, hasRegistration, recordRegistration, verifactuQrUrl } from '../verifactu';
import type { InvoiceDocument } from './pdf';
import {
  formatCreditNoteNumber,
  formatInvoiceNumber,
  invoiceYear,
  type OrderCodes,
  printedCompany,
} from './service';
import { type CreditNoteRate, creditNoteCounters, creditNotes, invoices } from './table';

export type IssueCreditNoteInput = {
  /** The invoice corrected. */
  invoiceId: number;
  /** What was given back, VAT included, positive cents. */
  amountCents: number;
  reason: string;
  issuedAt?: Date;
};

/** The invoice's amounts per VAT rate: INVOICEFIX's `byRate` when recorded, else its single rate. */
function invoiceRates(invoice: typeof invoices.$inferSelect): CreditNoteRate[] {
  const recorded = (invoice.document as { byRate?: CreditNoteRate[] }).byRate;
  if (recorded && recorded.length > 0) return recorded;
  return [
    {
      rateBasisPoints: invoice.vatRateBasisPoints,
      baseCents: invoice.totalCents - invoice.vatCents,
      taxCents: invoice.vatCents,
    },
  ];
}

/**
 * Splits a refund over the VAT rates of what is still uncredited on the invoice, in proportion
 * to each rate's share; the last rate takes the rounding. Refunding all that is left credits
 * each rate's remaining base and tax exactly, so the invoice and its credit notes net to zero.
 */
export function splitByRate(remaining: CreditNoteRate[], amountCents: number): CreditNoteRate[] {
  const gross = remaining.map((r) => r.baseCents + r.taxCents);
  const left = gross.reduce((a, b) => a + b, 0);
  if (amountCents >= left) return remaining.map((r) => ({ ...r }));
  let given = 0;
  return remaining.map((rate, index) => {
    const share =
      index === remaining.length - 1
        ? amountCents - given
        : Math.round((amountCents * (gross[index] ?? 0)) / Math.max(left, 1));
    given += share;
    const baseCents = Math.round((share * 10_000) / (10_000 + rate.rateBasisPoints));
    return { rateBasisPoints: rate.rateBasisPoints, baseCents, taxCents: share - baseCents };
  });
}

/**
 * Issues the credit note (factura rectificativa por diferencias) of a refund inside the
 * transaction that records it. The number comes from the year's counter row like invoices
 * (service.ts issueInvoice): the row lock serialises parallel refunds and a rolled-back refund
 * gives its number back, so the series stays gapless per year
 * (docs/decisions/042-cancellations-refunds-credit-notes.md). Amounts are stored negative.
 */
export async function issueCreditNote(tx: Db, input: IssueCreditNoteInput) {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, input.invoiceId)).for('update');
  if (!invoice) throw new AppError('not_found', 'invoices.notFound');
  // A refund that read the order's invoice just before staff annulled and reissued it corrects
  // the invoice that replaced it: a credit note never names an annulled invoice (decision 045).
  if (invoice.annulledAt && invoice.replacedById !== null) {
    return issueCreditNote(tx, { ...input, invoiceId: invoice.replacedById });
  }
  const earlier = await tx
    .select({ document: creditNotes.document })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const remaining = invoiceRates(invoice).map((rate) => {
    const credited = earlier
      .flatMap((note) => note.document.byRate)
      .filter((r) => r.rateBasisPoints === rate.rateBasisPoints);
    return {
      rateBasisPoints: rate.rateBasisPoints,
      baseCents: rate.baseCents + credited.reduce((sum, r) => sum + r.baseCents, 0),
      taxCents: rate.taxCents + credited.reduce((sum, r) => sum + r.taxCents, 0),
    };
  });
  const byRate = splitByRate(remaining, input.amountCents).map((r) => ({
    rateBasisPoints: r.rateBasisPoints,
    baseCents: -r.baseCents,
    taxCents: -r.taxCents,
  }));
  const baseCents = byRate.reduce((sum, r) => sum + r.baseCents, 0);
  const vatCents = byRate.reduce((sum, r) => sum + r.taxCents, 0);
  const issuedAt = input.issuedAt ?? new Date();
  const year = invoiceYear(issuedAt);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!counter) throw new Error('credit note counter upsert returned nothing');
  const doc = invoice.document;
  const [row] = await tx
    .insert(creditNotes)
    .values({
      invoiceId: invoice.id,
      orderId: invoice.orderId,
      userId: invoice.userId,
      year,
      number: counter.lastNumber,
      issuedAt,
      baseCents,
      vatCents,
      totalCents: baseCents + vatCents,
      document: {
        lang: doc.lang,
        customer: doc.customer,
        company: doc.company ?? null,
        corrects: {
          number: formatInvoiceNumber(invoice.year, invoice.number),
          issuedAt: invoice.issuedAt.toISOString(),
        },
        reason: input.reason,
        byRate,
        vatTreatment: doc.vatTreatment,
        reverseCharge: doc.vat?.reverseCharge ?? false,
      },
    })
    .returning({ id: creditNotes.id, year: creditNotes.year, number: creditNotes.number });
  if (!row) throw new Error('credit note insert returned nothing');
  const number = formatCreditNoteNumber(row.year, row.number);
  // Its VERI*FACTU record joins the issuer's one chain in this transaction (docs/decisions/041-verifactu-records.md).
  await recordRegistration(
    tx,
    creditNoteRegistration(
      { id: row.id, number, issuedAt, vatCents, totalCents: baseCents + vatCents, byRate },
      { ...invoice, number: formatInvoiceNumber(invoice.year, invoice.number) },
    ),
  );
  return { id: row.id, number };
}

/** A credit note as its PDF draws it (the invoice writer, `kind: 'credit_note'`). */
async function loadCreditNote(db: Db, orderCodes: OrderCodes, where: SQL | undefined, copy: Lang | null) {
  const [note] = await db.select().from(creditNotes).where(where).limit(1);
  if (!note) throw new AppError('not_found', 'invoices.notFound');
  const orderCode = (await orderCodes(db, [note.orderId])).get(note.orderId) ?? '';
  const doc = note.document;
  // Drawn in the language it was issued in, or as the Spanish copy (like invoices: service.ts).
  const lang = copy ?? doc.lang;
  const number = formatCreditNoteNumber(note.year, note.number);
  // Credit notes issued before the VERI*FACTU records have none at AEAT: no QR to check them by.
  const qr = (await hasRegistration(db, { kind: 'credit_note', id: note.id }))
    ? { url: verifactuQrUrl({ invoiceNumber: number, issuedAt: note.issuedAt, totalCents: note.totalCents }) }
    : undefined;
  const document: InvoiceDocument = {
    lang,
    kind: 'credit_note',
    number,
    issuedAt: note.issuedAt,
    orderCode,
    customer: {
      name: doc.customer.name,
      email: doc.customer.email,
      phone: doc.customer.phone,
      address: doc.customer.address
        ? {
            label: doc.customer.address.label,
            details: doc.customer.address.details,
            phone: doc.customer.address.phone,
          }
        : null,
      country: localize(doc.customer.country, lang),
    },
    lines: [
      { title: doc.reason, details: '', quantity: 1, unitCents: note.baseCents, totalCents: note.baseCents },
    ],
    subtotalCents: note.baseCents,
    discountCents: 0,
    couponCode: null,
    shippingCents: null,
    vatRateBasisPoints: doc.byRate[0]?.rateBasisPoints ?? 0,
    vatCents: note.vatCents,
    totalCents: note.totalCents,
    vatTreatment: doc.vatTreatment,
    payment: null,
    company: printedCompany(doc.company, lang),
    reverseCharge: doc.reverseCharge ?? false,
    creditNote: {
      corrects: doc.corrects.number,
      correctsDate: new Date(doc.corrects.issuedAt),
      reason: doc.reason,
      byRate: doc.byRate,
    },
    qr,
  };
  return { number, document };
}

/** An own credit note for its PDF; anyone else's is "not found". */
export function loadOwnCreditNote(
  db: Db,
  orderCodes: OrderCodes,
  userId: number,
  id: number,
  copy: Lang | null,
) {
  return loadCreditNote(db, orderCodes, and(eq(creditNotes.id, id), eq(creditNotes.userId, userId)), copy);
}

/** Any customer's credit note, for staff. */
export function loadCreditNoteForStaff(db: Db, orderCodes: OrderCodes, id: number, copy: Lang | null) {
  return loadCreditNote(db, orderCodes, eq(creditNotes.id, id), copy);
}

/** The credit notes of some orders (their refunds name them), by id. */
export async function creditNotesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; number: string }>();
  const rows = await db
    .select({ id: creditNotes.id, year: creditNotes.year, number: creditNotes.number })
    .from(creditNotes)
    .where(inArray(creditNotes.id, ids));
  return new Map(rows.map((r) => [r.id, { id: r.id, number: formatCreditNoteNumber(r.year, r.number) }]));
}
