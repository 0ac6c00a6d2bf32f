/** Answers of the orders and invoices API, inferred from the shared schemas the API is tested against. */
export type {
  Invoice,
  OrderCard as OrderSummary,
  OrderDetail,
  OrderLine,
} from '@shop/shared/api/orders';

/** The lists of docs/product.md#order-statuses: 1 current, 2 finished. */
export type OrderList = 1 | 2;
