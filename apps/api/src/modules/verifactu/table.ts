import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const RECORD_KINDS = ['registration', 'cancellation'] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** not_sent: waiting (or no certificate); the others are AEAT's answer (EstadoRegistro). */
export const SUBMISSION_STATES = ['not_sent', 'accepted', 'accepted_with_errors', 'rejected'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/**
 * Spain's VERI*FACTU invoicing records (docs/decisions/041-verifactu-records.md): one row per
 * registro de alta or de anulación, in one hash chain per issuer (`position` 1, 2, 3…). The
 * chained fields and the XML are written once and never changed; a correction is a new record.
 * Only the submission columns change, when AEAT answers.
 */
export const invoiceRecords = pgTable(
  'invoice_records',
  {
    id: serial().primaryKey(),
    issuerTaxId: text().notNull(),
    position: integer().notNull(),
    kind: text().$type<RecordKind>().notNull(),
    /** The invoice or credit note the record is about (null for a cancellation's own row). */
    sourceKind: text().$type<'invoice' | 'credit_note'>(),
    sourceId: integer(),
    invoiceNumber: text().notNull(),
    /** AEAT's strings, exactly as hashed and written in the XML. */
    issueDate: text().notNull(),
    invoiceType: text(),
    taxTotal: text(),
    total: text(),
    previousFingerprint: text(),
    fingerprint: text().notNull(),
    generatedAt: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    xml: text().notNull(),
    /** The record this one corrects after AEAT rejected it or found errors (Subsanación). */
    correctsRecordId: integer(),
    /** What the record's XML needs again when it is corrected and re-sent. */
    details: jsonb().$type<Record<string, unknown>>(),
    submission: text().$type<SubmissionState>().notNull().default('not_sent'),
    submittedAt: timestamp({ withTimezone: true }),
    aeatCode: integer(),
    aeatMessage: text(),
    /** AEAT's secure verification code of the accepted submission. */
    aeatCsv: text(),
  },
  (t) => [
    uniqueIndex('invoice_records_chain_position').on(t.issuerTaxId, t.position),
    index('invoice_records_unsent').on(t.submission, t.id),
    index('invoice_records_source').on(t.sourceKind, t.sourceId),
  ],
);

/**
 * Each issuer's chain head. Its row is locked (SELECT … FOR UPDATE) by the transaction that
 * adds a record, so records are chained one at a time whichever process issues them.
 */
export const invoiceRecordChains = pgTable('invoice_record_chains', {
  issuerTaxId: text().primaryKey(),
  length: integer().notNull().default(0),
  lastInvoiceNumber: text(),
  lastIssueDate: text(),
  lastFingerprint: text(),
});

/** When AEAT last asked us to wait (TiempoEsperaEnvio), per issuer: the next batch waits until then. */
export const invoiceRecordSends = pgTable('invoice_record_sends', {
  issuerTaxId: text().primaryKey(),
  notBefore: timestamp({ withTimezone: true }).notNull(),
});
