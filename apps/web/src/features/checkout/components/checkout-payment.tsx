import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useAddresses } from '../api/get-addresses';
import type { PaymentAnswer } from '../api/types';
import { useCheckoutQuote } from '../api/use-checkout-quote';
import { AddressChoice } from './address-choice';
import { CountrySelect } from './country-select';
import { PaymentForm } from './payment-form';
import { QuoteView } from './quote-view';

const countryFrom = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /payment: the country (from ?country= or chosen here), the totals, the delivery address and
 * the card. Paid → /currentProducts.
 */
export function CheckoutPayment() {
  const { t } = useTranslation('checkout');
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const countryId = countryFrom(params.get('country'));
  const state = useCheckoutQuote(countryId);
  const addresses = useAddresses();
  const [chosenAddress, setChosenAddress] = useState<number | null>(null);
  const list = addresses.data ?? [];
  const addressId =
    list.find((a) => a.id === chosenAddress)?.id ?? list.find((a) => a.is_default)?.id ?? list[0]?.id ?? null;

  function paid(answer: { message?: string; data?: PaymentAnswer }) {
    navigate(paths.currentProducts, {
      state: { notice: answer.message ?? t('pay.done'), code: answer.data?.order.code },
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-8">
        {addresses.isPending ? (
          <div role="status" aria-busy="true" className="h-32 animate-pulse rounded-xl bg-slate-100">
            <span className="sr-only">{t('common:status.loading')}</span>
          </div>
        ) : addresses.isError ? (
          <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
            <p>{t('common:errors.somethingWentWrong')}</p>
            <button
              type="button"
              onClick={() => addresses.refetch()}
              className="mt-1 font-semibold underline"
            >
              {t('common:actions.retry')}
            </button>
          </div>
        ) : (
          <AddressChoice
            addresses={list}
            value={addressId}
            onChange={setChosenAddress}
            returnTo={location.pathname + location.search}
          />
        )}
        <PaymentForm countryId={countryId} addressId={addressId} ready={state.ready} onPaid={paid} />
      </div>
      <aside
        className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 max-lg:order-first lg:sticky lg:top-24 lg:self-start"
        aria-labelledby="payment-summary"
      >
        <h2 id="payment-summary" className="text-lg font-bold">
          {t('summary')}
        </h2>
        <CountrySelect
          value={countryId}
          onChange={(id) => {
            const next = new URLSearchParams(params);
            if (id === null) next.delete('country');
            else next.set('country', String(id));
            setParams(next, { replace: true });
          }}
        />
        <div aria-live="polite">
          <QuoteView state={state} />
        </div>
      </aside>
    </div>
  );
}
