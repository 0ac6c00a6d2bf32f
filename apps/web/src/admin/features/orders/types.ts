/** Answers of the staff order desk (docs/admin-api.md), inferred from the shared schemas the API is tested against. */
export type { OrderFile, Preflight } from '@shop/shared/api/files';
export type {
  Dashboard,
  OrderLine,
  StaffCustomer as Customer,
  StaffOrderCard as OrderCard,
  StaffOrderDetail as OrderDetail,
  StaffPayment as Payment,
} from '@shop/shared/api/orders';
