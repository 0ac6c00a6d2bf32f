import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { OrderTracking } from '../features/orders/components/order-tracking';
import { usePageTitle } from '../lib/use-page-title';

/** /trackOrder/{id}/{id2} (signed in): id is the status reached, id2 the order code without its first letter. */
export function Component() {
  const { t } = useTranslation('orders');
  const { id2 = '' } = useParams();
  usePageTitle(t('track.title'));
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('track.title')}</h1>
      <OrderTracking code={id2} />
    </div>
  );
}
