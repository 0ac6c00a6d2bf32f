import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/ui/download-button';
import { isolate } from '../../../lib/format';
import { type InvoiceKind, useDownloadInvoice } from '../api/download-invoice';

/** Downloads an invoice's (or a credit note's) PDF. */
export function InvoiceDownload({
  invoice,
  label,
  className = '',
}: {
  invoice: { id: number; number: string; kind?: InvoiceKind };
  label?: string;
  className?: string;
}) {
  const { t } = useTranslation('orders');
  const download = useDownloadInvoice();
  return (
    <DownloadButton
      download={download}
      onDownload={() => download.mutate(invoice)}
      label={label ?? t('invoices.download', { number: isolate(invoice.number) })}
      texts={{
        downloading: t('invoices.downloading'),
        failed: t('invoices.failed'),
        saved: t('invoices.saved'),
      }}
      testId="invoice-download"
      className={className}
    />
  );
}
