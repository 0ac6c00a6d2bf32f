import { useTranslation } from 'react-i18next';
import { ServiceArrivalNotice } from '../features/service-orders/components/arrival-notice';
import { ServiceOrderList, ServiceOrderToggles } from '../features/service-orders/components/order-list';
import { usePageTitle } from '../lib/use-page-title';

/** /currentOrders (signed in): service orders in progress (GET /api/orders?status=1). */
export function Component() {
  const { t } = useTranslation('service-orders');
  usePageTitle(t('lists.current'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('lists.current')}</h1>
      <ServiceArrivalNotice />
      <ServiceOrderToggles />
      <ServiceOrderList list="current" />
    </div>
  );
}
