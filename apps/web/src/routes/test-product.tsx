import { useQuery } from '@tanstack/react-query';
import { getCategoriesQueryOptions } from '../features/catalog/api/get-categories';
import { getCategoryQueryOptions } from '../features/catalog/api/get-category';
import { ProductPage } from '../features/catalog/components/product-page';
import { DetailSkeleton } from '../features/catalog/components/state-views';

/** /testproduct: the configurator of the first product of the catalogue. */
export function Component() {
  const categories = useQuery(getCategoriesQueryOptions(2));
  const first = categories.data?.find((c) => c.count > 0);
  const category = useQuery({ ...getCategoryQueryOptions(first?.id ?? 0, 2), enabled: first !== undefined });
  const productId = category.data?.products[0]?.id;
  if (categories.isPending || (first && category.isPending)) return <DetailSkeleton />;
  return <ProductPage productId={productId ?? null} />;
}
