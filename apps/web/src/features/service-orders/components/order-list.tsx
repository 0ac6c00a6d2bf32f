import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OrderListTabs, OrdersEmpty } from '../../../components/orders/order-list-parts';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate } from '../../../lib/format';
import { useServiceOrders } from '../api/get-service-orders';
import type { ServiceOrderSummary } from '../api/types';
import {
  filterList,
  listQueryStatus,
  type ServiceList,
  serviceOrderLink,
  showsAmount,
  statusLabelKey,
} from '../lib/status';
import { LoadFailure } from './states';

export const STATUS_TONES: Record<number, string> = {
  1: 'bg-slate-100 text-slate-800',
  2: 'bg-red-50 text-red-800',
  3: 'bg-amber-50 text-amber-900',
  4: 'bg-brand-50 text-brand-800',
  5: 'bg-sky-50 text-sky-800',
  6: 'bg-violet-50 text-violet-800',
  7: 'bg-indigo-50 text-indigo-800',
  8: 'bg-green-50 text-green-800',
};

export function StatusBadge({ status }: { status: number }) {
  const { t } = useTranslation('service-orders');
  return (
    <span
      className={`inline-block rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[status] ?? 'bg-slate-100 text-slate-700'}`}
      data-testid="order-status"
    >
      {t(statusLabelKey(status))}
    </span>
  );
}

function OrderCard({ order }: { order: ServiceOrderSummary }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const image = order.service?.image || order.image;
  const name = order.service?.name ?? order.items[0]?.title ?? '';
  return (
    <li data-testid="service-order-card">
      <Link
        to={serviceOrderLink(order)}
        className="flex h-full gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-300 hover:shadow-md"
        aria-label={t('card.open', { code: order.code, name, status: t(statusLabelKey(order.status)) })}
      >
        {image ? (
          <img
            src={image}
            alt=""
            width="96"
            height="72"
            loading="lazy"
            className="h-18 w-24 shrink-0 rounded-md bg-brand-50 object-cover"
          />
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-2">
            <p className="font-bold text-slate-900">{name}</p>
            <StatusBadge status={order.status} />
          </div>
          <p className="mt-1 text-sm text-slate-600">
            {t('card.code')}{' '}
            <span className="font-mono font-semibold text-slate-900" dir="ltr" data-testid="order-code">
              {order.code}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {t('card.date', { date: formatDate(order.created_at, lang) })}
          </p>
          {showsAmount(order.status, order.price) ? (
            <p className="mt-2 flex items-end justify-between gap-2 border-t border-slate-200 pt-2">
              <span className="text-sm text-slate-600">{t('card.amount')}</span>
              <span className="text-lg font-black text-slate-900" data-testid="order-amount">
                {formatAmount(order.price, lang)}
              </span>
            </p>
          ) : null}
          <span className="mt-2 block text-sm font-semibold text-brand-700">
            {t(`card.action.${order.status}`)}{' '}
            {/* "›" mirrors itself in Arabic (bidi): a flip as well would point it back. */}
            <span aria-hidden="true" className="inline-block">
              ›
            </span>
          </span>
        </div>
      </Link>
    </li>
  );
}

/** Services / products (spec: /currentOrders toggles to /currentProducts) and current / waiting / finished. */
export function ServiceOrderToggles() {
  const { t } = useTranslation('service-orders');
  return (
    <OrderListTabs
      kind="services"
      text={{
        kindNav: t('toggles.kind'),
        services: t('toggles.services'),
        products: t('toggles.products'),
        listNav: t('toggles.when'),
      }}
      lists={[
        { to: paths.currentOrders, label: t('toggles.current'), end: true },
        { to: paths.waitingForApprove, label: t('toggles.waiting') },
        { to: paths.finishedServices, label: t('toggles.finished') },
      ]}
    />
  );
}

function ListSkeleton() {
  const { t } = useTranslation('service-orders');
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        {[0, 1, 2, 3].map((i) => (
          <li key={i} className="h-36 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    </div>
  );
}

/** The service orders of one list as cards, with loading, empty and error states. */
export function ServiceOrderList({ list }: { list: ServiceList }) {
  const { t } = useTranslation('service-orders');
  const query = useServiceOrders(listQueryStatus(list));
  if (query.isPending) return <ListSkeleton />;
  if (query.isError) return <LoadFailure error={query.error} onRetry={() => query.refetch()} />;
  const orders = filterList(list, query.data);
  if (orders.length === 0) {
    return (
      <OrdersEmpty message={t(`empty.${list}`)} browseTo={paths.services} browseLabel={t('empty.browse')} />
    );
  }
  return (
    <ul className="grid gap-4 md:grid-cols-2" aria-label={t(`lists.${list}`)} data-testid="service-orders">
      {orders.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </ul>
  );
}
