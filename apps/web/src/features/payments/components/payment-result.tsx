import { ORDER_STATUS } from '@shop/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLang } from '../../../i18n';
import { formatAmount } from '../../../lib/format';
import { isFinalState } from '../../../lib/payment/poll';
import type { PaymentStatus } from '../../../lib/payment/types';
import { queryRoots } from '../../../lib/query-keys';
import { usePayment } from '../api/get-payment';

const linkClass =
  'inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800';

/** Where "pay again" goes: the cart's payment page, or the quote waiting for its payment. */
function payAgainPath(payment: PaymentStatus): string {
  if (payment.kind === 'cart') return paths.payment;
  return payment.order_id === null ? paths.currentOrders : paths.waitingForPayment(payment.order_id);
}

/** A freshly paid order is received (4): its tracking page, as the order lists link it. */
const orderPath = (code: string) => paths.trackOrder(ORDER_STATUS.received, code.slice(1));

function Final({ payment }: { payment: PaymentStatus }) {
  const { t } = useTranslation('payments');
  const lang = currentLang();
  if (payment.state === 'succeeded') {
    return (
      <div className="space-y-3" data-testid="payment-result-succeeded">
        <p className="text-lg font-bold text-green-800">{t('result.succeeded')}</p>
        <p>
          <span className="font-semibold">{formatAmount(payment.amount, lang)}</span>
          {payment.order_code ? (
            <>
              {' · '}
              <span data-testid="payment-result-order" dir="ltr">
                {t('result.order', { code: payment.order_code })}
              </span>
            </>
          ) : null}
        </p>
        <Link
          to={payment.order_code ? orderPath(payment.order_code) : paths.currentProducts}
          className={linkClass}
        >
          {t('result.viewOrder')}
        </Link>
      </div>
    );
  }
  if (payment.state === 'needs_refund' || payment.state === 'refunded') {
    return (
      <div className="space-y-3" data-testid={`payment-result-${payment.state}`}>
        <p className="font-semibold text-amber-900">
          {t(`result.${payment.state === 'refunded' ? 'refunded' : 'needsRefund'}`)}
        </p>
        <Link
          to={payment.kind === 'cart' ? paths.currentProducts : paths.currentOrders}
          className={linkClass}
        >
          {t('result.toOrders')}
        </Link>
      </div>
    );
  }
  return (
    <div className="space-y-3" data-testid="payment-result-failed">
      <p className="text-lg font-bold text-red-800">
        {t(`result.${payment.state === 'declined' ? 'declined' : 'failed'}`)}
      </p>
      {payment.message ? <p className="text-slate-700">{payment.message}</p> : null}
      <p className="text-slate-700">{t(payment.kind === 'cart' ? 'result.cartKept' : 'result.quoteKept')}</p>
      <Link to={payAgainPath(payment)} className={linkClass} data-testid="payment-result-pay-again">
        {t('result.payAgain')}
      </Link>
    </div>
  );
}

/**
 * /payment/result?payment=<id>&outcome=ok|ko: where the bank brings the customer back, and
 * where a payment still being confirmed is followed. The bank's word on the return address
 * proves nothing (anyone can type it): the page shows what the server's payment says, asking
 * again with a growing wait until it is final (lib/payment/poll.ts).
 */
export function PaymentResult({ paymentId, fromBank }: { paymentId: number | null; fromBank: boolean }) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [round, setRound] = useState(0);
  const { query, stillPending } = usePayment(paymentId, round);
  const payment = query.data;
  const final = payment !== undefined && isFinalState(payment.state);

  // Paid: the cart is empty now and the order lists have a new order.
  useEffect(() => {
    if (payment?.state !== 'succeeded') return;
    for (const queryKey of [queryRoots.cart, queryRoots.orders, queryRoots.invoices]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [payment?.state, queryClient]);

  const missing = paymentId === null || (query.isError && payment === undefined);
  return (
    <section
      aria-labelledby="payment-result-title"
      className="mx-auto max-w-xl rounded-xl border border-slate-200 p-4 sm:p-6"
      data-testid="payment-result"
      data-state={missing ? 'missing' : (payment?.state ?? 'loading')}
    >
      <h1 id="payment-result-title" className="mb-4 text-2xl font-black tracking-tight">
        {t('result.title')}
      </h1>
      {/* One live region: the state's change is read out when it comes. */}
      <div role="status" aria-live="polite" aria-atomic="true">
        {missing ? (
          <div className="space-y-3" data-testid="payment-result-missing">
            <p className="font-semibold text-red-800">{t('result.missing')}</p>
            <Link to={paths.currentProducts} className={linkClass}>
              {t('result.toOrders')}
            </Link>
          </div>
        ) : final ? (
          <Final payment={payment} />
        ) : stillPending ? (
          <div className="space-y-3" data-testid="payment-result-still-pending">
            <p>{t('result.stillPending')}</p>
            <button type="button" className={linkClass} onClick={() => setRound((n) => n + 1)}>
              {t('result.checkAgain')}
            </button>
          </div>
        ) : (
          <div className="flex items-start gap-3" data-testid="payment-result-pending" aria-busy="true">
            <span
              aria-hidden="true"
              className="mt-1 size-5 shrink-0 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            />
            <div>
              <p className="font-semibold">{fromBank ? t('result.backFromBank') : t('result.confirming')}</p>
              <p className="text-sm text-slate-600">{t('result.confirmingHint')}</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
