import type { AdminPayment } from '@shop/shared/api/admin';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { inputClass } from '../components/form';
import { type Column, ResourceList } from '../components/resource';
import { Money, PageHeader } from '../components/ui';
import { type PageOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

export type { AdminPayment };

/** The states staff must look at: money taken with no order, money returned, payments not yet confirmed. */
export const ATTENTION_STATES = ['needs_refund', 'pending', 'refunded'] as const;
const PER_PAGE = 25;

const STATE_COLOURS: Record<string, string> = {
  needs_refund: 'bg-red-100 text-red-900',
  pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-slate-100 text-slate-800',
};

/** Payments needing attention: the generic admin list over GET /api/admin/payments?state=…. */
export default function Payments() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.payments'));
  const lang = currentLang();
  const id = useId();
  const [state, setState] = useState<(typeof ATTENTION_STATES)[number]>('needs_refund');
  const [page, setPage] = useState(1);
  const list = useAdminQuery<PageOf<AdminPayment>>('payments', '/admin/payments', {
    query: { state, page, per_page: PER_PAGE },
    keepPrevious: true,
  });
  const columns: Column<AdminPayment>[] = [
    { header: '#', cell: (p) => p.id, dir: 'ltr' },
    {
      header: t('payments.state'),
      cell: (p) => (
        <span
          className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_COLOURS[p.state] ?? 'bg-slate-100 text-slate-800'}`}
        >
          {t(`payments.states.${p.state}`, { defaultValue: p.state })}
        </span>
      ),
    },
    { header: t('payments.kind'), cell: (p) => t(`payments.kinds.${p.kind}`, { defaultValue: p.kind }) },
    { header: t('payments.amount'), cell: (p) => <Money value={p.amount} /> },
    {
      header: t('payments.method'),
      cell: (p) => t(`payments.methods.${p.method}`, { defaultValue: p.method }),
    },
    {
      header: t('payments.order'),
      cell: (p) =>
        p.order_code ? (
          <Link
            to={`${adminPaths.orders}?q=${encodeURIComponent(p.order_code)}`}
            className="text-brand-700 underline"
          >
            {p.order_code}
          </Link>
        ) : (
          '—'
        ),
      dir: 'ltr',
    },
    { header: t('fields.email'), cell: (p) => p.user_email, dir: 'ltr' },
    { header: t('payments.created'), cell: (p) => formatDate(p.created_at, lang, true) },
    { header: t('payments.updated'), cell: (p) => formatDate(p.updated_at, lang, true) },
  ];
  return (
    <>
      <PageHeader title={t('nav.payments')} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t(`payments.hints.${state}`)}</p>
      <div className="mb-4 max-w-xs">
        <label htmlFor={id} className="text-sm font-semibold">
          {t('payments.state')}
        </label>
        <select
          id={id}
          className={inputClass}
          value={state}
          onChange={(e) => {
            setState(e.target.value as (typeof ATTENTION_STATES)[number]);
            setPage(1);
          }}
          data-testid="payments-state"
        >
          {ATTENTION_STATES.map((s) => (
            <option key={s} value={s}>
              {t(`payments.states.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <ResourceList
        query={list}
        empty={t('payments.empty')}
        onPage={setPage}
        caption={t('nav.payments')}
        columns={columns}
        rowKey={(p) => p.id}
      />
    </>
  );
}
