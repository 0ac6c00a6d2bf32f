import { formatEuros } from '@shop/shared';
import type { LineQuote } from '@shop/shared/pricing';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';

export type SummaryView = {
  options: { id: number; section: string; name: string; parentName: string | null }[];
  quantity: number;
  width: number | null;
  height: number | null;
  quote: LineQuote | null;
  /** The server's total in cents once it confirmed the current configuration. */
  confirmedTotalCents: number | null;
  state: 'confirmed' | 'confirming' | 'invalid' | 'rejected' | 'offline';
  problems: string[];
  deliveryDate: string | null;
  turnaroundDays: number;
};

function formatDate(isoDate: string, lang: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** Chosen options, quantity and total in € (VAT excluded), live as the customer types. */
export function PriceSummary({ view }: { view: SummaryView }) {
  const { t } = useTranslation('catalog');
  const lang = currentLang();
  const euros = (cents: number) => formatEuros(cents, lang);
  const { quote } = view;
  const totalCents = view.confirmedTotalCents ?? quote?.totalCents ?? null;

  return (
    <section
      aria-labelledby="price-summary"
      className="rounded-xl border border-slate-200 bg-slate-50 p-5"
      data-testid="price-summary"
    >
      <h2 id="price-summary" className="text-xl font-bold">
        {t('summary.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">{t('summary.options')}</dt>
          <dd>
            {view.options.length === 0 ? (
              <span className="text-slate-500">{t('summary.noOptions')}</span>
            ) : (
              <ul className="mt-1 space-y-0.5">
                {view.options.map((o) => (
                  <li key={o.id}>
                    <span className="text-slate-500">{o.section}: </span>
                    {o.parentName ? `${o.parentName} › ` : ''}
                    {o.name}
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        {view.width !== null && view.height !== null ? (
          <div className="flex justify-between gap-4">
            <dt className="font-semibold text-slate-700">{t('summary.size')}</dt>
            <dd>
              {t('summary.sizeValue', { dims: `${view.width} × ${view.height}`, area: quote?.areaM2 ?? 0 })}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-slate-700">{t('summary.quantity')}</dt>
          <dd>{view.quantity}</dd>
        </div>
        {quote ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="font-semibold text-slate-700">{t('summary.unitPrice')}</dt>
              <dd>{euros(quote.unitCents)}</dd>
            </div>
            {quote.fixedCents !== 0 ? (
              <div className="flex justify-between gap-4">
                <dt className="font-semibold text-slate-700">{t('summary.fixed')}</dt>
                <dd>{euros(quote.fixedCents)}</dd>
              </div>
            ) : null}
            {quote.discountCents > 0 ? (
              <div className="flex justify-between gap-4 text-green-800">
                <dt className="font-semibold">{t('summary.discount', { percent: quote.discountPercent })}</dt>
                <dd>−{euros(quote.discountCents)}</dd>
              </div>
            ) : null}
            {quote.minChargeApplied ? <p className="text-amber-800">{t('summary.minCharge')}</p> : null}
          </>
        ) : null}
      </dl>
      <div className="mt-4 flex items-end justify-between gap-4 border-t border-slate-300 pt-4">
        <span className="text-lg font-bold">{t('summary.total')}</span>
        <span className="text-3xl font-black text-brand-700" data-testid="summary-total" aria-live="polite">
          {totalCents === null ? '—' : euros(totalCents)}
        </span>
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('summary.vat')}</p>
      <p className="mt-2 text-sm" data-testid="summary-state" data-state={view.state}>
        {view.state === 'confirmed' ? (
          <span className="text-green-800">✓ {t('summary.confirmed')}</span>
        ) : view.state === 'confirming' ? (
          <span className="text-slate-500">{t('summary.confirming')}</span>
        ) : view.state === 'offline' ? (
          <span className="text-amber-800">{t('summary.offline')}</span>
        ) : null}
      </p>
      {view.problems.length > 0 ? (
        <ul role="alert" className="mt-2 space-y-1 text-sm text-red-700">
          {view.problems.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {view.deliveryDate ? (
        <div className="mt-4 rounded-lg bg-white p-3 text-sm">
          <p className="font-semibold">{t('summary.delivery')}</p>
          <p className="text-lg font-bold text-slate-900" data-testid="delivery-date">
            {formatDate(view.deliveryDate, lang)}
          </p>
          <p className="text-slate-600">{t('summary.deliveryNote', { days: view.turnaroundDays })}</p>
        </div>
      ) : null}
    </section>
  );
}
