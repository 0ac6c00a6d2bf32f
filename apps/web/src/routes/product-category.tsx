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
import { PRODUCT_PREVIEW_CHARS, PRODUCTS_LIST_DEBOUNCE_MS } from '../features/catalog/lib/constants';
import { isNotFound, routeId } from '../features/catalog/lib/route-id';
import { prefetchOnServer } from '../lib/ssr-context';
import { usePageTitle } from '../lib/use-page-title';

/** /products/{id}: the products of one category (the products list refetches after 2 s). */
export function Component() {
  const { t } = useTranslation(['catalog', 'catalog-lists']);
  const id = routeId(useParams().id);
  const { filter, setFilter, name } = useListFilter(PRODUCTS_LIST_DEBOUNCE_MS);
  const query = useCategory(id ?? 0, 2, name);
  usePageTitle(query.data?.name ?? t('products.title'), query.data?.description);

  if (id === null || isNotFound(query.error)) {
    return (
      <MissingState message={t('notFound.category')} backTo={paths.products} backLabel={t('products.back')} />
    );
  }
  return (
    <PageShell
      heading={query.data?.name ?? t('products.title')}
      lead={query.data?.description}
      before={
        <Breadcrumbs
          items={[
            { label: t('breadcrumb.home'), to: paths.home },
            { label: t('products.title'), to: paths.products },
            { label: query.data?.name ?? '…' },
          ]}
        />
      }
    >
      <FilterBox
        value={filter}
        onChange={setFilter}
        pending={filter !== name || (query.isFetching && !query.isLoading)}
      />
      <FilteredGrid
        query={query}
        items={query.data?.products}
        name={name}
        emptyMessage={t('catalog-lists:products.empty')}
      >
        {(product) => (
          <ItemCard
            key={product.id}
            title={product.title}
            text={product.description}
            image={product.image}
            to={paths.product(product.category_id, product.id)}
            previewChars={PRODUCT_PREVIEW_CHARS}
            price={{ euros: product.price_from, perM2: product.pricing_mode === 'per_m2' }}
          />
        )}
      </FilteredGrid>
      <p className="mt-8">
        <Link to={paths.products} className="font-semibold text-brand-700 hover:underline">
          {t('products.back')}
        </Link>
      </p>
    </PageShell>
  );
}

export const loader = prefetchOnServer((queryClient, { params }) => {
  const id = routeId(params.id);
  return id === null ? [] : [queryClient.prefetchQuery(getCategoryQueryOptions(id, 2))];
});
