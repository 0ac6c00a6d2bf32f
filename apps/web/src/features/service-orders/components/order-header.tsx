import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../i18n';
import { formatAmount, formatDate, formatNumber } from '../../../lib/format';
import type { ServiceOrderDetail } from '../api/types';
import { feesTotal } from '../lib/status';
import { StatusBadge } from './order-list';

/** The order's picture, service, code, date and status. */
export function OrderHeader({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  const image = order.service?.image || order.image;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:flex-row">
      {image ? (
        <img
          src={image}
          alt={t('order.imageAlt', { name: order.service?.name ?? order.code })}
          width="240"
          height="180"
          className="aspect-[4/3] w-full rounded-lg bg-brand-50 object-cover sm:w-48"
        />
      ) : null}
      <div className="min-w-0 space-y-1">
        {order.service ? <p className="text-lg font-bold">{order.service.name}</p> : null}
        <p className="text-slate-600">
          {t('card.code')}{' '}
          <span className="font-mono text-xl font-bold text-slate-900" dir="ltr" data-testid="order-code">
            {order.code}
          </span>
        </p>
        <p className="text-sm text-slate-600">
          {t('card.date', { date: formatDate(order.created_at, lang) })}
        </p>
        <StatusBadge status={order.status} />
      </div>
    </div>
  );
}

/** What was asked: the details and the files sent. */
export function RequestSummary({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  return (
    <section aria-labelledby="request-summary" className="rounded-xl border border-slate-200 p-4">
      <h2 id="request-summary" className="mb-2 text-lg font-bold">
        {t('order.request')}
      </h2>
      {order.details ? (
        <p className="whitespace-pre-line text-slate-800" dir="auto">
          {order.details}
        </p>
      ) : null}
      {order.files.length > 0 ? (
        <>
          <h3 className="mt-3 font-semibold">
            {t('order.files', { n: formatNumber(order.files.length, lang) })}
          </h3>
          <ul className="mt-1 list-disc ps-5 text-sm text-slate-700">
            {order.files.map((file) => (
              <li key={file.id} dir="auto">
                {file.name}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

/** The accepted fees: service, tax and their total. */
export function FeesSummary({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation('service-orders');
  const lang = currentLang();
  if (!order.fees) return null;
  const total = feesTotal(order.fees) ?? 0;
  return (
    <section aria-labelledby="fees" className="rounded-xl border border-slate-200 p-4">
      <h2 id="fees" className="mb-3 text-lg font-bold">
        {t('fees.title')}
      </h2>
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('fees.service')}</dt>
          <dd className="font-semibold" data-testid="fee-service">
            {formatAmount(order.fees.service, lang)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">{t('fees.tax')}</dt>
          <dd className="font-semibold" data-testid="fee-tax">
            {formatAmount(order.fees.tax, lang)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
          <dt className="font-bold">{t('fees.total')}</dt>
          <dd className="font-black text-brand-700" data-testid="fee-total">
            {formatAmount(total, lang)}
          </dd>
        </div>
      </dl>
      {order.message ? (
        // The line follows the page's direction; the note is isolated, so a Latin note on an
        // Arabic page keeps its closing period at its end (issue 27).
        <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">
          <span className="font-semibold">{t('order.staffNote')}</span>{' '}
          <bdi data-testid="staff-note">{order.message}</bdi>
        </p>
      ) : null}
    </section>
  );
}
