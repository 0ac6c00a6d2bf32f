import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../lib/download';

/** GET /api/invoices/{id}.pdf needs the session: fetched as a blob, so a refusal shows in the page, and saved. */
export const fetchInvoicePdf = (id: number, signal?: AbortSignal) =>
  fetchBlob(`/invoices/${id}.pdf`, { accept: 'application/pdf', signal });

export const invoiceFileName = (number: string, kind: InvoiceKind = 'invoice') =>
  `${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${number.replace(/[^\w-]/g, '_')}.pdf`;

/** A credit note (factura rectificativa) has its own download: GET /api/credit-notes/{id}.pdf. */
export type InvoiceKind = 'invoice' | 'credit_note';

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: { id: number; number: string; kind?: InvoiceKind }) => {
      const blob =
        invoice.kind === 'credit_note'
          ? await fetchBlob(`/credit-notes/${invoice.id}.pdf`, { accept: 'application/pdf' })
          : await fetchInvoicePdf(invoice.id);
      saveBlob(blob, invoiceFileName(invoice.number, invoice.kind));
      return invoice.id;
    },
  });
}
