import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import type { useCheckoutQuote } from '../api/use-checkout-quote';
import { QuoteError, TotalsSkeleton, TotalsSummary } from './totals-summary';

/** The totals of the chosen country, its loading skeleton, or why there is no quote. */
export function QuoteView({ state }: { state: ReturnType<typeof useCheckoutQuote> }) {
  const { t } = useTranslation('checkout');
  if (state.noQuote) {
    return (
      <div
        role="alert"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
        data-testid="quote-refused"
      >
        <p>{t('country.contactUs')}</p>
        <Link to={paths.contact} className="mt-1 inline-block font-semibold underline">
          {t('country.contactLink')}
        </Link>
      </div>
    );
  }
  const { quote } = state;
  if (quote.isError) return <QuoteError error={quote.error} onRetry={() => quote.refetch()} />;
  if (quote.data) {
    return (
      <div aria-busy={quote.isFetching || undefined} className={quote.isFetching ? 'opacity-60' : ''}>
        <TotalsSummary quote={quote.data} />
      </div>
    );
  }
  if (quote.isFetching) return <TotalsSkeleton />;
  return <p className="text-sm text-slate-600">{t('country.pickFirst')}</p>;
}
