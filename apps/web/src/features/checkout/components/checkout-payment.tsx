import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DeliveryAddress, useDeliveryAddress } from '../../../components/payment/delivery-address';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatDate, formatNumber } from '../../../lib/format';
import { useCart } from '../../cart/api/get-cart';
import { useCheckoutQuote } from '../api/use-checkout-quote';
import { BusinessBuyer } from './business-buyer';
import { CountrySelect } from './country-select';
import { type PaidAnswer, PaymentForm } from './payment-form';
import { QuoteView } from './quote-view';

const countryFrom = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /payment: the country (from ?country= or chosen here), the totals, the delivery address and
 * the card. Paid → /currentProducts; to the bank or still being confirmed → /payment/result.
 */
export function CheckoutPayment() {
  const { t } = useTranslation('checkout');
  const lang = currentLang();
  // The route shows this only once the cart is read: its lines, each with its dispatch date.
  const lines = (useCart().data?.lines ?? []).filter((l) => l.available !== false && l.estimated_delivery);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const delivery = useDeliveryAddress();
  // An address with its country decides delivery and VAT itself (postcode: Balearics,
  // Canaries, Ceuta, Melilla); only one saved as free text still needs a country picked.
  const address = delivery.list.find((a) => a.id === delivery.addressId) ?? null;
  const byAddress = address?.country ? address.id : null;
  const countryId = byAddress === null ? countryFrom(params.get('country')) : null;
  const state = useCheckoutQuote(countryId, byAddress);
  const location = useLocation();
  // The server refuses to pay to a free-text address (422 address_incomplete: the VAT's
  // destination must come from a structured one), so say it before the card is typed.
  const incomplete = address !== null && !address.country;
  // A business buyer, or a total above the simplified-invoice limit, without a tax ID yet.
  const [taxIdNeeded, setTaxIdNeeded] = useState(false);

  function paid(answer: PaidAnswer) {
    const notice = answer.message ?? t('pay.done');
    navigate(paths.currentProducts, {
      state: {
        notice: answer.warning ? `${notice} ${answer.warning}` : notice,
        code: answer.data?.order?.code,
      },
    });
  }

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <div className="min-w-0 space-y-8">
        <DeliveryAddress delivery={delivery} />
        {incomplete ? (
          <p
            role="status"
            className="rounded-md border border-amber-200 bg-amber-50 p-3 text-amber-900"
            data-testid="address-incomplete"
          >
            {t('address.incomplete')}{' '}
            <Link
              to={`${paths.address}?next=${encodeURIComponent(location.pathname + location.search)}`}
              className="font-semibold underline"
            >
              {t('address.complete')}
            </Link>
          </p>
        ) : null}
        <BusinessBuyer totalEuros={state.quote.data?.total_amount} onNeeded={setTaxIdNeeded} />
        <PaymentForm
          countryId={countryId}
          addressId={delivery.addressId}
          quote={state.quote.data}
          ready={state.ready && !incomplete && !taxIdNeeded}
          onPaid={paid}
        />
      </div>
      <aside
        className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4 max-lg:order-first lg:sticky lg:top-24 lg:self-start"
        aria-labelledby="payment-summary"
      >
        <h2 id="payment-summary" className="text-lg font-bold">
          {t('summary')}
        </h2>
        {byAddress === null ? (
          <CountrySelect
            value={countryId}
            onChange={(id) => {
              const next = new URLSearchParams(params);
              if (id === null) next.delete('country');
              else next.set('country', String(id));
              setParams(next, { replace: true });
            }}
          />
        ) : (
          <p className="text-sm text-slate-700" data-testid="destination-from-address">
            {t('country.fromAddress', { address: address?.fullAddress ?? '' })}
          </p>
        )}
        {lines.length > 0 ? (
          <ul className="space-y-1 text-sm" aria-label={t('promise.lines')} data-testid="payment-lines">
            {lines.map((line) => (
              <li key={line.id}>
                <span dir="auto">{line.title}</span> × {formatNumber(line.quantity, lang)}:{' '}
                <span
                  className="text-green-800"
                  data-testid="payment-line-dispatch"
                  data-date={line.estimated_delivery}
                >
                  {t('promise.lineDispatch', {
                    date: formatDate(line.estimated_delivery, lang, false, true),
                  })}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        <div aria-live="polite">
          <QuoteView state={state} />
        </div>
      </aside>
    </div>
  );
}
