import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { currentLang } from '../../i18n';
import { fetchBlob, saveBlob } from '../../lib/download';
import { formatDate } from '../../lib/format';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { usePageTitle } from '../../lib/use-page-title';
import { inputClass } from '../components/form';
import {
  Button,
  Money,
  PageHeader,
  Pagination,
  QueryView,
  StatusBadge,
  Table,
  td,
  th,
} from '../components/ui';
import { DayTicketsButton } from '../features/orders/actions';
import { ProofBadge } from '../features/orders/proofs';
import type { OrderCard } from '../features/orders/types';
import { errorText, type PageOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

const SORTS = ['created_at', 'total', 'status'] as const;
type Sort = (typeof SORTS)[number];

function useFilters() {
  const [params, setParams] = useSearchParams();
  const get = (key: string) => params.get(key) ?? '';
  const filters = {
    status: get('status'),
    type: get('type'),
    q: get('q'),
    from: get('from'),
    to: get('to'),
    sort: (SORTS as readonly string[]).includes(get('sort')) ? (get('sort') as Sort) : 'created_at',
    order: get('order') === 'asc' ? 'asc' : 'desc',
    page: Math.max(1, Number(get('page')) || 1),
  } as const;
  const set = (changes: Partial<Record<keyof typeof filters, string | number>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === undefined) next.delete(key);
      else next.set(key, String(value));
    }
    // A new filter starts again at page 1.
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  return { filters, set };
}

function SortHeader({
  column,
  label,
  sort,
  order,
  onSort,
}: {
  column: Sort;
  label: string;
  sort: Sort;
  order: string;
  onSort: (c: Sort, o: string) => void;
}) {
  const active = sort === column;
  return (
    <th className={th} aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        className="inline-flex items-center gap-1 font-semibold hover:underline"
        onClick={() => onSort(column, active && order === 'desc' ? 'asc' : 'desc')}
      >
        {label}
        <span aria-hidden="true">{active ? (order === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );
}

/** Every order, filtered by status, type, customer text and dates, sorted and paged on the server. */
export default function Orders() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.orders'));
  const lang = currentLang();
  const ids = { status: useId(), type: useId(), q: useId(), from: useId(), to: useId() };
  const { filters, set } = useFilters();
  const [text, setText] = useState(filters.q);
  const debounced = useDebouncedValue(text, 500);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the debounced text triggers the search
  useEffect(() => {
    if (debounced !== filters.q) set({ q: debounced });
  }, [debounced]);
  const query = {
    status: filters.status,
    type: filters.type,
    q: filters.q,
    from: filters.from,
    to: filters.to,
    sort: filters.sort,
    order: filters.order,
  };
  const list = useAdminQuery<PageOf<OrderCard>>('orders', '/admin/orders', {
    query: { ...query, page: filters.page, per_page: 25 },
    keepPrevious: true,
  });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  return (
    <>
      <PageHeader
        title={t('nav.orders')}
        actions={
          <span className="inline-flex flex-wrap items-start gap-2">
            <DayTicketsButton />
            <Button
              variant="secondary"
              disabled={exporting}
              onClick={async () => {
                setExporting(true);
                setExportError(null);
                try {
                  saveBlob(await fetchBlob('/admin/orders.csv', { query }), 'orders.csv');
                } catch (e) {
                  setExportError(errorText(e, t));
                } finally {
                  setExporting(false);
                }
              }}
            >
              {exporting ? t('states.working') : t('orders.exportCsv')}
            </Button>
          </span>
        }
      />
      {exportError && (
        <p role="alert" className="mb-3 text-sm text-red-700">
          {exportError}
        </p>
      )}
      <search
        aria-label={t('orders.filters')}
        className="mb-4 grid grid-cols-1 gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-2 xl:grid-cols-5"
      >
        <div>
          <label htmlFor={ids.status} className="text-sm font-semibold">
            {t('fields.status')}
          </label>
          <select
            id={ids.status}
            className={inputClass}
            value={filters.status}
            onChange={(e) => set({ status: e.target.value })}
          >
            <option value="">{t('orders.allStatuses')}</option>
            {[1, 2, 3, 4, 5, 6, 7, 8].map((s) => (
              <option key={s} value={s}>
                {t(`status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.type} className="text-sm font-semibold">
            {t('orders.typeLabel')}
          </label>
          <select
            id={ids.type}
            className={inputClass}
            value={filters.type}
            onChange={(e) => set({ type: e.target.value })}
          >
            <option value="">{t('orders.allTypes')}</option>
            <option value="service">{t('orders.type.service')}</option>
            <option value="product">{t('orders.type.product')}</option>
          </select>
        </div>
        <div>
          <label htmlFor={ids.q} className="text-sm font-semibold">
            {t('orders.search')}
          </label>
          <input
            id={ids.q}
            type="search"
            className={inputClass}
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={t('orders.searchHint')}
          />
        </div>
        <div>
          <label htmlFor={ids.from} className="text-sm font-semibold">
            {t('orders.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className={inputClass}
            value={filters.from}
            onChange={(e) => set({ from: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor={ids.to} className="text-sm font-semibold">
            {t('orders.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className={inputClass}
            value={filters.to}
            onChange={(e) => set({ to: e.target.value })}
          />
        </div>
      </search>
      <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={t('orders.empty')}>
        {(data) => (
          <>
            <Table caption={t('nav.orders')}>
              <thead>
                <tr>
                  <th className={th}>{t('orders.code')}</th>
                  <th className={th}>{t('orders.typeLabel')}</th>
                  <th className={th}>{t('orders.customer')}</th>
                  <th className={th}>{t('orders.poNumber')}</th>
                  <SortHeader
                    column="status"
                    label={t('fields.status')}
                    sort={filters.sort}
                    order={filters.order}
                    onSort={(sort, order) => set({ sort, order })}
                  />
                  <th className={th}>{t('proofs.column')}</th>
                  <SortHeader
                    column="total"
                    label={t('orders.total')}
                    sort={filters.sort}
                    order={filters.order}
                    onSort={(sort, order) => set({ sort, order })}
                  />
                  <SortHeader
                    column="created_at"
                    label={t('orders.created')}
                    sort={filters.sort}
                    order={filters.order}
                    onSort={(sort, order) => set({ sort, order })}
                  />
                </tr>
              </thead>
              <tbody className={list.isPlaceholderData ? 'opacity-60' : ''}>
                {data.items.map((o) => (
                  <tr key={o.id} className="hover:bg-slate-50">
                    <td className={td}>
                      <Link
                        to={adminPaths.order(o.id)}
                        className="font-semibold text-brand-700 underline"
                        dir="ltr"
                      >
                        {o.code}
                      </Link>
                    </td>
                    <td className={td}>{t(`orders.type.${o.kind}`)}</td>
                    <td className={td}>
                      <bdi className="block">{o.customer.name}</bdi>
                      <span className="block text-xs text-slate-600" dir="ltr">
                        {o.customer.email}
                      </span>
                    </td>
                    <td className={td} data-testid="order-po">
                      {o.po_number ? <bdi>{o.po_number}</bdi> : '—'}
                    </td>
                    <td className={td}>
                      <StatusBadge status={o.status} />
                    </td>
                    <td className={td}>
                      <ProofBadge state={o.proof_state} />
                    </td>
                    <td className={td}>
                      <Money value={o.price} />
                    </td>
                    <td className={td}>{formatDate(o.created_at, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <Pagination
              page={data.page}
              perPage={data.per_page}
              total={data.total}
              onPage={(page) => set({ page })}
            />
          </>
        )}
      </QueryView>
    </>
  );
}
