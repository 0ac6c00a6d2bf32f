import { useTranslation } from 'react-i18next';
import { formatRoundEuros } from '../../../lib/format';
import type { ShippingRates, ShippingRegionRate } from '../api/get-shipping-rates';

/** A rate in euros, or null when the region has none. */
export function formatRate(euros: number | null, lang: string): string | null {
  return euros === null ? null : formatRoundEuros(euros, lang);
}

type Props = { rates: ShippingRates | undefined; loading: boolean; failed: boolean; onRetry: () => void };

function useCells(lang: string) {
  const { t } = useTranslation('policies');
  return (region: ShippingRegionRate) => ({
    standard: formatRate(region.standard, lang) ?? '—',
    large: formatRate(region.large, lang) ?? formatRate(region.standard, lang) ?? '—',
    free:
      region.freeOver !== null
        ? t('rates.freeOverValue', { amount: formatRate(region.freeOver, lang) })
        : t('rates.noFree'),
    perKg: region.perKg !== null ? t('rates.perKgValue', { amount: formatRate(region.perKg, lang) }) : '—',
  });
}

function Countries({ region }: { region: ShippingRegionRate }) {
  if (region.countries.length === 0 || region.countries.length > 12) return null;
  return (
    <span className="mt-0.5 block text-xs font-normal text-slate-500">
      {region.countries.map((c) => c.name).join(', ')}
    </span>
  );
}

/** The delivery price list, rendered from the shipping data the checkout uses. */
export function ShippingRatesTable({ rates, loading, failed, onRetry }: Props) {
  const { t, i18n } = useTranslation('policies');
  const cells = useCells(i18n.language);
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
    <div className="my-4 overflow-hidden rounded-xl border border-slate-200" data-testid="shipping-rates">
      {/* Wide screens: one table. */}
      <table className="hidden w-full border-collapse text-sm sm:table">
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
            <th scope="col" className="p-3 text-start font-semibold">
              {t('rates.perKg')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rates.regions.map((region) => {
            const c = cells(region);
            return (
              <tr key={region.region} className="border-t border-slate-200 align-top">
                <th scope="row" className="p-3 text-start font-medium">
                  {region.name}
                  <Countries region={region} />
                </th>
                {region.quoteAvailable ? (
                  <>
                    <td className="p-3 text-end whitespace-nowrap tabular-nums">{c.standard}</td>
                    <td className="p-3 text-end whitespace-nowrap tabular-nums">{c.large}</td>
                    <td className="p-3">{c.free}</td>
                    <td className="p-3 whitespace-nowrap">{c.perKg}</td>
                  </>
                ) : (
                  <td colSpan={4} className="p-3 font-medium text-amber-800">
                    {t('rates.contactUs')}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Narrow screens: one card per region, same figures. */}
      <ul className="divide-y divide-slate-200 sm:hidden" aria-label={t('rates.caption')}>
        {rates.regions.map((region) => {
          const c = cells(region);
          return (
            <li key={region.region} className="p-3">
              <p className="font-semibold">{region.name}</p>
              <Countries region={region} />
              {region.quoteAvailable ? (
                <dl className="mt-2 grid grid-cols-2 gap-x-3 gap-y-1 text-sm">
                  <dt className="text-slate-600">{t('rates.standard')}</dt>
                  <dd className="text-end tabular-nums">{c.standard}</dd>
                  <dt className="text-slate-600">{t('rates.large')}</dt>
                  <dd className="text-end tabular-nums">{c.large}</dd>
                  <dt className="text-slate-600">{t('rates.freeOver')}</dt>
                  <dd className="text-end">{c.free}</dd>
                  <dt className="text-slate-600">{t('rates.perKg')}</dt>
                  <dd className="text-end">{c.perKg}</dd>
                </dl>
              ) : (
                <p className="mt-2 text-sm font-medium text-amber-800">{t('rates.contactUs')}</p>
              )}
            </li>
          );
        })}
      </ul>
      <p className="border-t border-slate-200 bg-slate-50 p-3 text-xs text-slate-600">
        {t('rates.footnote')}
      </p>
    </div>
  );
}
