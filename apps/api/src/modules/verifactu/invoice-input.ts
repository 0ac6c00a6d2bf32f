import { invoiceTypeFor } from '@shop/shared/invoice-type';
import type { RegistrationInput } from './service';

/** The parts of an invoice's snapshot a record reads (modules/invoices' InvoiceSnapshot). */
type InvoiceSnapshotView = {
  customer: { name: string; address: { countryCode?: string | null } | null };
  company?: { name: string; taxId: string; address: { countryCode: string } } | null;
  vatTreatment: 'es' | 'eu' | 'export';
  vat?: { reverseCharge: boolean };
  /** Written by invoices issued since issue 21: the buyer and the bases per VAT rate. */
  buyer?: { name: string; taxId: string | null; countryCode: string };
  byRate?: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
};

/**
 * The registration of an issued invoice from its row and snapshot. Snapshots written before the
 * buyer and per-rate fields existed fall back to the company (if any) and the invoice's one rate.
 */
export function invoiceRegistration(invoice: {
  id: number;
  number: string;
  issuedAt: Date;
  vatRateBasisPoints: number;
  vatCents: number;
  totalCents: number;
  document: InvoiceSnapshotView;
}): RegistrationInput {
  const doc = invoice.document;
  const buyer = doc.buyer ?? {
    name: doc.company?.name ?? doc.customer.name,
    taxId: doc.company?.taxId ?? null,
    countryCode: doc.company?.address.countryCode ?? doc.customer.address?.countryCode ?? 'ES',
  };
  const byRate = doc.byRate ?? [
    {
      rateBasisPoints: invoice.vatRateBasisPoints,
      baseCents: invoice.totalCents - invoice.vatCents,
      taxCents: invoice.vatCents,
    },
  ];
  return {
    source: { kind: 'invoice', id: invoice.id },
    invoiceNumber: invoice.number,
    issuedAt: invoice.issuedAt,
    invoiceType: invoiceTypeFor(buyer),
    buyer,
    taxCents: invoice.vatCents,
    totalCents: invoice.totalCents,
    byRate,
    exemption: doc.vatTreatment === 'export' ? 'E2' : doc.vat?.reverseCharge ? 'E5' : null,
  };
}

/**
 * The registration of a credit note (factura rectificativa por diferencias, negative amounts):
 * R1 when the corrected invoice was a full one (F1), R5 when it was simplified (F2).
 */
export function creditNoteRegistration(
  note: {
    id: number;
    number: string;
    issuedAt: Date;
    vatCents: number;
    totalCents: number;
    byRate: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
  },
  corrected: Parameters<typeof invoiceRegistration>[0],
): RegistrationInput {
  const invoice = invoiceRegistration(corrected);
  return {
    ...invoice,
    source: { kind: 'credit_note', id: note.id },
    invoiceNumber: note.number,
    issuedAt: note.issuedAt,
    invoiceType: invoice.invoiceType === 'F1' ? 'R1' : 'R5',
    taxCents: note.vatCents,
    totalCents: note.totalCents,
    byRate: note.byRate,
    corrected: { invoiceNumber: corrected.number, issuedAt: corrected.issuedAt },
  };
}
