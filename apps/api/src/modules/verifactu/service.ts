import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { fieldStringOf } from './chain';
import { aeatAmount, aeatDate, aeatTimestamp, fingerprint } from './fingerprint';
import { ISSUER } from './system';
import { invoiceRecordChains, invoiceRecords } from './table';
import { type AltaXmlInput, type ChainLink, registroAltaXml, registroAnulacionXml } from './xml';

export type VerifactuInvoiceType = 'F1' | 'F2' | 'R1' | 'R5';

export type RegistrationInput = {
  source: { kind: 'invoice' | 'credit_note'; id: number };
  invoiceNumber: string;
  issuedAt: Date;
  invoiceType: VerifactuInvoiceType;
  buyer: { name: string; taxId: string | null; countryCode: string };
  taxCents: number;
  totalCents: number;
  byRate: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
  /** Credit notes (rectificativa por diferencias): the invoice they correct. */
  corrected?: { invoiceNumber: string; issuedAt: Date };
  /** 0 % lines: an export (E2) or a supply to an EU business under reverse charge (E5). */
  exemption?: 'E2' | 'E5' | null;
};

/** What a record's XML is rebuilt from when AEAT's answer asks for a corrected re-send. */
type AltaDetails = Pick<
  AltaXmlInput,
  'invoiceType' | 'correctionKind' | 'corrected' | 'description' | 'buyer' | 'breakdown'
> & {
  taxTotal: string;
  total: string;
};

const DESCRIPTION = {
  invoice: 'Venta de productos y servicios de impresión',
  credit_note: 'Rectificación por devolución o descuento posterior',
} as const;

/**
 * Takes the issuer's chain head under a row lock held to the end of the calling transaction:
 * a second transaction adding a record (in this process or another) waits here until the
 * first commits, then reads the head the first wrote. The insert makes the row on first use.
 */
async function lockChainHead(tx: Db) {
  // One statement: the upsert makes the row on first use and, on conflict, locks it (an
  // ON CONFLICT DO UPDATE takes the row lock, waiting for a holder to commit, then returns the
  // head it committed), like SELECT … FOR UPDATE but without the extra round trip.
  const [head] = await tx
    .insert(invoiceRecordChains)
    .values({ issuerTaxId: ISSUER.taxId })
    .onConflictDoUpdate({
      target: invoiceRecordChains.issuerTaxId,
      set: { length: sql`${invoiceRecordChains.length}` },
    })
    .returning();
  if (!head) throw new Error('invoice record chain upsert returned nothing');
  const previous: ChainLink =
    head.lastFingerprint && head.lastInvoiceNumber && head.lastIssueDate
      ? {
          invoiceNumber: head.lastInvoiceNumber,
          issueDate: head.lastIssueDate,
          fingerprint: head.lastFingerprint,
        }
      : null;
  return { length: head.length, previous };
}

async function appendRecord(
  tx: Db,
  head: { length: number },
  row: Omit<typeof invoiceRecords.$inferInsert, 'issuerTaxId' | 'position'>,
) {
  const position = head.length + 1;
  const [inserted] = await tx
    .insert(invoiceRecords)
    .values({ ...row, issuerTaxId: ISSUER.taxId, position })
    .returning({ id: invoiceRecords.id, fingerprint: invoiceRecords.fingerprint });
  if (!inserted) throw new Error('invoice record insert returned nothing');
  await tx
    .update(invoiceRecordChains)
    .set({
      length: position,
      lastInvoiceNumber: row.invoiceNumber,
      lastIssueDate: row.issueDate,
      lastFingerprint: row.fingerprint,
    })
    .where(eq(invoiceRecordChains.issuerTaxId, ISSUER.taxId));
  return { id: inserted.id, fingerprint: inserted.fingerprint, position };
}

function detailsOf(input: RegistrationInput): AltaDetails {
  const correction = input.invoiceType === 'R1' || input.invoiceType === 'R5';
  return {
    invoiceType: input.invoiceType,
    correctionKind: correction ? 'I' : null,
    corrected: input.corrected
      ? { invoiceNumber: input.corrected.invoiceNumber, issueDate: aeatDate(input.corrected.issuedAt) }
      : null,
    description: DESCRIPTION[input.source.kind],
    // A simplified invoice (F2, R5) names no buyer; a full one must.
    buyer:
      input.invoiceType === 'F1' || input.invoiceType === 'R1'
        ? { name: input.buyer.name, taxId: input.buyer.taxId, countryCode: input.buyer.countryCode }
        : null,
    breakdown: input.byRate.map((r) => {
      const exempt = r.rateBasisPoints === 0 ? (input.exemption ?? 'E2') : null;
      return {
        rate: exempt ? null : (r.rateBasisPoints / 100).toFixed(2),
        base: aeatAmount(r.baseCents),
        tax: exempt ? null : aeatAmount(r.taxCents),
        exempt,
      };
    }),
    taxTotal: aeatAmount(input.taxCents),
    total: aeatAmount(input.totalCents),
  };
}

async function insertRegistration(
  tx: Db,
  base: { invoiceNumber: string; issueDate: string; source: RegistrationInput['source'] | null },
  details: AltaDetails,
  correction: { recordId: number; rejected: boolean } | null,
) {
  const head = await lockChainHead(tx);
  // Taken once the lock is held, so generation times follow the chain's order.
  const generatedAt = aeatTimestamp(new Date());
  const fields = {
    kind: 'registration' as const,
    issuerTaxId: ISSUER.taxId,
    invoiceNumber: base.invoiceNumber,
    issueDate: base.issueDate,
    invoiceType: details.invoiceType,
    taxTotal: details.taxTotal,
    total: details.total,
    previousFingerprint: head.previous?.fingerprint ?? null,
    generatedAt,
  };
  const hash = fingerprint(fieldStringOf(fields));
  const xml = registroAltaXml({
    ...details,
    invoiceNumber: base.invoiceNumber,
    issueDate: base.issueDate,
    remedy: correction !== null,
    rejectedBefore: correction?.rejected ?? false,
    previous: head.previous,
    generatedAt,
    fingerprint: hash,
  });
  return appendRecord(tx, head, {
    ...fields,
    sourceKind: base.source?.kind ?? null,
    sourceId: base.source?.id ?? null,
    fingerprint: hash,
    xml,
    details,
    correctsRecordId: correction?.recordId ?? null,
  });
}

/**
 * The registro de alta of an invoice or credit note, inside the transaction that issues it
 * (modules/invoices issueInvoice, issueCreditNote): a rolled-back payment leaves no record.
 */
export function recordRegistration(tx: Db, input: RegistrationInput) {
  return insertRegistration(
    tx,
    { invoiceNumber: input.invoiceNumber, issueDate: aeatDate(input.issuedAt), source: input.source },
    detailsOf(input),
    null,
  );
}

/** The registro de anulación of an invoice issued by mistake. */
export async function recordCancellation(tx: Db, input: { invoiceNumber: string; issuedAt: Date }) {
  const head = await lockChainHead(tx);
  const generatedAt = aeatTimestamp(new Date());
  const fields = {
    kind: 'cancellation' as const,
    issuerTaxId: ISSUER.taxId,
    invoiceNumber: input.invoiceNumber,
    issueDate: aeatDate(input.issuedAt),
    invoiceType: null,
    taxTotal: null,
    total: null,
    previousFingerprint: head.previous?.fingerprint ?? null,
    generatedAt,
  };
  const hash = fingerprint(fieldStringOf(fields));
  const xml = registroAnulacionXml({
    invoiceNumber: fields.invoiceNumber,
    issueDate: fields.issueDate,
    previous: head.previous,
    generatedAt,
    fingerprint: hash,
  });
  return appendRecord(tx, head, { ...fields, fingerprint: hash, xml });
}

/**
 * Subsanación: a registration AEAT rejected or accepted with errors is sent again as a new
 * record of the same invoice (the old one stays, with its answer). Only the latest record of
 * an invoice can be corrected, and only once AEAT has found fault with it.
 */
export async function correctRecord(
  db: Db,
  recordId: number,
  audit?: (tx: Db, created: { id: number }) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [record] = await tx.select().from(invoiceRecords).where(eq(invoiceRecords.id, recordId)).limit(1);
    if (!record) throw new AppError('not_found', 'verifactu.recordNotFound');
    if (record.kind !== 'registration' || !record.details) {
      throw new AppError('conflict', 'verifactu.notCorrectable');
    }
    if (record.submission !== 'rejected' && record.submission !== 'accepted_with_errors') {
      throw new AppError('conflict', 'verifactu.notCorrectable');
    }
    const [newer] = await tx
      .select({ id: invoiceRecords.id })
      .from(invoiceRecords)
      .where(sql`${invoiceRecords.correctsRecordId} = ${record.id}`)
      .limit(1);
    if (newer) throw new AppError('conflict', 'verifactu.alreadyCorrected');
    const source =
      record.sourceKind && record.sourceId !== null ? { kind: record.sourceKind, id: record.sourceId } : null;
    const created = await insertRegistration(
      tx,
      { invoiceNumber: record.invoiceNumber, issueDate: record.issueDate, source },
      record.details as AltaDetails,
      { recordId: record.id, rejected: record.submission === 'rejected' },
    );
    await audit?.(tx, created);
    return created;
  });
}

/** Whether an invoice or credit note has its registration record (and so may print the QR). */
export async function hasRegistration(db: Db, source: { kind: 'invoice' | 'credit_note'; id: number }) {
  const [row] = await db
    .select({ id: invoiceRecords.id })
    .from(invoiceRecords)
    .where(
      sql`${invoiceRecords.sourceKind} = ${source.kind} and ${invoiceRecords.sourceId} = ${source.id} and ${invoiceRecords.kind} = 'registration'`,
    )
    .limit(1);
  return row !== undefined;
}
