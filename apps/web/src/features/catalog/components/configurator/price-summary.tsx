import type { LineQuote } from '@shop/shared/pricing';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../../../../i18n';
import { formatCents, formatNumber, formatPercent, formatSize } from '../../../../lib/format';
import type { SummaryChoice } from '../../lib/summary-lines';

export type SummaryView = {
  /** Each chosen option once (a three-level choice is one line), with what it adds. */
  choices: SummaryChoice[];
  quantity: number;
  width: number | null;
  height: number | null;
  quote: LineQuote | null;
  /** The server's total in cents once it confirmed the current configuration. */
  confirmedTotalCents: number | null;
  state: 'confirmed' | 'confirming' | 'invalid' | 'rejected' | 'offline';
  problems: string[];
  /** IVA on the line for the chosen destination, basis points (2100 for Spain). */
  vatRateBasisPoints: number;
  vatCents: number | null;
};

/** Chosen options, quantity and the total without and with IVA, live as the customer types. */
export function PriceSummary({ view }: { view: SummaryView }) {
  // Its texts load with the configurator's deferred parts (product-extras), not the first load.
  const { t } = useTranslation('product-extras');
  const lang = currentLang();
  const euros = (cents: number) => formatCents(cents, lang);
  const { quote } = view;
  const totalCents = view.confirmedTotalCents ?? quote?.totalCents ?? null;
  const rate = formatPercent(view.vatRateBasisPoints / 100, lang);

  return (
    <section
      aria-labelledby="price-summary"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
      data-testid="price-summary"
    >
      <h2 id="price-summary" className="text-xl font-bold">
        {t('summary.title')}
      </h2>
      <dl className="mt-3 space-y-1.5 text-sm">
        <div>
          <dt className="font-semibold text-slate-700">{t('summary.options')}</dt>
          <dd>
            {view.choices.length === 0 ? (
              <span className="text-slate-500">{t('summary.noOptions')}</span>
            ) : (
              <ul className="mt-1 space-y-0.5" data-testid="summary-options">
                {view.choices.map((choice) => (
                  <li key={choice.id} className="flex justify-between gap-3" data-testid="summary-option">
                    <span className="min-w-0">
                      <span className="text-slate-500">{choice.section}: </span>
                      {choice.path.join(' › ')}
                    </span>
                    <span className="shrink-0 whitespace-nowrap text-slate-700">
                      {choice.addsCents === 0
                        ? t('summary.optionIncluded')
                        : t('summary.optionAdds', { amount: euros(choice.addsCents) })}
                    </span>
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
              {t('summary.sizeValue', {
                dims: formatSize(view.width, view.height, lang),
                area: formatNumber(quote?.areaM2 ?? 0, lang),
              })}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="font-semibold text-slate-700">{t('summary.quantity')}</dt>
          <dd data-testid="summary-quantity">{formatNumber(view.quantity, lang)}</dd>
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
                <dt className="font-semibold">
                  {t('summary.discount', { percent: formatNumber(quote.discountPercent, lang) })}
                </dt>
                <dd>−{euros(quote.discountCents)}</dd>
              </div>
            ) : null}
            {quote.minChargeApplied ? <p className="text-amber-800">{t('summary.minCharge')}</p> : null}
          </>
        ) : null}
      </dl>
      <dl className="mt-3 space-y-1 border-t border-slate-300 pt-3">
        <div className="flex items-end justify-between gap-4">
          <dt className="font-bold">{t('catalog:summary.exVat')}</dt>
          <dd className="text-2xl font-black text-brand-700" data-testid="summary-total" aria-live="polite">
            {totalCents === null ? '—' : euros(totalCents)}
          </dd>
        </div>
        <div className="flex items-end justify-between gap-4 text-sm">
          <dt className="font-semibold text-slate-700">{t('catalog:summary.incVat', { rate })}</dt>
          <dd className="font-bold" data-testid="summary-total-vat">
            {totalCents === null || view.vatCents === null ? '—' : euros(totalCents + view.vatCents)}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-slate-600">{t('summary.vat', { rate: formatPercent(21, lang) })}</p>
      <p className="mt-1 text-sm" data-testid="summary-state" data-state={view.state}>
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
    </section>
  );
}
