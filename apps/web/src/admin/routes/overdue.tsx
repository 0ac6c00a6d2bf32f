import type { OverdueInvoice } from '@shop/shared/api/credit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate, formatNumber } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Empty, Money, PageHeader, QueryView, Table, td, th } from '../components/ui';
import { useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

/** /admin/overdue: invoices on account past their due day with money owed, oldest first. */
export default function OverduePage() {
  const { t } = useTranslation('admin');
  const lang = currentLang();
  usePageTitle(t('credit.overdueTitle'));
  const query = useAdminQuery<OverdueInvoice[]>('credit', '/admin/credit/overdue');
  return (
    <>
      <PageHeader title={t('credit.overdueTitle')} />
      <QueryView query={query}>
        {(rows) =>
          rows.length === 0 ? (
            <Empty>{t('credit.noOverdue')}</Empty>
          ) : (
            <Table caption={t('credit.overdueTitle')}>
              <thead>
                <tr>
                  <th className={th}>{t('fields.name')}</th>
                  <th className={th}>{t('credit.invoice')}</th>
                  <th className={th}>{t('orders.code')}</th>
                  <th className={th}>{t('credit.dueOn')}</th>
                  <th className={th}>{t('credit.daysOverdue')}</th>
                  <th className={th}>{t('credit.owed')}</th>
                  <th className={th}>{t('credit.reference')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.id}>
                    <td className={td}>
                      <Link to={adminPaths.customer(row.customer.id)} className="text-brand-700 underline">
                        <bdi>{row.customer.name}</bdi>
                      </Link>
                    </td>
                    <td className={td} dir="ltr">
                      {row.invoice_number}
                    </td>
                    <td className={td}>
                      <Link
                        to={adminPaths.order(row.order_id)}
                        className="text-brand-700 underline"
                        dir="ltr"
                      >
                        {row.order_code}
                      </Link>
                    </td>
                    <td className={td}>{formatDate(row.due_on, lang)}</td>
                    <td className={td}>{formatNumber(row.days_overdue, lang)}</td>
                    <td className={`${td} font-semibold`}>
                      <Money value={row.owed} />
                    </td>
                    <td className={td} dir="ltr">
                      {row.reference}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )
        }
      </QueryView>
    </>
  );
}
