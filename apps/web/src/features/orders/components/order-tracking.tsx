import { optionPathLines } from '@shop/shared/option-path';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton } from '../../../components/ui/download-button';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount, formatDate, formatNumber, isolate } from '../../../lib/format';
import { useDownloadDeliveryNote } from '../api/download-delivery-note';
import { useTracking } from '../api/get-tracking';
import type { OrderDetail } from '../api/types';
import { serviceSteps, statusLabelKey, trackingSteps } from '../lib/status';
import { InvoiceDownload } from './invoice-download';
import { type OrderPromise, TrackPromise } from './order-promise';

// Proofs, their viewer and dialogs load after the page's first paint (docs/product.md#proofs).
const OrderProofs = lazy(() => import('./order-proofs'));

function Steps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const steps = order.service_stage
    ? serviceSteps(order.service_stage)
    : trackingSteps(order.status, order.history);
  return (
    <section aria-labelledby="track-steps">
      <h2 id="track-steps" className="mb-4 text-xl font-bold">
        {t('track.progress')}
      </h2>
      <ol className="relative space-y-0" data-testid="track-steps">
        {steps.map((step, index) => {
          const reached = step.state !== 'upcoming';
          return (
            <li
              key={step.labelKey}
              aria-current={step.state === 'current' ? 'step' : undefined}
              className="relative flex gap-4 pb-6 last:pb-0"
              data-state={step.state}
            >
              {index < steps.length - 1 ? (
                <span
                  aria-hidden="true"
                  className={`absolute start-4 top-8 h-[calc(100%-2rem)] w-0.5 -translate-x-1/2 rtl:translate-x-1/2 ${
                    step.state === 'done' ? 'bg-brand-700' : 'bg-slate-200'
                  }`}
                />
              ) : null}
              <span
                aria-hidden="true"
                className={`relative z-10 flex size-8 shrink-0 items-center justify-center rounded-full border-2 text-sm font-bold ${
                  step.state === 'current'
                    ? 'border-brand-700 bg-brand-700 text-white ring-4 ring-brand-100'
                    : reached
                      ? 'border-brand-700 bg-white text-brand-700'
                      : 'border-slate-300 bg-white text-slate-400'
                }`}
              >
                {reached ? '✓' : formatNumber(index + 1, lang)}
              </span>
              <div className="pt-1">
                <p className={`font-semibold ${reached ? 'text-slate-900' : 'text-slate-500'}`}>
                  {t(step.labelKey)}
                  <span className="sr-only">
                    {' '}
                    (
                    {t(
                      step.state === 'done'
                        ? 'track.done'
                        : step.state === 'current'
                          ? 'track.current'
                          : 'track.upcoming',
                    )}
                    )
                  </span>
                </p>
                {step.at ? (
                  <p className="text-sm text-slate-600">
                    <time dateTime={step.at}>{formatDate(step.at, lang, true)}</time>
                  </p>
                ) : null}
                {/* Staff's notes shown to the customer (the API never sends internal ones here). */}
                {order.history
                  .filter((h) => h.status === step.status && h.note)
                  .map((h) => (
                    <p key={h.at} className="text-sm text-slate-800" dir="auto" data-testid="track-note">
                      {h.note}
                    </p>
                  ))}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Lines({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  return (
    <section aria-labelledby="track-lines">
      <h2 id="track-lines" className="mb-3 text-xl font-bold">
        {t('track.items')}
      </h2>
      <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex flex-wrap justify-between gap-3 p-4 text-sm">
            <div className="min-w-0 space-y-0.5">
              <p className="font-bold text-slate-900">
                {t('card.item', { title: line.title, quantity: formatNumber(line.quantity, lang) })}
              </p>
              {line.label ? (
                <p className="text-slate-700">
                  {t('track.lineLabel')}: <bdi data-testid="track-line-label">{line.label}</bdi>
                </p>
              ) : null}
              {line.width !== null && line.height !== null ? (
                <p className="text-slate-600">
                  {t('track.size', {
                    width: formatNumber(line.width, lang),
                    height: formatNumber(line.height, lang),
                  })}
                </p>
              ) : null}
              {optionPathLines(line.options).map((text) => (
                <p key={text} className="text-slate-600" data-testid="line-option">
                  {text}
                </p>
              ))}
              {line.files.length > 0 ? (
                <p className="text-slate-600">
                  {t('track.files')}: <span dir="auto">{line.files.map((f) => f.name).join(', ')}</span>
                </p>
              ) : null}
            </div>
            <p className="whitespace-nowrap font-bold">{formatAmount(line.price, lang)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A service order has no product lines: its service, the brief and the files instead. */
function ServiceBrief({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const files = order.files ?? [];
  return (
    <section aria-labelledby="track-service" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id="track-service" className="mb-2 text-xl font-bold">
        {t('track.service')}
      </h2>
      {order.service ? (
        <p className="font-bold text-slate-900" dir="auto">
          {order.service.name}
        </p>
      ) : null}
      {order.details ? (
        <p className="mt-1 whitespace-pre-line text-slate-700" dir="auto">
          {order.details}
        </p>
      ) : null}
      {files.length > 0 ? (
        <p className="mt-2 text-slate-600">
          {t('track.files')}: <span dir="auto">{files.map((f) => f.name).join(', ')}</span>
        </p>
      ) : null}
    </section>
  );
}

/** Handed to the courier: the carrier and a link to its tracking page for each parcel. */
function Shipment({ shipment }: { shipment: NonNullable<OrderDetail['shipment']> }) {
  const { t } = useTranslation('orders');
  return (
    <section aria-labelledby="track-shipment" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id="track-shipment" className="mb-2 text-xl font-bold">
        {t('track.shipment.title')}
      </h2>
      <p>
        {t('track.shipment.carrier')}: <bdi data-testid="track-carrier">{shipment.carrier}</bdi>
      </p>
      <ul className="mt-1 space-y-1">
        {shipment.parcels.map((parcel) => (
          <li key={parcel.number}>
            <a
              href={parcel.url}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 underline"
              data-testid="track-link"
            >
              {t('track.shipment.track', { number: isolate(parcel.number) })}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The parcel as chosen at payment: blind shipping or not, and the reseller's own delivery note to download again. */
function TradeShipping({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const download = useDownloadDeliveryNote();
  const note = order.delivery_note ?? null;
  return (
    <section aria-labelledby="track-trade" className="rounded-xl border border-slate-200 p-4 text-sm">
      <h2 id="track-trade" className="mb-3 text-xl font-bold">
        {t('track.trade.title')}
      </h2>
      <dl className="space-y-2">
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
          <dt className="text-slate-600">{t('track.trade.blind')}</dt>
          <dd className="font-semibold" data-testid="track-blind">
            {t(order.blind_shipping ? 'track.trade.yes' : 'track.trade.no')}
          </dd>
        </div>
        {note ? (
          <div className="flex flex-wrap justify-between gap-x-4 gap-y-1">
            <dt className="text-slate-600">{t('track.trade.note')}</dt>
            <dd className="flex min-w-0 flex-col items-end gap-1" data-testid="track-delivery-note">
              <span dir="auto" className="break-all font-semibold">
                {note.name}
              </span>
              <DownloadButton
                download={download}
                onDownload={() => download.mutate(note)}
                label={t('track.trade.download', { name: isolate(note.name) })}
                texts={{
                  downloading: t('track.trade.downloading'),
                  failed: t('track.trade.failed'),
                  saved: t('track.trade.saved'),
                }}
                testId="track-delivery-note-download"
                className="items-end"
              />
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}

function Totals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const money = (euros: number) => formatAmount(euros, lang);
  const row = (label: string, value: string) => (
    <div className="flex justify-between gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-1.5 text-sm">
      {row(t('track.subtotal'), money(order.subtotal))}
      {order.discount > 0
        ? row(
            order.coupon_code
              ? t('track.discountCode', { code: isolate(order.coupon_code) })
              : t('track.discount'),
            `−${money(order.discount)}`,
          )
        : null}
      {order.kind === 'service'
        ? null
        : row(t('track.shipping'), order.shipping === 0 ? t('track.free') : money(order.shipping))}
      {row(t('track.vat', { rate: formatNumber(order.vat_rate, lang) }), money(order.vat))}
      <div className="flex justify-between gap-4 border-t border-slate-300 pt-2 text-base">
        <dt className="font-bold">{t('track.total')}</dt>
        <dd className="font-black text-brand-700" data-testid="track-total">
          {money(order.total)}
        </dd>
      </div>
    </dl>
  );
}

/** /trackOrder/{status}/{code}: the five production steps, the lines, the address, totals and invoice. */
export function OrderTracking({ code }: { code: string }) {
  const { t } = useTranslation('orders');
  const lang = currentLang();
  const query = useTracking(code);

  if (query.isPending) {
    return (
      <div role="status" aria-busy="true" className="grid gap-6 lg:grid-cols-2">
        <span className="sr-only">{t('loading')}</span>
        <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-100" />
        <div aria-hidden="true" className="h-72 animate-pulse rounded-xl bg-slate-100" />
      </div>
    );
  }
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center">
        <p className="font-semibold text-red-800">
          {missing ? t('track.notFound') : t('common:errors.somethingWentWrong')}
        </p>
        {missing ? (
          <Link to={paths.currentProducts} className="mt-4 inline-block font-semibold underline">
            {t('track.back')}
          </Link>
        ) : (
          <button
            type="button"
            onClick={() => query.refetch()}
            className="mt-4 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t('common:actions.retry')}
          </button>
        )}
      </div>
    );
  }
  const order = query.data;
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-slate-200 bg-slate-50 p-4">
        <div>
          <p className="text-sm text-slate-600">{t('card.code')}</p>
          <p className="font-mono text-xl font-bold" dir="ltr" data-testid="track-code">
            {order.code}
          </p>
          <p className="text-sm text-slate-600">
            {t('card.date', { date: formatDate(order.paid_at ?? order.created_at, lang) })} ·{' '}
            <span data-testid="track-status">{t(statusLabelKey(order.status))}</span>
          </p>
          {order.po_number ? (
            <p className="text-sm text-slate-700">
              {t('track.poNumber')}: <bdi data-testid="track-po">{order.po_number}</bdi>
            </p>
          ) : null}
        </div>
        {order.invoice ? (
          <div className="flex flex-wrap gap-2">
            <InvoiceDownload invoice={order.invoice} />
            <InvoiceDownload invoice={order.invoice} copy="es" />
          </div>
        ) : null}
      </div>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <Steps order={order} />
        <div className="space-y-8">
          <TrackPromise order={order as typeof order & OrderPromise} />
          {['awaiting', 'pending', 'changes_requested'].includes(order.proof_state ?? 'none') &&
          order.status <= 5 ? (
            <p
              className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950"
              data-testid="proof-promise-note"
            >
              {t('proofs.productionStarts')}
            </p>
          ) : null}
          <Suspense fallback={null}>
            <OrderProofs order={order} />
          </Suspense>
          {order.lines.length > 0 ? <Lines order={order} /> : <ServiceBrief order={order} />}
          <section aria-labelledby="track-totals" className="rounded-xl border border-slate-200 p-4">
            <h2 id="track-totals" className="mb-3 text-xl font-bold">
              {t('track.totals')}
            </h2>
            <Totals order={order} />
          </section>
          {order.address ? (
            <section
              aria-labelledby="track-address"
              className="rounded-xl border border-slate-200 p-4 text-sm"
            >
              <h2 id="track-address" className="mb-2 text-xl font-bold">
                {t('track.address')}
              </h2>
              <p className="font-semibold" dir="auto">
                {order.address.label}
              </p>
              {order.address.contactName ? <p dir="auto">{order.address.contactName}</p> : null}
              {order.address.company ? <p dir="auto">{order.address.company}</p> : null}
              <p dir="auto">{order.address.details}</p>
              <p dir="ltr" className="text-start text-slate-600">
                {order.address.phone}
              </p>
              {order.country ? <p className="text-slate-600">{order.country.name}</p> : null}
            </section>
          ) : null}
          {order.shipment ? <Shipment shipment={order.shipment} /> : null}
          {order.kind === 'product' ? <TradeShipping order={order} /> : null}
        </div>
      </div>
    </div>
  );
}
