import { useTranslation } from 'react-i18next';
import { OrderList, OrderToggles } from '../features/orders/components/order-list';
import { usePageTitle } from '../lib/use-page-title';

/** /finishedPRoducts, /finishedProducts and /pastProducts (signed in): delivered product orders (status=2). */
export function Component() {
  const { t } = useTranslation('orders');
  usePageTitle(t('finished'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('finished')}</h1>
      <OrderToggles />
      <OrderList list={2} />
    </div>
  );
}
