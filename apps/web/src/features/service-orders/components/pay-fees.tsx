import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardFields } from '../../../components/payment/card-fields';
import { DeliveryAddress, useDeliveryAddress } from '../../../components/payment/delivery-address';
import { useCardForm } from '../../../components/payment/use-card-form';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { cardPayload } from '../../../lib/card';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { useBuyService } from '../api/buy-service';
import { Notice } from './states';

/** docs/product.md#client-behaviour: 'payment done', then /currentOrders after 1.5 s. */
export const AFTER_PAYMENT_MS = 1500;

/**
 * Pays an accepted quote: the delivery address (default preselected, a link to add one) and
 * the card (number with Luhn, month, year in the future, CVC; all required). One
 * Idempotency-Key per attempt, so a double click or a retry after a lost answer charges once.
 */
export function PayFees({ orderId }: { orderId: number }) {
  const { t } = useTranslation(['service-orders', 'checkout']);
  const later = useDelayedNavigate();
  const delivery = useDeliveryAddress();
  const { addressId } = delivery;
  const buy = useBuyService();
  const [paidMessage, setPaidMessage] = useState<string | null>(null);
  // A new address is a new attempt; unlike /payment, the last failure stays on screen while
  // the card is corrected.
  const card = useCardForm({ attemptScope: addressId });
  const { isValid } = card.form.formState;

  const paid = paidMessage !== null;
  const canPay = isValid && addressId !== null && !buy.isPending && !paid;
  const onSubmit = card.form.handleSubmit((values) => {
    if (addressId === null || buy.isPending || paid) return;
    buy.mutate(
      {
        ...cardPayload(values),
        order_id: orderId,
        address_id: addressId,
        idempotencyKey: card.attemptKey(),
      },
      {
        onSuccess: (envelope) => {
          card.paid();
          setPaidMessage(envelope.message ?? t('pay.done'));
          later(paths.currentOrders, AFTER_PAYMENT_MS);
        },
        onError: card.failed,
      },
    );
  });

  const failure =
    buy.isError && !paid
      ? buy.error instanceof ApiError && buy.error.status === 402
        ? buy.error.message
        : t('pay.failed')
      : null;
  return (
    <div className="space-y-8">
      <DeliveryAddress delivery={delivery} disabled={buy.isPending || paid} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('pay.formLabel')}
        className="space-y-4"
        data-testid="pay-fees-form"
      >
        <CardFields
          card={card}
          disabled={buy.isPending || paid}
          required
          text={{
            legend: t('pay.card'),
            number: t('pay.number'),
            expMonth: t('pay.expMonth'),
            expYear: t('pay.expYear'),
            cvc: t('pay.cvc'),
            monthPlaceholder: t('pay.monthPlaceholder'),
            yearPlaceholder: t('pay.yearPlaceholder'),
          }}
        />
        <p className="text-sm text-slate-600">{t('pay.safe')}</p>
        <div aria-live="polite">
          {failure ? (
            <Notice tone="error" testId="pay-error">
              {failure}
            </Notice>
          ) : null}
          {paidMessage ? (
            <Notice tone="success" testId="pay-done">
              <p>{paidMessage}</p>
              <p className="text-sm font-normal">{t('redirecting')}</p>
            </Notice>
          ) : null}
        </div>
        <button
          type="submit"
          disabled={!canPay}
          aria-busy={buy.isPending || undefined}
          className="w-full rounded-md bg-accent-500 px-4 py-3 text-lg font-bold text-slate-900 hover:bg-accent-400 disabled:cursor-not-allowed disabled:opacity-50"
          data-testid="pay-now"
        >
          {buy.isPending ? t('pay.sending') : t('pay.now')}
        </button>
      </form>
    </div>
  );
}
