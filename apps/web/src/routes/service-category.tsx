import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../config/paths';
import { getCategoryQueryOptions, useCategory } from '../features/catalog/api/get-category';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { ItemCard } from '../features/catalog/components/cards';
import { FilterBox } from '../features/catalog/components/filter-box';
import { FilteredGrid, useListFilter } from '../features/catalog/components/filtered-grid';
import { PageShell } from '../features/catalog/components/page-shell';
import { MissingState } from '../features/catalog/components/state-views';
import { LIST_DEBOUNCE_MS, SERVICE_PREVIEW_CHARS } from '../features/catalog/lib/constants';
import { isNotFound, routeId } from '../features/catalog/lib/route-id';
import { prefetchOnServer } from '../lib/ssr-context';
import { usePageTitle } from '../lib/use-page-title';

/** /services/{id}: the services of one category, heading 'Design Services'. */
export function Component() {
  const { t } = useTranslation(['catalog', 'catalog-lists']);
  const id = routeId(useParams().id);
  const { filter, setFilter, name } = useListFilter(LIST_DEBOUNCE_MS);
  const query = useCategory(id ?? 0, 1, name);
  usePageTitle(query.data?.name ?? t('catalog-lists:services.categoryHeading'), query.data?.description);

  if (id === null || isNotFound(query.error)) {
    return (
      <MissingState
        message={t('notFound.category')}
        backTo={paths.services}
        backLabel={t('catalog-lists:services.back')}
      />
    );
  }
  return (
    <PageShell
      heading={t('catalog-lists:services.categoryHeading')}
      lead={
        // The spec's heading is 'Design Services'; the category's own name follows unless it says the same.
        query.data &&
        query.data.name.toLowerCase() !== t('catalog-lists:services.categoryHeading').toLowerCase() ? (
          <span className="font-semibold text-brand-700">{query.data.name}</span>
        ) : null
      }
      before={
        <Breadcrumbs
          items={[
            { label: t('breadcrumb.home'), to: paths.home },
            { label: t('services.title'), to: paths.services },
            { label: query.data?.name ?? '…' },
          ]}
        />
      }
    >
      {query.data?.description ? (
        <p className="-mt-2 mb-6 max-w-3xl text-slate-600">{query.data.description}</p>
      ) : null}
      <FilterBox value={filter} onChange={setFilter} pending={query.isFetching && !query.isLoading} />
      <FilteredGrid
        query={query}
        items={query.data?.services}
        name={name}
        emptyMessage={t('catalog-lists:services.empty')}
      >
        {(service) => (
          <ItemCard
            key={service.id}
            title={service.name}
            text={service.description.join(' ')}
            image={service.image}
            to={paths.service(service.category_id, service.id)}
            previewChars={SERVICE_PREVIEW_CHARS}
          />
        )}
      </FilteredGrid>
      <p className="mt-8">
        <Link to={paths.services} className="font-semibold text-brand-700 hover:underline">
          {t('catalog-lists:services.back')}
        </Link>
      </p>
    </PageShell>
  );
}

export const loader = prefetchOnServer((queryClient, { params }) => {
  const id = routeId(params.id);
  return id === null ? [] : [queryClient.prefetchQuery(getCategoryQueryOptions(id, 1))];
});
