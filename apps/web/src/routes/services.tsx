import { CategoriesPage } from '../features/catalog/components/categories-page';

/** /services: service categories as cards. */
export function Component() {
  return <CategoriesPage kind="services" />;
}
