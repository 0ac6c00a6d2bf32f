import { useParams } from 'react-router';
import { getDeliveryCountriesQueryOptions } from '../features/catalog/api/get-delivery-countries';
import { getProductQueryOptions } from '../features/catalog/api/get-product';
import { ProductPage } from '../features/catalog/components/product-page';
import { routeId } from '../features/catalog/lib/route-id';
import { prefetchOnServer } from '../lib/ssr-context';

/** /products/{id}/{id2}: the product configurator (id2 is the product). */
export function Component() {
  const params = useParams();
  const valid = routeId(params.id) !== null;
  return <ProductPage productId={valid ? routeId(params.id2) : null} />;
}

export const loader = prefetchOnServer((queryClient, { params }) => {
  const id = routeId(params.id2);
  return routeId(params.id) === null || id === null
    ? []
    : [
        queryClient.prefetchQuery(getProductQueryOptions(id)),
        // The delivery estimate (a deferred chunk) renders with its countries on the server, so
        // their arrival in the browser does not re-render it before its code is there.
        queryClient.prefetchQuery(getDeliveryCountriesQueryOptions()),
      ];
});
