import { and, asc, count, eq, gte, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDayStart, nextDay } from '../../lib/madrid-time';
import { recomputeChain } from './chain';
import { ISSUER } from './system';
import { invoiceRecords } from './table';

type Row = typeof invoiceRecords.$inferSelect;

function toAnswer(r: Row) {
  return {
    id: r.id,
    position: r.position,
    type: r.kind,
    issuer_tax_id: r.issuerTaxId,
    invoice_number: r.invoiceNumber,
    issue_date: r.issueDate,
    invoice_type: r.invoiceType,
    tax_total: r.taxTotal,
    total: r.total,
    previous_fingerprint: r.previousFingerprint,
    fingerprint: r.fingerprint,
    generated_at: r.generatedAt,
    source: r.sourceKind && r.sourceId !== null ? { kind: r.sourceKind, id: r.sourceId } : null,
    corrects_record_id: r.correctsRecordId,
    submission: {
      state: r.submission,
      submitted_at: r.submittedAt?.toISOString() ?? null,
      code: r.aeatCode,
      message: r.aeatMessage,
    },
    xml: r.xml,
  };
}

/**
 * Verifies the whole chain from its first record (only the hashed columns are read), so a page
 * of the list still answers for every record before it.
 */
export async function verifyIssuerChain(db: Db) {
  const chain = await db
    .select({
      kind: invoiceRecords.kind,
      issuerTaxId: invoiceRecords.issuerTaxId,
      invoiceNumber: invoiceRecords.invoiceNumber,
      issueDate: invoiceRecords.issueDate,
      invoiceType: invoiceRecords.invoiceType,
      taxTotal: invoiceRecords.taxTotal,
      total: invoiceRecords.total,
      previousFingerprint: invoiceRecords.previousFingerprint,
      generatedAt: invoiceRecords.generatedAt,
      fingerprint: invoiceRecords.fingerprint,
      position: invoiceRecords.position,
    })
    .from(invoiceRecords)
    .where(eq(invoiceRecords.issuerTaxId, ISSUER.taxId))
    .orderBy(asc(invoiceRecords.position));
  // A missing or repeated position is a break too (the unique index forbids repeats).
  const gap = chain.findIndex((r, i) => r.position !== i + 1);
  const result = recomputeChain(chain);
  const brokenIndex = [gap, result.brokenAt ?? -1].filter((i) => i >= 0).sort((a, b) => a - b)[0];
  return brokenIndex === undefined
    ? { verified: true, brokenAt: null }
    : { verified: false, brokenAt: chain[brokenIndex]?.position ?? brokenIndex + 1 };
}

export async function listInvoiceRecords(
  db: Db,
  paging: { page: number; perPage: number },
  sending: boolean,
) {
  const where = eq(invoiceRecords.issuerTaxId, ISSUER.taxId);
  const [rows, [total], check] = await Promise.all([
    db
      .select()
      .from(invoiceRecords)
      .where(where)
      .orderBy(asc(invoiceRecords.position))
      .limit(paging.perPage)
      .offset((paging.page - 1) * paging.perPage),
    db.select({ n: count() }).from(invoiceRecords).where(where),
    verifyIssuerChain(db),
  ]);
  return {
    chain_verified: check.verified,
    broken_at: check.brokenAt,
    sending,
    items: rows.map(toAnswer),
    page: paging.page,
    per_page: paging.perPage,
    total: total?.n ?? 0,
  };
}

/**
 * The records generated between two Madrid days (inclusive), in chain order, as one XML file:
 * each record's XML as stored, inside a root that names the issuer and the range.
 */
export async function exportInvoiceRecordsXml(db: Db, from: string, to: string): Promise<string> {
  const rows = await db
    .select({ xml: invoiceRecords.xml })
    .from(invoiceRecords)
    .where(
      and(
        eq(invoiceRecords.issuerTaxId, ISSUER.taxId),
        gte(invoiceRecords.createdAt, madridDayStart(from)),
        lt(invoiceRecords.createdAt, madridDayStart(nextDay(to))),
      ),
    )
    .orderBy(asc(invoiceRecords.position));
  const body = rows.map((r) => r.xml.replace(/^/gm, '  ')).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<RegistrosFacturacion nif="${ISSUER.taxId}" desde="${from}" hasta="${to}" registros="${rows.length}">\n${body}\n</RegistrosFacturacion>\n`;
}
