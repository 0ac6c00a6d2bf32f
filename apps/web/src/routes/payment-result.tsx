import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { forwardBankAnswer } from '../features/payments/api/forward-bank-answer';
import { PaymentResult } from '../features/payments/components/payment-result';
import { usePageTitle } from '../lib/use-page-title';

const idFrom = (value: string | null) => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /payment/result?payment=<id>&outcome=ok|ko (signed in): the bank's return address and the
 * page that follows a payment still being confirmed (docs/decisions/037-storefront-payment-flow.md).
 * Never indexed: it is one customer's payment.
 */
export function Component() {
  const { t } = useTranslation('payments');
  usePageTitle(t('result.title'));
  const [params] = useSearchParams();
  // The bank's signed answer on the return address is handed on while the page polls.
  useEffect(() => {
    void forwardBankAnswer(params);
  }, [params]);
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
  return (
    <div className="px-4 py-8 sm:py-10">
      <PaymentResult paymentId={idFrom(params.get('payment'))} fromBank={params.has('outcome')} />
    </div>
  );
}
