import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatDate } from '../../../lib/format';

/**
 * The delivery promise an order keeps (docs/product.md#delivery-estimate): `dispatch_by` and
 * `delivered_by` on order cards and details, `promise_changes` (each move with its reason) on
 * details. Optional here: an answer without them shows nothing.
 */
export type OrderPromise = {
  dispatch_by?: string | null;
  delivered_by?: string | null;
  promise_changes?: { from: string | null; to: string; reason: string; at: string }[];
};

/** "Dispatched by …" (and "Delivered by …") on an order card. */
export function CardPromise({ order }: { order: OrderPromise }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  if (!order.dispatch_by) return null;
  return (
    <p className="text-sm text-green-800">
      {t('promise.dispatch')}:{' '}
      <span data-testid="order-card-dispatch" data-date={order.dispatch_by}>
        {formatDate(order.dispatch_by, lang, false, true)}
      </span>
      {order.delivered_by ? (
        <>
          {' · '}
          {t('promise.deliveredBy')}:{' '}
          <span data-testid="order-card-delivered-by" data-date={order.delivered_by}>
            {formatDate(order.delivered_by, lang, false, true)}
          </span>
        </>
      ) : null}
    </p>
  );
}

/** The tracking page's promise: the dates kept, and every move of them with its reason. */
export function TrackPromise({ order }: { order: OrderPromise }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  if (!order.dispatch_by) return null;
  const date = (value: string) => formatDate(value, lang, false, true);
  const changes = order.promise_changes ?? [];
  return (
    <section
      aria-labelledby="track-promise"
      className="rounded-xl border border-green-200 bg-green-50 p-4 text-sm"
    >
      <h2 id="track-promise" className="mb-2 text-xl font-bold">
        {t('promise.title')}
      </h2>
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt>{t('promise.dispatch')}</dt>
          <dd className="font-semibold" data-testid="track-dispatch" data-date={order.dispatch_by}>
            {date(order.dispatch_by)}
          </dd>
        </div>
        {order.delivered_by ? (
          <div className="flex justify-between gap-4">
            <dt>{t('promise.deliveredBy')}</dt>
            <dd className="font-semibold" data-testid="track-delivered-by" data-date={order.delivered_by}>
              {date(order.delivered_by)}
            </dd>
          </div>
        ) : null}
      </dl>
      {changes.length > 0 ? (
        <ul className="mt-2 space-y-1 text-green-900" data-testid="track-promise-changes">
          {changes.map((change) => (
            <li key={`${change.at}-${change.to}`}>
              {t('promise.moved', {
                to: date(change.to),
                from: change.from ? date(change.from) : '–',
                reason: change.reason,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
