import { useParams } from 'react-router';
import { ProductPage } from '../features/catalog/components/product-page';
import { routeId } from '../features/catalog/lib/route-id';

/** /products/{id}/{id2}: the product configurator (id2 is the product). */
export function Component() {
  const params = useParams();
  const valid = routeId(params.id) !== null;
  return <ProductPage productId={valid ? routeId(params.id2) : null} />;
}
