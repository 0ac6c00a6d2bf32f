import { useTranslation } from 'react-i18next';
import { ServiceOrderList, ServiceOrderToggles } from '../features/service-orders/components/order-list';
import { usePageTitle } from '../lib/use-page-title';

/** /waitingForApprove (signed in): requests still waiting for approval (status 1 of GET /api/orders?status=1; the spec's fixed sample, made real). */
export function Component() {
  const { t } = useTranslation('service-orders');
  usePageTitle(t('status.1'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('status.1')}</h1>
      <ServiceOrderToggles />
      <ServiceOrderList list="waitingForApproval" />
    </div>
  );
}
