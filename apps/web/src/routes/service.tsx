import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ButtonLink } from '../components/ui/button-link';
import { paths } from '../config/paths';
import { getServiceQueryOptions, useService } from '../features/catalog/api/get-service';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { DetailLoadError, DetailSkeleton, MissingState } from '../features/catalog/components/state-views';
import { isNotFound, routeId } from '../features/catalog/lib/route-id';
import { prefetchOnServer } from '../lib/ssr-context';
import { usePageTitle } from '../lib/use-page-title';

/** /services/{id}/{id2}: a service with two images, 'About Service', 'More Description' and the order link. */
export function Component() {
  const { t } = useTranslation(['catalog', 'catalog-lists']);
  const params = useParams();
  const categoryId = routeId(params.id);
  const id = routeId(params.id2);
  const query = useService(id ?? 0);
  usePageTitle(query.data?.meta_title, query.data?.meta_description);

  if (id === null || categoryId === null || isNotFound(query.error)) {
    return (
      <MissingState
        message={t('notFound.service')}
        backTo={paths.services}
        backLabel={t('catalog-lists:services.back')}
      />
    );
  }
  if (query.isPending) return <DetailSkeleton />;
  if (query.isError) return <DetailLoadError query={query} />;

  const service = query.data;
  const [about, ...more] = service.description;
  const images = service.images.length > 0 ? service.images.slice(0, 2) : [];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:py-10">
      <Breadcrumbs
        items={[
          { label: t('breadcrumb.home'), to: paths.home },
          { label: t('services.title'), to: paths.services },
          { label: service.category_name, to: paths.serviceCategory(service.category_id) },
          { label: service.name },
        ]}
      />
      <h1 className="text-3xl font-black tracking-tight sm:text-4xl">{service.name}</h1>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {images.map((src, index) => (
          <img
            key={src}
            src={src}
            alt={t('catalog-lists:services.imageAlt', { name: service.name, n: index + 1 })}
            width="640"
            height="480"
            className="aspect-[4/3] w-full rounded-xl bg-brand-50 object-cover"
          />
        ))}
      </div>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <section aria-labelledby="about-service">
          <h2 id="about-service" className="text-xl font-bold">
            {t('catalog-lists:services.about')}
          </h2>
          <p className="mt-2 leading-relaxed text-slate-700">{about}</p>
        </section>
        {more.length > 0 ? (
          <section aria-labelledby="more-description">
            <h2 id="more-description" className="text-xl font-bold">
              {t('catalog-lists:services.more')}
            </h2>
            {more.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
        ) : null}
      </div>
      <ButtonLink
        to={paths.serviceOrder(service.category_id, service.id, service.id)}
        className="mt-10"
        variant="accent"
      >
        {t('catalog-lists:services.orderNow')}
      </ButtonLink>
    </div>
  );
}

export const loader = prefetchOnServer((queryClient, { params }) => {
  const id = routeId(params.id2);
  return routeId(params.id) === null || id === null
    ? []
    : [queryClient.prefetchQuery(getServiceQueryOptions(id))];
});
