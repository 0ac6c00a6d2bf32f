import { ORDER_STATUS } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeliveryAddress, useDeliveryAddress } from '../../../components/payment/delivery-address';
import { PaymentForm } from '../../../components/payment/payment-form';
import { PoNumberField, poNumberToSend } from '../../../components/payment/po-number-field';
import { paths } from '../../../config/paths';
import { shownFromFees } from '../../../lib/payment/price-change';
import { queryRoots } from '../../../lib/query-keys';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { invalidateOrdersExcept } from '../api/invalidate';
import type { ServiceOrderDetail } from '../api/types';
import { serviceOrderLink } from '../lib/status';
import { arrivalState } from './arrival-notice';
import { Notice } from './states';

/** docs/product.md#client-behaviour: 'payment done', then /currentOrders after 1.5 s. */
export const AFTER_PAYMENT_MS = 1500;

/**
 * Pays an accepted quote (POST /api/buy/service) with the cart's own payment form: the
 * delivery address (default preselected, a link to add one), the fees shown as the figures to
 * charge, and the card. One Idempotency-Key per attempt, so a double click or a retry after a
 * lost answer charges once.
 */
export function PayFees({ order }: { order: ServiceOrderDetail }) {
  const { t } = useTranslation(['service-orders', 'payments']);
  const queryClient = useQueryClient();
  const later = useDelayedNavigate();
  const delivery = useDeliveryAddress();
  const { addressId } = delivery;
  const [paidMessage, setPaidMessage] = useState<string | null>(null);
  const paid = paidMessage !== null;
  const [poNumber, setPoNumber] = useState('');
  const po = poNumberToSend(poNumber);

  return (
    <div className="space-y-8">
      <DeliveryAddress delivery={delivery} disabled={paid} />
      <PaymentForm
        target={{
          endpoint: '/buy/service',
          body: addressId === null ? null : { order_id: order.id, address_id: addressId, ...po },
          shown: order.fees ? shownFromFees(order.fees) : null,
          ready: !paid && po !== null,
          // A new PO number is another request: a new Idempotency-Key (the server hashes it in).
          attemptScope: `${addressId}/${po?.po_number ?? ''}`,
        }}
        text={{
          formLabel: t('pay.formLabel'),
          legend: t('pay.card'),
          number: t('pay.number'),
          expMonth: t('pay.expMonth'),
          expYear: t('pay.expYear'),
          cvc: t('pay.cvc'),
          monthPlaceholder: t('pay.monthPlaceholder'),
          yearPlaceholder: t('pay.yearPlaceholder'),
          safe: t('pay.safe'),
          payNow: t('pay.now'),
          sending: t('pay.sending'),
        }}
        testIds={{ form: 'pay-fees-form', error: 'pay-error' }}
        busy={paid}
        // Unlike /payment, the last failure stays on screen while the card is corrected.
        keepFailureOnEdit
        required
        onPaid={(envelope) => {
          setPaidMessage(envelope.message ?? t('pay.done'));
          // The list confirms the payment and leads to the tracking page (issue 27).
          later(paths.currentOrders, AFTER_PAYMENT_MS, {
            state: arrivalState({
              kind: 'servicePaid',
              code: order.code,
              link: serviceOrderLink({ ...order, status: ORDER_STATUS.received }),
            }),
          });
        }}
        // Paid (or refused): lists, tracking and invoices are read again; the order on screen is not.
        onAnswered={() => invalidateOrdersExcept(queryClient, order.id, [queryRoots.invoices])}
      >
        <PoNumberField value={poNumber} onChange={setPoNumber} disabled={paid} />
      </PaymentForm>
      <div aria-live="polite">
        {paidMessage ? (
          <Notice tone="success" testId="pay-done">
            <p>{paidMessage}</p>
            <p className="text-sm font-normal">{t('redirecting')}</p>
          </Notice>
        ) : null}
      </div>
    </div>
  );
}
