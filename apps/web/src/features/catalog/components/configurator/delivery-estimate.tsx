import { eurosToCents } from '@shop/shared';
import type { DeliveryPlan } from '@shop/shared/pricing';
import { minutesUntil, nextCutoff } from '@shop/shared/pricing/cutoff';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';
import { formatCents, formatDate, formatNumber } from '../../../../lib/format';
import type { ConfigurationEstimate, DeliveryCountry } from '../../api/types';

export type DeliveryView = {
  countries: DeliveryCountry[] | undefined;
  countryId: number | null;
  onCountry: (id: number) => void;
  /** The server's estimate for the current configuration and country (null while it is asked). */
  estimate: ConfigurationEstimate | null;
  loading: boolean;
  failed: boolean;
};

/**
 * "Order within 2 h 13 min to have it dispatched on Thursday, 3 December 2026": the time left to
 * the next 13:00 Madrid cutoff and the dispatch date of an order placed before it (the shared
 * rule, the same date the cart, the payment page and the order keep). Rendered on the server;
 * it ticks each minute once this deferred chunk has loaded.
 */
export function DispatchCountdown({ now, shipsOn }: { now: Date; shipsOn: string }) {
  const { t } = useTranslation('product-extras');
  const lang = currentLang();
  const left = minutesUntil(now, nextCutoff(now));
  const hours = Math.floor(left / 60);
  const minutes = left % 60;
  const time =
    hours > 0
      ? t('delivery.hoursMinutes', { hours: formatNumber(hours, lang), minutes: formatNumber(minutes, lang) })
      : t('delivery.minutesOnly', { minutes: formatNumber(minutes, lang) });
  return (
    <p className="font-semibold text-green-800" data-testid="dispatch-countdown" data-date={shipsOn}>
      {t('delivery.countdown', { time, date: formatDate(shipsOn, lang, false, true) })}
    </p>
  );
}

/** The destination, its delivery price, what is left for free delivery and "delivered by …". */
export function DeliveryEstimate({ view }: { view: DeliveryView }) {
  const { t } = useTranslation('product-extras');
  const lang = currentLang();
  const id = useId();
  const euros = (value: number) => formatCents(eurosToCents(value), lang);
  const { estimate } = view;
  const shipping = estimate?.shipping ?? null;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-xl border border-slate-200 bg-white p-4 text-sm"
      data-testid="delivery-estimate"
    >
      <h2 id={`${id}-title`} className="text-base font-bold">
        {t('delivery.shippingTitle')}
      </h2>
      <label htmlFor={`${id}-country`} className="mt-2 block font-semibold text-slate-700">
        {t('delivery.country')}
      </label>
      <select
        id={`${id}-country`}
        value={view.countryId ?? ''}
        onChange={(event) => view.onCountry(Number(event.target.value))}
        className="mt-1 min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5"
        data-testid="delivery-country"
      >
        {view.countryId === null ? <option value="">…</option> : null}
        {(view.countries ?? []).map((country) => (
          <option key={country.id} value={country.id}>
            {country.name}
          </option>
        ))}
      </select>
      <div aria-live="polite" className="mt-2 space-y-1">
        {view.failed ? <p className="text-amber-800">{t('delivery.estimateFailed')}</p> : null}
        {estimate && !estimate.shipping_available ? (
          <p className="text-amber-800" data-testid="shipping-unavailable">
            {estimate.shipping_message}
          </p>
        ) : null}
        {shipping ? (
          <dl className="space-y-1">
            <div className="flex justify-between gap-4">
              <dt className="font-semibold text-slate-700">{t('delivery.shippingPrice')}</dt>
              <dd data-testid="shipping-price">
                {shipping.free ? t('delivery.shippingFree') : euros(shipping.price)}
              </dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="font-semibold text-slate-700">{t('delivery.totalWithShipping')}</dt>
              <dd className="font-bold" data-testid="shipping-total">
                {euros(estimate?.total ?? 0)}
              </dd>
            </div>
          </dl>
        ) : null}
        {shipping?.remaining_for_free != null ? (
          <p className="text-green-800" data-testid="free-delivery-gap">
            {t('delivery.remainingForFree', { amount: euros(shipping.remaining_for_free) })}
          </p>
        ) : shipping?.free ? (
          <p className="text-green-800">{t('delivery.freeReached')}</p>
        ) : shipping?.blocked_by_category ? (
          <p className="text-slate-600">{t('delivery.freeBlocked')}</p>
        ) : null}
        {view.loading && !estimate ? <p className="text-slate-500">{t('delivery.estimateLoading')}</p> : null}
      </div>
    </section>
  );
}

/**
 * "Delivered by …" (or "Ships on …"): one of the summary's key facts, kept in view beside Add
 * to cart (issue 27). Dates come from the shared rule in the browser, so Express moves them at
 * once; the server applies the same rule to the quote and the order.
 */
export function DeliveryDate({
  plan,
  regionName,
  now,
}: {
  plan: DeliveryPlan;
  regionName: string;
  /** The minute the plan was counted at (useRenderTime: the server's, then the browser's, each minute). */
  now: Date;
}) {
  const { t } = useTranslation('product-extras');
  const lang = currentLang();
  const { deliveredBy, shipsOn } = plan;
  return (
    <div className="text-sm" data-testid="delivery-date-block">
      <DispatchCountdown now={now} shipsOn={shipsOn} />
      <p className="font-semibold">{deliveredBy ? t('delivery.deliveredBy') : t('delivery.shipsOn')}</p>
      <p
        className="text-lg font-bold text-slate-900"
        data-testid="delivery-date"
        data-date={deliveredBy ?? shipsOn}
      >
        {formatDate(deliveredBy ?? shipsOn, lang, false, true)}
      </p>
      <p className="text-slate-600">
        {deliveredBy && plan.courierDays !== null
          ? t('delivery.deliveredByNote', {
              production: formatNumber(plan.productionDays, lang),
              courier: formatNumber(plan.courierDays, lang),
              region: regionName,
            })
          : t('delivery.shipsOnNote', {
              production: formatNumber(plan.productionDays, lang),
              region: regionName,
            })}
      </p>
    </div>
  );
}
