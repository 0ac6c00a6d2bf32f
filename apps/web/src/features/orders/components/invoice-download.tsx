import { useTranslation } from 'react-i18next';
import { isolate } from '../../../lib/format';
import { useDownloadInvoice } from '../api/download-invoice';

/** A button that fetches an invoice's PDF (the session cookie goes with it) and saves it, with progress and errors. */
export function InvoiceDownload({
  invoice,
  label,
  className = '',
}: {
  invoice: { id: number; number: string };
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const download = useDownloadInvoice();
  const text = label ?? t('invoices.download', { number: isolate(invoice.number) });
  return (
    <span className={`inline-flex flex-col gap-1 ${className}`}>
      <button
        type="button"
        onClick={() => download.mutate(invoice)}
        disabled={download.isPending}
        aria-busy={download.isPending || undefined}
        className="inline-flex items-center gap-2 rounded-md border border-brand-700 px-3 py-1.5 font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
        data-testid="invoice-download"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
          <path
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14"
          />
        </svg>
        {download.isPending ? t('invoices.downloading') : text}
      </button>
      <span aria-live="polite" className="text-sm">
        {download.isError ? (
          <span role="alert" className="text-red-700">
            {t('invoices.failed')}
          </span>
        ) : download.isSuccess ? (
          <span className="text-green-800">{t('invoices.saved')}</span>
        ) : null}
      </span>
    </span>
  );
}
