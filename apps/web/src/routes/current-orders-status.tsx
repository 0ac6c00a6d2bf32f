import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PAYMENT_NAMESPACES } from '../components/payment/namespaces';
import { OrderStatusView } from '../features/service-orders/components/order-views';
import { LoadFailure } from '../features/service-orders/components/states';
import { positiveId } from '../features/service-orders/lib/status';
import { usePageTitle } from '../lib/use-page-title';

/** /currentOrders/status?n1={status}&n2={order id} (signed in): one service order's status page. */
export function Component() {
  const { t } = useTranslation(['service-orders', ...PAYMENT_NAMESPACES]);
  const [params] = useSearchParams();
  const id = positiveId(params.get('n2'));
  usePageTitle(t('statusPage.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('statusPage.title')}</h1>
      {id === null ? <LoadFailure error={null} /> : <OrderStatusView id={id} />}
    </div>
  );
}
