import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCategories } from '../api/get-categories';
import { LIST_DEBOUNCE_MS } from '../lib/constants';
import { Breadcrumbs } from './breadcrumbs';
import { CategoryCard } from './cards';
import { FilterBox } from './filter-box';
import { FilteredGrid, useListFilter } from './filtered-grid';
import { PageShell } from './page-shell';

const KINDS = {
  products: { ownerType: 2, categoryPath: paths.productCategory },
  services: { ownerType: 1, categoryPath: paths.serviceCategory },
} as const;

/** /products and /services: the categories as cards (product categories with their product count). */
export function CategoriesPage({ kind }: { kind: keyof typeof KINDS }) {
  const { t } = useTranslation(['catalog', 'catalog-lists']);
  const { ownerType, categoryPath } = KINDS[kind];
  const title = t(`${kind}.title`);
  usePageTitle(title, t(`catalog-lists:${kind}.lead`));
  const { filter, setFilter, name } = useListFilter(LIST_DEBOUNCE_MS);
  const query = useCategories(ownerType, name);

  return (
    <PageShell
      heading={title}
      lead={t(`catalog-lists:${kind}.lead`)}
      before={<Breadcrumbs items={[{ label: t('breadcrumb.home'), to: paths.home }, { label: title }]} />}
    >
      <FilterBox value={filter} onChange={setFilter} pending={query.isFetching && !query.isLoading} />
      <FilteredGrid
        query={query}
        items={query.data}
        name={name}
        emptyMessage={t(`catalog-lists:${kind}.empty`)}
      >
        {(category) => <CategoryCard key={category.id} category={category} to={categoryPath(category.id)} />}
      </FilteredGrid>
    </PageShell>
  );
}
