import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { paths } from '../config/paths';
import { useCategory } from '../features/catalog/api/get-category';
import { Breadcrumbs } from '../features/catalog/components/breadcrumbs';
import { ItemCard } from '../features/catalog/components/cards';
import { FilterBox } from '../features/catalog/components/filter-box';
import { PageShell } from '../features/catalog/components/page-shell';
import {
  CardGridSkeleton,
  EmptyState,
  LoadError,
  MissingState,
} from '../features/catalog/components/state-views';
import { PRODUCT_PREVIEW_CHARS, PRODUCTS_LIST_DEBOUNCE_MS } from '../features/catalog/lib/constants';
import { isNotFound, routeId } from '../features/catalog/lib/route-id';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { usePageTitle } from '../lib/use-page-title';

/** /products/{id}: the products of one category (the products list refetches after 2 s). */
export function Component() {
  const { t } = useTranslation('catalog');
  const id = routeId(useParams().id);
  const [filter, setFilter] = useState('');
  const name = useDebouncedValue(filter, PRODUCTS_LIST_DEBOUNCE_MS);
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
      {query.isPending ? (
        <CardGridSkeleton />
      ) : query.isError ? (
        <LoadError onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.products.length === 0 ? (
        <EmptyState
          message={name.trim() ? t('filter.noMatch', { text: name.trim() }) : t('products.empty')}
        />
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {query.data.products.map((product) => (
            <ItemCard
              key={product.id}
              title={product.title}
              text={product.description}
              image={product.image}
              to={paths.product(product.category_id, product.id)}
              previewChars={PRODUCT_PREVIEW_CHARS}
              price={{ euros: product.price_from, perM2: product.pricing_mode === 'per_m2' }}
            />
          ))}
        </ul>
      )}
      <p className="mt-8">
        <Link to={paths.products} className="font-semibold text-brand-700 hover:underline">
          {t('products.back')}
        </Link>
      </p>
    </PageShell>
  );
}
