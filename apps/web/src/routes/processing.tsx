import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ProcessingView } from '../features/service-orders/components/order-views';
import { LoadFailure } from '../features/service-orders/components/states';
import { positiveId } from '../features/service-orders/lib/status';
import { usePageTitle } from '../lib/use-page-title';

/** /processing/{id} (signed in): a rejected request, its reason, and the form to send it again. */
export function Component() {
  const { t } = useTranslation('service-orders');
  const id = positiveId(useParams().id);
  usePageTitle(t('processing.title'));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <h1 className="mb-6 text-3xl font-black tracking-tight">{t('processing.title')}</h1>
      {id === null ? <LoadFailure error={null} /> : <ProcessingView id={id} />}
    </div>
  );
}
