import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths';
import { useCategories } from '../features/catalog/api/get-categories';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { CategoryCard } from '../features/catalog/components/cards';
import { FilterBox } from '../features/catalog/components/filter-box';
import { PageShell } from '../features/catalog/components/page-shell';
import { CardGridSkeleton, EmptyState, LoadError } from '../features/catalog/components/state-views';
import { LIST_DEBOUNCE_MS } from '../features/catalog/lib/constants';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePageTitle } from '../lib/use-page-title';

/** /services: service categories as cards. */
export function Component() {
  const { t } = useTranslation('catalog');
  usePageTitle(t('services.title'), t('services.lead'));
  const [filter, setFilter] = useState('');
  const name = useDebouncedValue(filter, LIST_DEBOUNCE_MS);
  const query = useCategories(1, name);

  return (
    <PageShell
      heading={t('services.title')}
      lead={t('services.lead')}
      before={
        <Breadcrumbs
          items={[{ label: t('breadcrumb.home'), to: paths.home }, { label: t('services.title') }]}
        />
      }
    >
      <FilterBox value={filter} onChange={setFilter} pending={query.isFetching && !query.isLoading} />
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.length === 0 ? (
        <EmptyState
          message={name.trim() ? t('filter.noMatch', { text: name.trim() }) : t('services.empty')}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.map((category) => (
            <CategoryCard key={category.id} category={category} to={paths.serviceCategory(category.id)} />
          ))}
        </ul>
      )}
    </PageShell>
  );
}
