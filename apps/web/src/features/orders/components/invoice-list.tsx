import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate, isolate } from '../../../lib/format';
import { useInvoices } from '../api/get-invoices';
import { InvoiceDownload } from './invoice-download';

/** The customer's invoices and credit notes (GET /api/invoices), each with its PDF. */
export function InvoiceList() {
  const { t } = useTranslation('orders');
  const invoices = useInvoices();
  const lang = currentLang();
  if (invoices.isPending) {
    return (
      <div role="status" aria-busy="true" className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        {[0, 1].map((i) => (
          <div key={i} aria-hidden="true" className="h-14 animate-pulse rounded-md bg-slate-100" />
        ))}
      </div>
    );
  }
  if (invoices.isError) {
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
        <p>{t('common:errors.somethingWentWrong')}</p>
        <button type="button" onClick={() => invoices.refetch()} className="mt-1 font-semibold underline">
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  if (invoices.data.length === 0) {
    return <p className="py-6 text-center text-slate-600">{t('invoices.empty')}</p>;
  }
  return (
    <ul className="divide-y divide-slate-200" data-testid="invoice-list">
      {invoices.data.map((invoice) => (
        <li
          key={`${invoice.kind}-${invoice.id}`}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div className="min-w-0 text-sm">
            <p className="font-bold text-slate-900">
              {invoice.kind === 'credit_note' ? t('invoices.creditNote') : t('invoices.number')}{' '}
              <span dir="ltr">{invoice.number}</span>
            </p>
            {invoice.annulled_at && (
              <p className="font-semibold text-red-700" data-testid="invoice-annulled">
                {t('invoices.annulled', { date: formatDate(invoice.annulled_at, lang) })}
              </p>
            )}
            {invoice.corrected_number && (
              <p className="text-slate-600">
                {t('invoices.corrects', { number: isolate(invoice.corrected_number) })}
              </p>
            )}
            <p className="text-slate-600">
              {t('invoices.line', {
                date: formatDate(invoice.issued_at, lang),
                code: isolate(invoice.order_code),
                total: formatAmount(invoice.total, lang),
              })}
            </p>
          </div>
          <div className="flex flex-wrap gap-2">
            <InvoiceDownload invoice={invoice} label={t('invoices.pdf')} />
            <InvoiceDownload invoice={invoice} copy="es" />
          </div>
        </li>
      ))}
    </ul>
  );
}
