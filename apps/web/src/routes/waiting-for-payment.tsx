import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PAYMENT_NAMESPACES } from '../components/payment/namespaces';
import { WaitingForPaymentView } from '../features/service-orders/components/order-views';
import { LoadFailure } from '../features/service-orders/components/states';
import { positiveId } from '../features/service-orders/lib/status';
import { usePageTitle } from '../lib/use-page-title';

/** /waitingForPayment/{id} (signed in): an accepted quote's fees, the address and Pay Now. */
export function Component() {
  const { t } = useTranslation(['service-orders', ...PAYMENT_NAMESPACES]);
  const id = positiveId(useParams().id);
  usePageTitle(t('status.3'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('status.3')}</h1>
      {id === null ? <LoadFailure error={null} /> : <WaitingForPaymentView id={id} />}
    </div>
  );
}
