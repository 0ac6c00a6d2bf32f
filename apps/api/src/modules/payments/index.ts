/** The public face of the payments module: all that other modules, app.ts and db/ may import from it (see README.md). */

export {
  type Charge,
  createPaymentFlow,
  type Finisher,
  type Payer,
  type PaymentFlow,
  pendingCouponReservations,
} from './flow';
export { createSandboxGateway, type SandboxGateway } from './gateway';
export type { CardInput, PaymentGateway } from './gateway-contract';
export { type Breakdown, breakdownOf, clientCents, priceChangedOutcome, type Totals } from './price-check';
export {
  createRedsysGateway,
  type RedsysGateway,
  type RedsysSettings,
  redsysSettingsFrom,
} from './redsys-gateway';
export { paymentsRoutes } from './routes';
export {
  type CardFields,
  cardInput,
  countPaymentsNeedingStaff,
  errorBody,
  idempotencyKeyOf,
  insertPendingPayment,
  type PaymentOutcome,
  paymentRequestHash,
  replayPayment,
  throttlePayments,
} from './service';
export { type PaymentRow, payments } from './table';

import './coupon-use';
