import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { OrderListTabs, OrdersEmpty } from '../../../components/orders/order-list-parts';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import { useProductOrders } from '../api/get-product-orders';
import type { OrderList as ListKind, OrderSummary } from '../api/types';
import { orderLink, showsAmount, statusLabelKey } from '../lib/status';
import { OrderAgain } from './order-again';
import { CardPromise, type OrderPromise } from './order-promise';

const STATUS_TONES: Record<number, string> = {
  4: 'bg-brand-50 text-brand-800',
  5: 'bg-sky-50 text-sky-800',
  6: 'bg-violet-50 text-violet-800',
  7: 'bg-amber-50 text-amber-900',
  8: 'bg-green-50 text-green-800',
};

function OrderCard({ order, again = false }: { order: OrderSummary; again?: boolean }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const link = orderLink(order);
  const content = (
    <>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-sm text-slate-500">{t('card.code')}</p>
          <p className="font-mono text-lg font-bold text-slate-900" dir="ltr" data-testid="order-code">
            {order.code}
          </p>
        </div>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_TONES[order.status] ?? 'bg-slate-100 text-slate-700'}`}
          data-testid="order-status"
        >
          {t(statusLabelKey(order.status))}
        </span>
      </div>
      <p className="mt-2 text-sm text-slate-600">
        {t('card.date', { date: formatDate(order.paid_at ?? order.created_at, lang) })}
      </p>
      <CardPromise order={order as OrderSummary & OrderPromise} />
      {order.po_number ? (
        <p className="text-sm text-slate-600">
          {t('track.poNumber')}: <bdi data-testid="order-card-po">{order.po_number}</bdi>
        </p>
      ) : null}
      <ul className="mt-2 space-y-0.5 text-sm text-slate-800">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same product may appear twice
          <li key={index}>
            {t('card.item', { title: item.title, quantity: formatNumber(item.quantity, lang) })}
            {item.label ? (
              <span className="text-slate-600">
                {' · '}
                <bdi data-testid="order-card-label">{item.label}</bdi>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {showsAmount(order.status) && order.price !== null ? (
        <p className="mt-3 flex items-end justify-between gap-2 border-t border-slate-200 pt-3">
          <span className="text-sm text-slate-600">{t('card.amount')}</span>
          <span className="text-lg font-black text-slate-900" data-testid="order-amount">
            {formatAmount(order.price, lang)}
          </span>
        </p>
      ) : null}
      {link ? (
        <span className="mt-3 block text-sm font-semibold text-brand-700">{t('card.track')} ›</span>
      ) : null}
    </>
  );
  // With "Order again" below it, the card takes its own height instead of the cell's.
  const box = `block ${again ? '' : 'h-full '}rounded-xl border border-slate-200 bg-white p-4 shadow-sm`;
  return (
    <li data-testid="order-card">
      {link ? (
        <Link
          to={link}
          className={`${box} hover:border-brand-300 hover:shadow-md`}
          aria-label={t('card.open', { code: order.code, status: t(statusLabelKey(order.status)) })}
        >
          {content}
        </Link>
      ) : (
        <div className={box}>{content}</div>
      )}
      {again ? <OrderAgain order={order} /> : null}
    </li>
  );
}

/** Services / products toggle (spec: /currentOrders toggles to /currentProducts) and current / finished. */
export function OrderToggles() {
  const { t } = useTranslation('orders');
  return (
    <OrderListTabs
      kind="products"
      text={{
        kindNav: t('toggles.kind'),
        services: t('toggles.services'),
        products: t('toggles.products'),
        listNav: t('toggles.when'),
      }}
      lists={[
        { to: paths.currentProducts, label: t('toggles.current') },
        { to: paths.finishedProducts, label: t('toggles.finished') },
      ]}
    />
  );
}

function ListSkeleton() {
  const { t } = useTranslation('orders');
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{t('loading')}</span>
      <ul aria-hidden="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <li key={i} className="h-44 animate-pulse rounded-xl bg-slate-100" />
        ))}
      </ul>
    </div>
  );
}

/** The product orders of one list (1 current, 2 finished) as cards, with empty and error states. */
export function OrderList({ list }: { list: ListKind }) {
  const { t } = useTranslation('orders');
  const orders = useProductOrders(list);
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice;
  return (
    <>
      <div aria-live="polite">
        {notice && list === 1 ? (
          <p
            role="status"
            className="mb-4 rounded-md border border-green-200 bg-green-50 p-3 text-green-900"
            data-testid="paid-notice"
          >
            {notice}
          </p>
        ) : null}
      </div>
      {orders.isPending ? (
        <ListSkeleton />
      ) : orders.isError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
          <p className="font-semibold text-red-800">{t('common:errors.somethingWentWrong')}</p>
          <button
            type="button"
            onClick={() => orders.refetch()}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('common:actions.retry')}
          </button>
        </div>
      ) : orders.data.length === 0 ? (
        <OrdersEmpty
          message={list === 1 ? t('empty.current') : t('empty.finished')}
          browseTo={paths.products}
          browseLabel={t('empty.browse')}
        />
      ) : (
        <ul
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
          aria-label={list === 1 ? t('current') : t('finished')}
        >
          {orders.data.map((order) => (
            <OrderCard key={order.id} order={order} again={list === 2 && order.kind === 'product'} />
          ))}
        </ul>
      )}
    </>
  );
}
