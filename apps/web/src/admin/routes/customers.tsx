import type { AdminCustomer } from '@shop/shared/api/admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { TextFilter } from '../components/filters';
import { Money, Num, PageHeader, Pagination, QueryView, Table, td, th } from '../components/ui';
import { type PageOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

type Customer = AdminCustomer;

export default function Customers() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.customers'));
  const lang = currentLang();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const q = useDebouncedValue(text, 500);
  const list = useAdminQuery<PageOf<Customer>>('customers', '/admin/customers', {
    query: { q, page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.customers')} />
      <TextFilter
        label={t('customers.search')}
        value={text}
        onChange={(v) => {
          setText(v);
          setPage(1);
        }}
      />
      <QueryView query={list} isEmpty={(d) => d.items.length === 0}>
        {(data) => (
          <>
            <Table caption={t('nav.customers')}>
              <thead>
                <tr>
                  <th className={th}>{t('fields.name')}</th>
                  <th className={th}>{t('customers.company')}</th>
                  <th className={th}>{t('customers.taxId')}</th>
                  <th className={th}>{t('fields.email')}</th>
                  <th className={th}>{t('fields.phone')}</th>
                  <th className={th}>{t('customers.since')}</th>
                  <th className={th}>{t('customers.orders')}</th>
                  <th className={th}>{t('customers.spend')}</th>
                </tr>
              </thead>
              <tbody>
                {data.items.map((c) => (
                  <tr key={c.id}>
                    <td className={td}>
                      <Link to={adminPaths.customer(c.id)} className="font-semibold text-brand-700 underline">
                        <bdi>{c.name}</bdi>
                      </Link>
                    </td>
                    <td className={td}>{c.company_name ? <bdi>{c.company_name}</bdi> : '—'}</td>
                    <td className={td}>{c.tax_id ? <span dir="ltr">{c.tax_id}</span> : '—'}</td>
                    <td className={td}>
                      <a href={`mailto:${c.email}`} className="text-brand-700 underline" dir="ltr">
                        {c.email}
                      </a>
                    </td>
                    <td className={td} dir="ltr">
                      {c.phone || '—'}
                    </td>
                    <td className={td}>{formatDate(c.created_at, lang)}</td>
                    <td className={td}>
                      <Link
                        to={`${adminPaths.orders}?q=${encodeURIComponent(c.email)}`}
                        className="text-brand-700 underline"
                        aria-label={t('customers.ordersOf', { name: c.name })}
                      >
                        <Num value={c.orders_count} />
                      </Link>
                    </td>
                    <td className={td}>
                      <Money value={c.spend} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
          </>
        )}
      </QueryView>
    </>
  );
}
