import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PaymentForm as OnePaymentForm } from '../../../components/payment/payment-form';
import { PoNumberField, poNumberToSend } from '../../../components/payment/po-number-field';
import { ApiError, type Envelope } from '../../../lib/api-client';
import { shownFromQuote } from '../../../lib/payment/price-change';
import type { PaymentStartData } from '../../../lib/payment/types';
import { uploadDeliveryNote } from '../api/delivery-note';
import { useCredit } from '../api/get-credit';
import { afterPaymentAnswer } from '../api/pay';
import type { ShippingQuote } from '../api/types';
import { deliveryNoteProblem, type ResellerChoice, ResellerOptions } from './reseller-options';

export type PaidAnswer = { message?: string; data?: PaymentStartData; warning?: string };

/**
 * The cart's payment: the one payment form (components/payment/payment-form.tsx) with the
 * destination, the quote's figures and the reseller's options. The card is never stored: it
 * lives in the form's memory only (no storage, no address).
 */
export function PaymentForm({
  countryId,
  addressId,
  quote,
  ready,
  onPaid,
}: {
  /** Null when the address carries its country (it is not sent then). */
  countryId: number | null;
  addressId: number | null;
  /** The totals on screen; their figures are what the server may charge. */
  quote: ShippingQuote | undefined;
  /** The totals are known and the destination can be served. */
  ready: boolean;
  onPaid: (answer: PaidAnswer) => void;
}) {
  const { t } = useTranslation(['checkout', 'payments']);
  const queryClient = useQueryClient();
  const [reseller, setReseller] = useState<ResellerChoice>({ blind: false, note: null });
  const [attaching, setAttaching] = useState(false);
  const [poNumber, setPoNumber] = useState('');
  const po = poNumberToSend(poNumber);
  const noteProblem = deliveryNoteProblem(reseller.note, t);
  // Only accounts with credit terms are offered "on account" (docs/product.md#pay-on-account).
  const credit = useCredit().data;
  const terms = credit?.terms ?? null;

  async function paid(envelope: Envelope<PaymentStartData>) {
    const orderId = envelope.data?.order?.id;
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
  }

  return (
    <OnePaymentForm
      target={{
        endpoint: '/payment',
        body:
          addressId === null
            ? null
            : {
                address_id: addressId,
                ...(countryId === null ? {} : { country_id: countryId }),
                ...(reseller.blind ? { blind_shipping: true } : {}),
                ...po,
              },
        shown: quote ? shownFromQuote(quote) : null,
        // `ready` already says the destination is known (a country, or an address with one).
        ready: ready && !noteProblem && po !== null,
        // A new PO number is another request: a new Idempotency-Key (the server hashes it in).
        attemptScope: `${countryId}/${addressId}/${po?.po_number ?? ''}`,
      }}
      text={{
        formLabel: t('card.formLabel'),
        legend: t('card.legend'),
        number: t('card.number'),
        expMonth: t('card.expMonth'),
        expYear: t('card.expYear'),
        cvc: t('card.cvc'),
        monthPlaceholder: t('card.monthPlaceholder'),
        yearPlaceholder: t('card.yearPlaceholder'),
        safe: t('card.safe'),
        payNow: t('payNow'),
        sending: t('pay.sending'),
      }}
      testIds={{ form: 'payment-form', error: 'payment-error' }}
      busy={attaching}
      onAccount={
        terms
          ? { days: terms.days, available: credit?.available ?? 0, overdue: credit?.overdue ?? false }
          : null
      }
      onPaid={paid}
      onAnswered={(isPaid) => afterPaymentAnswer(queryClient, isPaid)}
    >
      <PoNumberField value={poNumber} onChange={setPoNumber} disabled={attaching} />
      <ResellerOptions value={reseller} onChange={setReseller} disabled={attaching} />
    </OnePaymentForm>
  );
}
