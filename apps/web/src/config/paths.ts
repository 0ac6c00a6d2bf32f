import {
  type PathParams,
  type RouteKey,
  routePath,
  STOREFRONT_ROUTE_LIST,
  type STOREFRONT_ROUTE_TABLE,
} from '@shop/shared/storefront-routes';

type Id = number | string;
type Table = typeof STOREFRONT_ROUTE_TABLE;
/** The table's routes without parameters or wildcard: their link is their path. */
type PlainKey = {
  [K in RouteKey]: PathParams<Table[K]['path']> extends []
    ? Table[K]['path'] extends `${string}*`
      ? never
      : K
    : never;
}[RouteKey];

const plain = Object.fromEntries(
  STOREFRONT_ROUTE_LIST.filter((route) => !/[:*]/.test(route.path)).map((route) => [route.key, route.path]),
) as { readonly [K in PlainKey]: Table[K]['path'] };

/**
 * Typed link builders over the one route table (@shop/shared/storefront-routes,
 * docs/decisions/032-one-route-table.md): a path lives in the table only, under the same key
 * here. Routes match case-insensitively.
 */
export const paths = {
  ...plain,
  serviceCategory: (id: Id) => routePath('serviceCategory', id),
  service: (categoryId: Id, serviceId: Id) => routePath('service', categoryId, serviceId),
  serviceOrder: (categoryId: Id, serviceId: Id, subId: Id) =>
    routePath('serviceOrder', categoryId, serviceId, subId),
  productCategory: (id: Id) => routePath('productCategory', id),
  product: (categoryId: Id, productId: Id) => routePath('product', categoryId, productId),
  /** The search results page; an empty text opens it without a search. */
  search: (text = '') =>
    text.trim() ? `${plain.search}?q=${encodeURIComponent(text.trim())}` : plain.search,
  orderStatus: (status: number, orderId: number) => `${plain.orderStatus}?n1=${status}&n2=${orderId}`,
  productOrderStatus: (status: number, orderId: number) =>
    `${plain.productOrderStatus}?n1=${status}&n2=${orderId}`,
  waitingForPayment: (id: Id) => routePath('waitingForPayment', id),
  processing: (id: Id) => routePath('processing', id),
  trackOrder: (status: Id, code: string) => routePath('trackOrder', status, code),
  /** The payment's result page, which follows it until it is final (features/payments). */
  paymentResult: (paymentId: Id) => `${plain.paymentResult}?payment=${encodeURIComponent(String(paymentId))}`,
} as const;
