import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { currentLang } from '../../i18n';
import { formatDate, isolate } from '../../lib/format';
import { usePageTitle } from '../../lib/use-page-title';
import { Empty, Notice, PageHeader, Pagination, QueryView } from '../components/ui';
import { AcceptForm, RejectForm } from '../features/orders/actions';
import { useOrder } from '../features/orders/api';
import { OrderDetailView } from '../features/orders/detail';
import type { OrderCard } from '../features/orders/types';
import { type PageOf, useAdminQuery } from '../lib/api';
import { adminPaths } from '../paths';

function QuoteDetail({
  id,
  onDone,
}: {
  id: number;
  onDone: (message?: string, accepted?: { id: number; code: string }) => void;
}) {
  const { t } = useTranslation('admin');
  const query = useOrder(id);
  return (
    <QueryView query={query}>
      {(order) => (
        <div className="space-y-4">
          {order.status === 1 ? (
            <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
              <AcceptForm order={order} onDone={onDone} />
              <RejectForm order={order} onDone={onDone} />
            </div>
          ) : (
            <Notice kind="success">
              {t('quotes.alreadyDecided', { status: t(`status.${order.status}`) })}
            </Notice>
          )}
          <OrderDetailView order={order} />
        </div>
      )}
    </QueryView>
  );
}

/** The queue of service requests waiting for approval (status 1), oldest first, and the chosen one. */
export default function Quotes() {
  const { t } = useTranslation('admin');
  usePageTitle(t('nav.quotes'));
  const lang = currentLang();
  const navigate = useNavigate();
  const params = useParams();
  const selected = params.id ? Number(params.id) : null;
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  /** The quote accepted last: its order is now waiting for payment, one click away. */
  const [accepted, setAccepted] = useState<{ id: number; code: string } | null>(null);
  const list = useAdminQuery<PageOf<OrderCard>>('orders', '/admin/orders', {
    query: { status: 1, type: 'service', sort: 'created_at', order: 'asc', page, per_page: 25 },
    keepPrevious: true,
  });
  return (
    <>
      <PageHeader title={t('nav.quotes')} />
      {notice && (
        <div className="mb-4">
          <Notice kind="success">
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span>{notice}</span>
              {accepted && (
                <Link
                  to={adminPaths.order(accepted.id)}
                  className="font-semibold text-brand-700 underline"
                  data-testid="accepted-order-link"
                >
                  {t('quotes.openOrder', { code: isolate(accepted.code) })}
                </Link>
              )}
            </span>
          </Notice>
        </div>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <section aria-labelledby="queue-title" className={selected ? 'max-lg:hidden' : ''}>
          <h2 id="queue-title" className="mb-2 text-lg font-bold">
            {t('quotes.queue')}
          </h2>
          <QueryView query={list} isEmpty={(d) => d.items.length === 0} empty={t('quotes.empty')}>
            {(data) => (
              <>
                <ul className="space-y-2">
                  {data.items.map((o) => (
                    <li key={o.id}>
                      <Link
                        to={adminPaths.quote(o.id)}
                        aria-current={selected === o.id ? 'page' : undefined}
                        className={`block rounded-lg border bg-white p-3 hover:border-brand-600 ${
                          selected === o.id ? 'border-brand-700 ring-2 ring-brand-100' : 'border-slate-200'
                        }`}
                      >
                        <span className="flex justify-between gap-2">
                          <span className="font-bold" dir="ltr">
                            {o.code}
                          </span>
                          <span className="text-xs text-slate-600">{formatDate(o.created_at, lang)}</span>
                        </span>
                        <span className="block text-sm">
                          <bdi>{o.service?.name ?? '—'}</bdi>
                        </span>
                        <span className="block text-sm text-slate-700">
                          <bdi>{o.customer.name}</bdi>
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
                <Pagination page={data.page} perPage={data.per_page} total={data.total} onPage={setPage} />
              </>
            )}
          </QueryView>
        </section>
        <section aria-label={t('quotes.detail')} className={selected ? '' : 'max-lg:hidden'}>
          {selected ? (
            <>
              <Link
                to={adminPaths.quotes}
                className="mb-3 inline-block text-sm font-semibold text-brand-700 underline lg:hidden"
              >
                {t('quotes.backToQueue')}
              </Link>
              <QuoteDetail
                key={selected}
                id={selected}
                onDone={(message, order) => {
                  setNotice(message ?? t('states.saved'));
                  setAccepted(order ?? null);
                  navigate(adminPaths.quotes);
                }}
              />
            </>
          ) : (
            <Empty>{t('quotes.pick')}</Empty>
          )}
        </section>
      </div>
    </>
  );
}
