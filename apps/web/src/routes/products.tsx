import { getCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { CategoriesPage } from '../features/catalog/components/categories-page';
import { prefetchOnServer } from '../lib/ssr-context';

/** /products: product categories as cards with their product count. */
export function Component() {
  return <CategoriesPage kind="products" />;
}

export const loader = prefetchOnServer((queryClient) => [
  queryClient.prefetchQuery(getCategoriesQueryOptions(2)),
]);
