import { productKind } from '../features/catalog/product-kind';
import { CatalogList } from './catalog-list';

export default function Products() {
  return <CatalogList kind={productKind} />;
}
