/** The public face of the orders module: all that other modules, app.ts and db/ may import from it (see README.md). */
export {
  afterOrderPaid,
  type PaidLine,
  type PaidOrder,
  type PaidOrderDraft,
  paidOrderEvents,
  type WritePaidOrderInput,
  writePaidOrder,
} from './after-payment';
export { dispatchShipment } from './carriers';
export { insertOrderWithCode, orderCodes, recordStatus } from './codes';
export { customerOrders, customersAdminRoutes } from './customers-admin';
export { floorRoutes } from './floor-routes';
export { movePromiseForProof, type PromiseInput, paidPromise } from './promise';
export { orderPromiseRoutes } from './promise-routes';
export { proofRemindersPlugin, proofRoutes } from './proof-routes';
export { purchaseOrderNumber } from './purchase-order';
export { retryPendingRefunds } from './refunds';
export { ordersRoutes } from './routes';
export { getOwnOrder, orderSummary } from './service';
export { serviceFinisher } from './service-payment';
export { serviceOrderRoutes } from './service-routes';
export { staffOrderRoutes } from './staff-routes';
export {
  type AddressSnapshot,
  type CompanySnapshot,
  type OptionSnapshot,
  orderLines,
  orderStatusHistory,
  orders,
  proofs,
} from './table';

import './country-use';
import './coupon-use';
import './event-mails';
import './proofs';
import './quote-room';
