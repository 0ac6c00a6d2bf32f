import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../components/ui/button-link';
import { paths } from '../../../config/paths';
import { useCheckoutQuote } from '../api/use-checkout-quote';
import { CountrySelect } from './country-select';
import { QuoteView } from './quote-view';

/**
 * The cart's checkout: 'Check Out' reveals the country picker (docs/product.md#client-behaviour);
 * choosing a country shows the totals with delivery and VAT; 'Pay now' goes to /payment with the
 * country.
 */
export function CheckoutPanel({
  savedCountryId,
  blocked,
}: {
  savedCountryId: number | null;
  blocked: boolean;
}) {
  const { t } = useTranslation('checkout');
  const [open, setOpen] = useState(false);
  const [countryId, setCountryId] = useState<number | null>(savedCountryId);
  const state = useCheckoutQuote(open ? countryId : null);

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={blocked}
        className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="check-out"
      >
        {t('checkOut')}
      </button>
    );
  }
  return (
    <section aria-labelledby="checkout-title" className="space-y-4" data-testid="checkout-panel">
      <h2 id="checkout-title" className="text-lg font-bold">
        {t('delivery.title')}
      </h2>
      <CountrySelect value={countryId} onChange={setCountryId} />
      <div aria-live="polite">
        <QuoteView state={state} />
      </div>
      {state.ready && !blocked && countryId !== null ? (
        <ButtonLink
          to={`${paths.payment}?country=${countryId}`}
          variant="accent"
          className="w-full py-3 text-lg"
          data-testid="pay-now-link"
        >
          {t('payNow')}
        </ButtonLink>
      ) : (
        <button
          type="button"
          disabled
          className="w-full cursor-not-allowed rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 opacity-50"
        >
          {t('payNow')}
        </button>
      )}
    </section>
  );
}
