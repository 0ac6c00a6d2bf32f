import { productKind } from '../features/catalog/product-kind';
import { CatalogEdit } from './catalog-edit';

export default function ProductEdit() {
  return <CatalogEdit kind={productKind} />;
}
