import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate } from '../../../lib/format';
import { useCreditAccount } from '../api/get-credit-account';

const TONE = {
  overdue: 'bg-red-100 text-red-900',
  paid: 'bg-green-100 text-green-900',
  part_paid: 'bg-amber-100 text-amber-900',
  open: 'bg-slate-100 text-slate-800',
} as const;

/**
 * "On account" on My invoices: the account's limit, open balance and credit left, and each
 * invoice on account with its due date, transfer reference and state (docs/product.md#pay-on-account).
 * Nothing for an account that never had terms nor invoices on account.
 */
export function AccountInvoices() {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const { data } = useCreditAccount();
  if (!data || (data.terms === null && data.invoices.length === 0)) return null;
  return (
    <section aria-labelledby="on-account-title" className="mb-6 space-y-3" data-testid="on-account">
      <h2 id="on-account-title" className="text-lg font-bold">
        {t('onAccount.title')}
      </h2>
      <dl className="grid grid-cols-1 gap-2 text-sm sm:grid-cols-3">
        {data.terms ? (
          <div>
            <dt className="text-slate-600">{t('onAccount.limit')}</dt>
            <dd className="font-semibold">
              <bdi>{formatAmount(data.terms.limit, lang)}</bdi> ·{' '}
              {t('onAccount.days', { count: data.terms.days })}
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-slate-600">{t('onAccount.open')}</dt>
          <dd className="font-semibold">
            <bdi>{formatAmount(data.open_balance, lang)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('onAccount.available')}</dt>
          <dd className="font-semibold">
            <bdi>{formatAmount(data.available, lang)}</bdi>
          </dd>
        </div>
      </dl>
      {data.overdue ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('onAccount.overdue')}
        </p>
      ) : null}
      <p className="text-sm text-slate-600">
        {t('onAccount.iban')} <bdi dir="ltr">{data.iban.replace(/(.{4})(?=.)/g, '$1 ')}</bdi>
      </p>
      <ul className="divide-y divide-slate-200 rounded-md border border-slate-200">
        {data.invoices.map((invoice) => (
          <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <div>
              <p className="font-semibold">
                <bdi dir="ltr">{invoice.invoice_number}</bdi> · <bdi dir="ltr">{invoice.order_code}</bdi>
              </p>
              <p className="text-slate-600">
                {t('onAccount.due', { date: formatDate(invoice.due_on, lang) })} · {t('onAccount.reference')}{' '}
                <bdi dir="ltr">{invoice.reference}</bdi>
              </p>
            </div>
            <div className="text-end">
              <p className="font-semibold">
                <bdi>{formatAmount(invoice.owed, lang)}</bdi>
              </p>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${TONE[invoice.state]}`}>
                {t(`onAccount.states.${invoice.state}`)}
              </span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
