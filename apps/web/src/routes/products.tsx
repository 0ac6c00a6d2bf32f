import { CategoriesPage } from '../features/catalog/components/categories-page';

/** /products: product categories as cards with their product count. */
export function Component() {
  return <CategoriesPage kind="products" />;
}
