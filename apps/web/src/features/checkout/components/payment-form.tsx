import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from '../../../components/payment/card-fields';
import { useCardForm } from '../../../components/payment/use-card-form';
import { ApiError } from '../../../lib/api-client';
import { cardPayload } from '../../../lib/card';
import { uploadDeliveryNote } from '../api/delivery-note';
import { usePay } from '../api/pay';
import type { PaymentAnswer } from '../api/types';
import { deliveryNoteProblem, type ResellerChoice, ResellerOptions } from './reseller-options';

/**
 * What the customer reads after a failed payment (docs/product.md#error-messages for the unexpected
 * cases).
 */
function failureLines(
  error: unknown,
  t: (key: string) => string,
): { lines: string[]; priceChanged: boolean } {
  if (error instanceof ApiError) {
    if (error.status === 409 && error.code === 'price_changed') {
      return { lines: [error.message, t('pay.priceChangedAgain')], priceChanged: true };
    }
    if (error.status === 402 || error.status === 400 || error.status === 404 || error.status === 422) {
      return { lines: error.errors.length > 0 ? error.errors : [error.message], priceChanged: false };
    }
  }
  return { lines: [t('pay.failed')], priceChanged: false };
}

/**
 * Card number, CVC and expiry, checked in the browser (Luhn, future expiry, 3–4 digit CVC) and
 * sent once per attempt with an Idempotency-Key. The card is never stored: it lives in this
 * form's memory only (no storage, no address).
 */
export function PaymentForm({
  countryId,
  addressId,
  ready,
  onPaid,
}: {
  /** Null when the address carries its country (it is not sent then). */
  countryId: number | null;
  addressId: number | null;
  /** The totals are known and the destination can be served. */
  ready: boolean;
  onPaid: (answer: { message?: string; data?: PaymentAnswer; warning?: string }) => void;
}) {
  const { t } = useTranslation('checkout');
  const pay = usePay();
  const [reseller, setReseller] = useState<ResellerChoice>({ blind: false, note: null });
  const [attaching, setAttaching] = useState(false);
  const noteProblem = deliveryNoteProblem(reseller.note, t);
  // A change of the card, the country or the address is a new attempt with a new key, and
  // the last attempt's answer no longer describes what is on screen.
  const card = useCardForm({ attemptScope: `${countryId}/${addressId}`, onCardEdit: pay.reset });
  const { isValid } = card.form.formState;

  // `ready` already says the destination is known (a country, or an address with one).
  const canPay = isValid && ready && addressId !== null && !pay.isPending && !attaching && !noteProblem;
  const onSubmit = card.form.handleSubmit((values) => {
    if (addressId === null || pay.isPending) return;
    pay.mutate(
      {
        ...cardPayload(values),
        ...(countryId === null ? {} : { country_id: countryId }),
        address_id: addressId,
        ...(reseller.blind ? { blind_shipping: true } : {}),
        idempotencyKey: card.attemptKey(),
      },
      {
        onSuccess: async (envelope) => {
          card.paid();
          const orderId = envelope.data?.order.id;
          if (!reseller.note || orderId === undefined) return onPaid(envelope);
          // Paid already: the note follows as its own request, and a failure only warns.
          setAttaching(true);
          try {
            await uploadDeliveryNote(orderId, reseller.note);
            onPaid(envelope);
          } catch (error) {
            const reason = error instanceof ApiError ? error.message : t('pay.failed');
            onPaid({ ...envelope, warning: t('trade.noteFailed', { reason }) });
          } finally {
            setAttaching(false);
          }
        },
        onError: card.failed,
      },
    );
  });

  const failure = pay.isError ? failureLines(pay.error, t) : null;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label={t('card.formLabel')}
      className="space-y-4"
      data-testid="payment-form"
    >
      <CardFields
        card={card}
        disabled={pay.isPending}
        text={{
          legend: t('card.legend'),
          number: t('card.number'),
          expMonth: t('card.expMonth'),
          expYear: t('card.expYear'),
          cvc: t('card.cvc'),
          monthPlaceholder: t('card.monthPlaceholder'),
          yearPlaceholder: t('card.yearPlaceholder'),
        }}
      />
      <p className="text-sm text-slate-600">{t('card.safe')}</p>
      <ResellerOptions value={reseller} onChange={setReseller} disabled={pay.isPending || attaching} />
      <div aria-live="polite">
        {failure ? (
          <div
            role="alert"
            className={`rounded-md border p-3 ${
              failure.priceChanged
                ? 'border-amber-300 bg-amber-50 text-amber-900'
                : 'border-red-200 bg-red-50 text-red-800'
            }`}
            data-testid="payment-error"
          >
            <ul className="space-y-0.5">
              {failure.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      <button
        type="submit"
        disabled={!canPay}
        aria-busy={pay.isPending || attaching || undefined}
        className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
        data-testid="pay-now"
      >
        {pay.isPending || attaching ? t('pay.sending') : t('payNow')}
      </button>
    </form>
  );
}
