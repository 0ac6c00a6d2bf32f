import { eurosToCents, formatEuros } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { ShippingRates } from '../api/get-shipping-rates';

export function formatRate(euros: number | null, lang: string): string | null {
  return euros === null ? null : formatEuros(eurosToCents(euros), lang);
}

type Props = { rates: ShippingRates | undefined; loading: boolean; failed: boolean; onRetry: () => void };

/** The delivery price list, rendered from the shipping data the checkout uses. */
export function ShippingRatesTable({ rates, loading, failed, onRetry }: Props) {
  const { t, i18n } = useTranslation('policies');
  const lang = i18n.language;
  if (loading) {
    return (
      <div className="my-4 h-64 animate-pulse rounded-xl bg-slate-100" role="status">
        <span className="sr-only">{t('common:status.loading')}</span>
      </div>
    );
  }
  if (failed || !rates) {
    return (
      <div role="alert" className="my-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-800">
        <p>{t('rates.failed')}</p>
        <button type="button" onClick={onRetry} className="mt-2 font-semibold underline">
          {t('common:actions.retry')}
        </button>
      </div>
    );
  }
  if (rates.regions.length === 0) {
    return <p className="my-4 rounded-xl border border-dashed border-slate-300 p-4">{t('rates.empty')}</p>;
  }
  return (
    <div className="my-4 overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[32rem] border-collapse text-start text-sm" data-testid="shipping-rates">
        <caption className="sr-only">{t('rates.caption')}</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className="p-3 text-start font-semibold">
              {t('rates.region')}
            </th>
            <th scope="col" className="p-3 text-end font-semibold">
              {t('rates.standard')}
            </th>
            <th scope="col" className="p-3 text-end font-semibold">
              {t('rates.large')}
            </th>
            <th scope="col" className="p-3 text-start font-semibold">
              {t('rates.freeOver')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.regions.map((region) => (
            <tr key={region.region} className="border-t border-slate-200 align-top">
              <th scope="row" className="p-3 text-start font-medium">
                {region.name}
                {region.countries.length > 0 && region.countries.length <= 12 ? (
                  <span className="mt-0.5 block text-xs font-normal text-slate-500">
                    {region.countries.map((c) => c.name).join(', ')}
                  </span>
                ) : null}
              </th>
              {region.quoteAvailable ? (
                <>
                  <td className="p-3 text-end tabular-nums">{formatRate(region.standard, lang) ?? '—'}</td>
                  <td className="p-3 text-end tabular-nums">
                    {formatRate(region.large, lang) ?? formatRate(region.standard, lang) ?? '—'}
                  </td>
                  <td className="p-3">
                    {region.freeOver !== null
                      ? t('rates.freeOverValue', { amount: formatRate(region.freeOver, lang) })
                      : t('rates.noFree')}
                  </td>
                </>
              ) : (
                <td colSpan={3} className="p-3 font-medium text-amber-800">
                  {t('rates.contactUs')}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="border-t border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
        {t('rates.footnote')}
      </p>
    </div>
  );
}
