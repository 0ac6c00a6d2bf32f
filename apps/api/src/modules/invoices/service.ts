import { centsToEuros, type Lang, localize } from '@shop/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CompanySnapshot } from '../../lib/order-snapshots';
import { users } from '../accounts';
import { hasRegistration, invoiceRegistration, recordRegistration, verifactuQrUrl } from '../verifactu';
import { byRateOf } from './lines';
import { type InvoiceMessageKey, invoiceMessages } from './pdf-labels';
import { creditNotes, type InvoiceSnapshot, invoiceCounters, invoices } from './table';

/**
 * Order codes by order id. Orders issues invoices and shows them, so invoices does not import
 * orders (docs/decisions/030-module-walls.md): app.ts hands orders' lookup to the routes.
 */
export type OrderCodes = (db: Db, orderIds: number[]) => Promise<Map<number, string>>;

/** "2026-000042": the year and the number within it, as printed. */
export function formatInvoiceNumber(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}

/** "R-2026-000001": the credit notes' own series, told apart from invoices by the R. */
export function formatCreditNoteNumber(year: number, number: number): string {
  return `R-${formatInvoiceNumber(year, number)}`;
}

/** The invoice year follows the shop's calendar (Europe/Madrid), not UTC. */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat('en', { timeZone: 'Europe/Madrid', year: 'numeric' }).format(at));
}

type IssueInput = {
  orderId: number;
  userId: number;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
  document: InvoiceSnapshot;
};

/** One invoice series for the whole shop: the key of the lock its numbers and dates are taken under. */
const INVOICE_SERIES_LOCK = 7_401_201;

/**
 * Issues the invoice of a paid order inside the paying transaction. Its date and number are
 * taken together, under a transaction lock on the series: the date is the database's clock
 * once the lock is held (not now(), which is when the transaction began, nor the caller's
 * clock, which another process may read a little differently), so dates never run backwards
 * along the numbers. The number comes from an upsert on the year's counter row: a rolled-back
 * payment gives its number back, so numbers stay gapless per year.
 */
export async function issueInvoice(tx: Db, input: IssueInput) {
  // The lock is taken before the clock is read: the subquery runs first (a volatile function
  // keeps it from being pulled up), then the select list.
  const locked = (await tx.execute(
    sql`select clock_timestamp() as now from (select pg_advisory_xact_lock(${INVOICE_SERIES_LOCK})) as series`,
  )) as unknown as { rows: { now: Date | string }[] };
  const clock = locked.rows[0]?.now;
  if (clock === undefined) throw new Error('invoice series lock returned nothing');
  const issuedAt = new Date(clock);
  const year = invoiceYear(issuedAt);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.year,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('invoice counter upsert returned nothing');
  const [row] = await tx
    .insert(invoices)
    .values({ ...input, issuedAt, year, number: counter.lastNumber })
    .returning({ id: invoices.id, year: invoices.year, number: invoices.number });
  if (!row) throw new Error('invoice insert returned nothing');
  const number = formatInvoiceNumber(row.year, row.number);
  // Its VERI*FACTU record joins the chain in the same transaction (docs/decisions/041-verifactu-records.md).
  await recordRegistration(tx, invoiceRegistration({ ...input, issuedAt, id: row.id, number }));
  return { id: row.id, number };
}

/**
 * "My Invoices": invoices and credit notes side by side, newest first; a credit note names the
 * invoice it corrects (docs/decisions/042-cancellations-refunds-credit-notes.md).
 */
export async function listInvoices(db: Db, orderCodes: OrderCodes, userId: number) {
  const [rows, notes] = await Promise.all([
    db.select().from(invoices).where(eq(invoices.userId, userId)),
    db
      .select({ note: creditNotes, corrected: { year: invoices.year, number: invoices.number } })
      .from(creditNotes)
      .innerJoin(invoices, eq(invoices.id, creditNotes.invoiceId))
      .where(eq(creditNotes.userId, userId)),
  ]);
  const codes = await orderCodes(db, [...rows.map((i) => i.orderId), ...notes.map((n) => n.note.orderId)]);
  const listed = [
    ...rows.map((invoice) => ({
      id: invoice.id,
      kind: 'invoice' as const,
      number: formatInvoiceNumber(invoice.year, invoice.number),
      corrected_number: null,
      order_id: invoice.orderId,
      // The foreign key guarantees the order; '' only if orders' lookup were wrong.
      order_code: codes.get(invoice.orderId) ?? '',
      issued_at: invoice.issuedAt.toISOString(),
      total: centsToEuros(invoice.totalCents),
      annulled_at: invoice.annulledAt?.toISOString() ?? null,
      at: invoice.issuedAt.getTime(),
    })),
    ...notes.map(({ note, corrected }) => ({
      id: note.id,
      kind: 'credit_note' as const,
      number: formatCreditNoteNumber(note.year, note.number),
      corrected_number: formatInvoiceNumber(corrected.year, corrected.number),
      order_id: note.orderId,
      order_code: codes.get(note.orderId) ?? '',
      issued_at: note.issuedAt.toISOString(),
      total: centsToEuros(note.totalCents),
      annulled_at: null,
      at: note.issuedAt.getTime(),
    })),
  ];
  listed.sort((a, b) => b.at - a.at || b.id - a.id);
  return listed.map(({ at: _at, ...row }) => row);
}

/**
 * An own invoice with what its PDF needs; anyone else's is "not found". An invoice is issued in
 * one language, the customer's at payment (kept in its snapshot); `copy` 'es' draws the Spanish
 * copy (docs/decisions/043-invoices-an-accountant-accepts.md).
 */
export function loadOwnInvoice(
  db: Db,
  orderCodes: OrderCodes,
  userId: number,
  invoiceId: number,
  copy: Lang | null,
) {
  return loadInvoice(db, orderCodes, and(eq(invoices.id, invoiceId), eq(invoices.userId, userId)), copy);
}

/** Any customer's invoice, for staff (the back-office's invoice download). */
export function loadInvoiceForStaff(db: Db, orderCodes: OrderCodes, invoiceId: number, copy: Lang | null) {
  return loadInvoice(db, orderCodes, eq(invoices.id, invoiceId), copy);
}

async function loadInvoice(db: Db, orderCodes: OrderCodes, where: SQL | undefined, copy: Lang | null) {
  const [row] = await db
    .select({ invoice: invoices, user: { name: users.name, email: users.email } })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(where)
    .limit(1);
  if (!row) throw new AppError('not_found', 'invoices.notFound');
  const { invoice } = row;
  const orderCode = (await orderCodes(db, [invoice.orderId])).get(invoice.orderId) ?? '';
  const doc = invoice.document;
  const number = formatInvoiceNumber(invoice.year, invoice.number);
  // Invoices issued before the VERI*FACTU records have none at AEAT: no QR to check them by.
  const qr = (await hasRegistration(db, { kind: 'invoice', id: invoice.id }))
    ? {
        url: verifactuQrUrl({
          invoiceNumber: number,
          issuedAt: invoice.issuedAt,
          totalCents: invoice.totalCents,
        }),
      }
    : undefined;
  const lang = copy ?? doc.lang;
  return {
    number: formatInvoiceNumber(invoice.year, invoice.number),
    document: {
      lang,
      number: formatInvoiceNumber(invoice.year, invoice.number),
      issuedAt: invoice.issuedAt,
      orderCode,
      // From the snapshot, as issued: the order's later changes do not reach an invoice.
      poNumber: doc.poNumber ?? null,
      customer: {
        name: doc.customer.name,
        email: doc.customer.email,
        phone: doc.customer.phone,
        address: doc.customer.address
          ? {
              label: doc.customer.address.label,
              contactName: doc.customer.address.contactName ?? '',
              company: doc.customer.address.company ?? '',
              details: doc.customer.address.details,
              phone: doc.customer.address.phone,
            }
          : null,
        country: localize(doc.customer.country, lang),
      },
      lines: doc.lines.map((line) => ({
        ...lineText(line, lang),
        label: line.label ?? '',
        quantity: line.quantity,
        unitCents: line.unitCents,
        totalCents: line.totalCents,
      })),
      subtotalCents: invoice.subtotalCents,
      discountCents: invoice.discountCents,
      couponCode: doc.couponCode,
      shippingCents: invoice.shippingCents,
      vatRateBasisPoints: invoice.vatRateBasisPoints,
      vatCents: invoice.vatCents,
      totalCents: invoice.totalCents,
      byRate: doc.byRate ?? byRateOf(invoice),
      vatTreatment: doc.vatTreatment,
      payment: doc.payment,
      ...(doc.onAccount ? { onAccount: doc.onAccount } : {}),
      company: printedCompany(doc.company, lang),
      reverseCharge: doc.vat?.reverseCharge ?? false,
      ...(qr ? { qr } : {}),
      ...(invoice.annulledAt
        ? { annulled: { at: invoice.annulledAt, replacedBy: await numberOf(db, invoice.replacedById) } }
        : {}),
    },
  };
}

/** The printed number of an invoice by id (an annulled invoice names its replacement). */
async function numberOf(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ year: invoices.year, number: invoices.number })
    .from(invoices)
    .where(eq(invoices.id, id))
    .limit(1);
  return row ? formatInvoiceNumber(row.year, row.number) : null;
}

type SnapshotLine = InvoiceSnapshot['lines'][number];

function label(key: InvoiceMessageKey, lang: Lang, params: Record<string, string>) {
  return Object.entries(params).reduce(
    (text, [name, value]) => text.replaceAll(`{${name}}`, value),
    invoiceMessages[key][lang] as string,
  );
}

/**
 * "Section: choice". The choice is isolated (U+2068…U+2069): a service's brief is the customer's
 * own text, and a Latin one inside an Arabic label keeps its own direction (no period leading it).
 */
const optionText = (o: SnapshotLine['options'][number], lang: Lang) =>
  `${localize(o.section, lang)}: \u2068${localize(o.name, lang)}\u2069`;

/** A line's title and details in the invoice's language; a line's parts name the item they belong to. */
function lineText(line: SnapshotLine, lang: Lang): { title: string; details: string } {
  const item = localize(line.title, lang);
  const option = line.options[0];
  switch (line.kind) {
    case 'charge':
      return {
        title: option ? optionText(option, lang) : item,
        details: label('invoice.lineOneOff', lang, { item }),
      };
    case 'discount':
      return {
        title: label('invoice.lineQuantityDiscount', lang, { percent: String(line.discountPercent ?? '') }),
        details: label('invoice.lineAppliesTo', lang, { item }),
      };
    case 'minimum':
      return {
        title: label('invoice.lineMinimumCharge', lang, {}),
        details: label('invoice.lineAppliesTo', lang, { item }),
      };
    default: {
      const size =
        line.widthCm !== null && line.heightCm !== null ? `${line.widthCm} × ${line.heightCm} cm` : '';
      const details = [size, ...line.options.map((o) => optionText(o, lang))].filter(Boolean).join(' · ');
      return { title: item, details };
    }
  }
}

/** The buyer's company as an invoice or a credit note prints it: name, tax ID, address lines. */
export function printedCompany(company: CompanySnapshot | null | undefined, lang: Lang) {
  if (!company) return null;
  return {
    name: company.name,
    taxId: company.taxId,
    addressLines: [
      company.address.street,
      `${company.address.postcode} ${company.address.city}`.trim(),
      company.address.province,
      localize(company.countryName, lang),
    ].filter((line) => line !== ''),
  };
}
