import { useTranslation } from 'react-i18next';
import { ServiceOrderList, ServiceOrderToggles } from '../features/service-orders/components/order-list';
import { usePageTitle } from '../lib/use-page-title';

/** /finishedServices (signed in): finished service orders (GET /api/orders?status=2). */
export function Component() {
  const { t } = useTranslation('service-orders');
  usePageTitle(t('lists.finished'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('lists.finished')}</h1>
      <ServiceOrderToggles />
      <ServiceOrderList list="finished" />
    </div>
  );
}
