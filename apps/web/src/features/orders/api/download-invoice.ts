import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../lib/download';

/**
 * GET /api/invoices/{id}.pdf needs the session: fetched as a blob, so a refusal shows in the page,
 * and saved. The invoice comes in the language it was issued in; `copy` 'es' asks for the Spanish
 * copy the tax agency reads.
 */
export const fetchInvoicePdf = (id: number, signal?: AbortSignal, copy?: 'es') =>
  fetchBlob(`/invoices/${id}.pdf${copy ? `?lang=${copy}` : ''}`, { accept: 'application/pdf', signal });

/** A credit note (factura rectificativa) has its own download: GET /api/credit-notes/{id}.pdf. */
export type InvoiceKind = 'invoice' | 'credit_note';

export const invoiceFileName = (number: string, kind: InvoiceKind = 'invoice', copy?: 'es') =>
  `${kind === 'credit_note' ? 'credit-note' : 'invoice'}-${number.replace(/[^\w-]/g, '_')}${copy ? `-${copy}` : ''}.pdf`;

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: {
      id: number;
      number: string;
      kind?: InvoiceKind;
      copy?: 'es' | undefined;
    }) => {
      const blob =
        invoice.kind === 'credit_note'
          ? await fetchBlob(`/credit-notes/${invoice.id}.pdf${invoice.copy ? `?lang=${invoice.copy}` : ''}`, {
              accept: 'application/pdf',
            })
          : await fetchInvoicePdf(invoice.id, undefined, invoice.copy);
      saveBlob(blob, invoiceFileName(invoice.number, invoice.kind, invoice.copy));
      return invoice.id;
    },
  });
}
