import { useMutation } from '@tanstack/react-query';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { clearSession, getSession } from '../../../lib/session';

/**
 * GET /api/invoices/{id}.pdf needs the bearer token, which a plain link cannot send: the PDF
 * is fetched as a blob with the Authorization header and saved through an object URL.
 */
export async function fetchInvoicePdf(id: number, signal?: AbortSignal): Promise<Blob> {
  const session = getSession();
  const headers: Record<string, string> = { accept: 'application/pdf', lang: currentLang() };
  if (session) headers.authorization = session.authorization;
  let response: Response;
  try {
    response = await fetch(`/api/invoices/${id}.pdf`, { headers, signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'network_error', 'Network error');
  }
  if (!response.ok) {
    if (response.status === 401 && session) clearSession();
    const body = (await response.json().catch(() => null)) as { code?: never; message?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'internal_error', body?.message ?? response.statusText);
  }
  return response.blob();
}

/** Hands a blob to the browser as a download with the given file name. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser time to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

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
