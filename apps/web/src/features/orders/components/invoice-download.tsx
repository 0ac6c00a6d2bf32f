import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { isolate } from '../../../lib/format';
import { type InvoiceKind, useDownloadInvoice } from '../api/download-invoice';

/** Downloads an invoice's (or a credit note's) PDF, in the language it was issued in, or its Spanish copy (`copy="es"`). */
export function InvoiceDownload({
  invoice,
  label,
  copy,
  className = '',
}: {
  invoice: { id: number; number: string; kind?: InvoiceKind };
  label?: string;
  copy?: 'es';
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const download = useDownloadInvoice();
  return (
    <DownloadButton
      download={download}
      onDownload={() => download.mutate({ ...invoice, copy })}
      label={
        label ??
        (copy ? t('invoices.spanishCopy') : t('invoices.download', { number: isolate(invoice.number) }))
      }
      texts={{
        downloading: t('invoices.downloading'),
        failed: t('invoices.failed'),
        saved: t('invoices.saved'),
      }}
      testId={copy ? 'invoice-download-es' : 'invoice-download'}
      className={className}
    />
  );
}
