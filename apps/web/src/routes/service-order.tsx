import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { paths } from '../config/paths';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { useSubService } from '../features/service-orders/api/get-sub-service';
import { ServicePurchase } from '../features/service-orders/components/service-purchase';
import { isMissing, LoadFailure, LoadingBlock } from '../features/service-orders/components/states';
import { positiveId } from '../features/service-orders/lib/status';
import { usePageTitle } from '../lib/use-page-title';

/**
 * /services/{id1}/{id2}/{id3} (docs/product.md#screens-and-routes): id3 is the sub-service ordered
 * (a row of the services table, the API's `service_id`); without a usable id3, id2 is used.
 */
export function Component() {
  // The breadcrumbs' texts (catalog) with the page's own: asked for only when the service has
  // loaded, they would suspend the page and hide its loading state (e2e/no-blink.e2e.ts).
  const { t } = useTranslation(['service-orders', 'catalog']);
  const params = useParams();
  const serviceId = positiveId(params.id3) ?? positiveId(params.id2);
  const query = useSubService(serviceId ?? 0);
  usePageTitle(query.data ? t('purchase.title', { name: query.data.name }) : t('purchase.titleShort'));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      {serviceId === null || isMissing(query.error) ? (
        <LoadFailure error={query.error} missingMessage={t('purchase.notFound')} />
      ) : query.isPending ? (
        <LoadingBlock tall />
      ) : query.isError ? (
        <LoadFailure error={query.error} onRetry={() => query.refetch()} />
      ) : (
        <>
          <Breadcrumbs
            items={[
              { label: t('breadcrumb.home'), to: paths.home },
              { label: t('breadcrumb.services'), to: paths.services },
              { label: query.data.category_name, to: paths.serviceCategory(query.data.category_id) },
              { label: query.data.name, to: paths.service(query.data.category_id, query.data.id) },
              { label: t('breadcrumb.order') },
            ]}
          />
          <h1 className="mb-6 text-3xl font-black tracking-tight sm:text-4xl">
            {t('purchase.title', { name: query.data.name })}
          </h1>
          <ServicePurchase service={query.data} />
        </>
      )}
    </div>
  );
}
