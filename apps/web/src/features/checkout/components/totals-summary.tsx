import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { formatAmount, formatDate, formatNumber, isolate } from '../../../lib/format';
import type { ShippingQuote } from '../api/types';

/** Subtotal, discount, delivery (or Free), VAT with its rate and total, from the server's quote. */
export function TotalsSummary({ quote }: { quote: ShippingQuote }) {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  const b = quote.breakdown;
  const money = (euros: number) => formatAmount(euros, lang);
  const row = (label: string, value: string, testId: string, extra = '') => (
    <div className={`flex justify-between gap-4 ${extra}`}>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap font-semibold" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
  return (
    <div data-testid="totals">
      <dl className="space-y-2 text-sm">
        {row(t('totals.subtotal'), money(b.subtotal), 'total-subtotal')}
        {b.discount > 0
          ? row(
              b.coupon
                ? t('totals.discountCoupon', {
                    code: isolate(b.coupon.code),
                    percent: formatNumber(b.coupon.percent, lang),
                  })
                : t('totals.discount'),
              `−${money(b.discount)}`,
              'total-discount',
              'text-green-800',
            )
          : null}
        {row(
          b.by_weight
            ? t('totals.shippingWeight', { kg: formatNumber(b.weight_kg, lang) })
            : b.large
              ? t('totals.shippingLarge')
              : t('totals.shipping'),
          b.free_shipping || b.shipping === 0 ? t('totals.free') : money(b.shipping),
          'total-shipping',
        )}
        {row(t('totals.vat', { rate: formatNumber(b.vat_rate, lang) }), money(b.vat), 'total-vat')}
      </dl>
      {b.vat_reason_text ? (
        <p
          className={`mt-2 rounded-md px-3 py-2 text-sm ${
            b.vat_warning
              ? 'border border-amber-300 bg-amber-50 text-amber-900'
              : 'bg-slate-100 text-slate-700'
          }`}
          data-testid="vat-reason"
        >
          {b.vat_reason_text}
        </p>
      ) : null}
      <div className="mt-3 flex items-end justify-between gap-4 border-t border-slate-300 pt-3">
        <span className="text-lg font-bold">{t('totals.total')}</span>
        <span className="text-2xl font-black text-brand-700" data-testid="total-amount">
          {money(b.total)}
        </span>
      </div>
      {!b.free_shipping && b.free_shipping_threshold !== null && (b.remaining_for_free ?? 0) > 0 ? (
        <p
          className="mt-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800"
          data-testid="free-remaining"
        >
          {t('totals.remaining', {
            amount: money(b.remaining_for_free ?? 0),
            threshold: money(b.free_shipping_threshold),
          })}
        </p>
      ) : null}
      {b.free_shipping ? <p className="mt-2 text-sm text-green-800">{t('totals.freeNote')}</p> : null}
      {quote.dispatch_by ? (
        <dl className="mt-3 space-y-1 rounded-md bg-green-50 px-3 py-2 text-sm text-green-900">
          <div className="flex justify-between gap-4">
            <dt>{t('promise.dispatch')}</dt>
            <dd className="font-semibold" data-testid="order-dispatch" data-date={quote.dispatch_by}>
              {formatDate(quote.dispatch_by, lang, false, true)}
            </dd>
          </div>
          {quote.delivered_by ? (
            <div className="flex justify-between gap-4">
              <dt>{t('promise.deliveredBy')}</dt>
              <dd className="font-semibold" data-testid="order-delivered-by" data-date={quote.delivered_by}>
                {formatDate(quote.delivered_by, lang, false, true)}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </div>
  );
}

export function TotalsSkeleton() {
  const { t } = useTranslation('checkout');
  return (
    <div role="status" aria-busy="true" className="space-y-2">
      <span className="sr-only">{t('totals.calculating')}</span>
      {[0, 1, 2, 3].map((i) => (
        <div key={i} aria-hidden="true" className="flex justify-between gap-4">
          <div className="h-4 w-1/3 animate-pulse rounded bg-slate-200" />
          <div className="h-4 w-1/5 animate-pulse rounded bg-slate-200" />
        </div>
      ))}
      <div aria-hidden="true" className="h-8 w-full animate-pulse rounded bg-slate-100" />
    </div>
  );
}

/** A country the shop does not quote for (rest of world, 422), or a failed calculation with retry. */
export function QuoteError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('checkout');
  if (error instanceof ApiError && error.status === 422) {
    return (
      <div
        role="alert"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        data-testid="quote-refused"
      >
        <p>{error.message || t('country.contactUs')}</p>
        <Link to={paths.contact} className="mt-1 inline-block font-semibold underline">
          {t('country.contactLink')}
        </Link>
      </div>
    );
  }
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
      <p>{t('common:errors.somethingWentWrong')}</p>
      <button type="button" onClick={onRetry} className="mt-1 font-semibold underline">
        {t('common:actions.retry')}
      </button>
    </div>
  );
}
