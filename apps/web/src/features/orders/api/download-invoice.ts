import { useMutation } from '@tanstack/react-query';
import { fetchBlob, saveBlob } from '../../../lib/download';

/** GET /api/invoices/{id}.pdf needs the session: fetched as a blob, so a refusal shows in the page, and saved. */
export const fetchInvoicePdf = (id: number, signal?: AbortSignal) =>
  fetchBlob(`/invoices/${id}.pdf`, { accept: 'application/pdf', signal });

export const invoiceFileName = (number: string) => `invoice-${number.replace(/[^\w-]/g, '_')}.pdf`;

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (invoice: { id: number; number: string }) => {
      const blob = await fetchInvoicePdf(invoice.id);
      saveBlob(blob, invoiceFileName(invoice.number));
      return invoice.id;
    },
  });
}
