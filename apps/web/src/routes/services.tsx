import { getCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { CategoriesPage } from '../features/catalog/components/categories-page';
import { prefetchOnServer } from '../lib/ssr-context';

/** /services: service categories as cards. */
export function Component() {
  return <CategoriesPage kind="services" />;
}

export const loader = prefetchOnServer((queryClient) => [
  queryClient.prefetchQuery(getCategoriesQueryOptions(1)),
]);
