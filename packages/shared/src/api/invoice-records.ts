import { z } from 'zod';

/** The answers of the VERI*FACTU records' back-office (GET /api/admin/invoice-records). */

export const InvoiceRecordSubmissionSchema = z.enum([
  'not_sent',
  'accepted',
  'accepted_with_errors',
  'rejected',
]);

export const AdminInvoiceRecordSchema = z.object({
  id: z.number().int(),
  /** Place in the issuer's chain, from 1. */
  position: z.number().int(),
  type: z.enum(['registration', 'cancellation']),
  issuer_tax_id: z.string(),
  invoice_number: z.string(),
  /** dd-mm-yyyy, as AEAT writes it. */
  issue_date: z.string(),
  invoice_type: z.string().nullable(),
  /** AEAT's amount strings, e.g. "21.00", "-12.10". */
  tax_total: z.string().nullable(),
  total: z.string().nullable(),
  previous_fingerprint: z.string().nullable(),
  fingerprint: z.string(),
  /** ISO 8601 with Madrid's offset, as hashed. */
  generated_at: z.string(),
  source: z.object({ kind: z.enum(['invoice', 'credit_note']), id: z.number().int() }).nullable(),
  corrects_record_id: z.number().int().nullable(),
  submission: z.object({
    state: InvoiceRecordSubmissionSchema,
    submitted_at: z.string().nullable(),
    code: z.number().int().nullable(),
    message: z.string().nullable(),
  }),
  xml: z.string(),
});

export const AdminInvoiceRecordListSchema = z.object({
  /** Recomputed on the server from the first record: every fingerprint and every link hold. */
  chain_verified: z.boolean(),
  /** Position of the first record that does not hold, when one does not. */
  broken_at: z.number().int().nullable(),
  /** Whether records are sent to AEAT (a certificate is set); "not sent" otherwise. */
  sending: z.boolean(),
  items: z.array(AdminInvoiceRecordSchema),
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

export type AdminInvoiceRecord = z.infer<typeof AdminInvoiceRecordSchema>;
export type AdminInvoiceRecordList = z.infer<typeof AdminInvoiceRecordListSchema>;
