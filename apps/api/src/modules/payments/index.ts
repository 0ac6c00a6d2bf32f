/** The public face of the payments module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { createSandboxGateway, type PaymentGateway } from './gateway';
export {
  createRedsysGateway,
  type RedsysGateway,
  type RedsysSettings,
  redsysSettingsFrom,
} from './redsys-gateway';
export {
  type CardFields,
  chargeCard,
  errorBody,
  idempotencyKeyOf,
  type PaymentOutcome,
  paymentRequestHash,
  replayPayment,
} from './service';
export { payments } from './table';
