/** Answers of the service-order API, inferred from the shared schemas the API is tested against. */

export type { SubService } from '@shop/shared/api/catalog';
export type { OrderFile, Preflight as ServicePreflight } from '@shop/shared/api/files';
export type {
  OrderCard as ServiceOrderSummary,
  OrderDetail as ServiceOrderDetail,
} from '@shop/shared/api/orders';
