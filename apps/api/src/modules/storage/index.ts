/** The public face of the storage module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { type AccountLimits, accountLimits } from './limits';
export {
  assertUploadRoom,
  meterIncoming,
  openUploadBudget,
  registerUploadUse,
  type UploadUseCounter,
} from './quota';
export { type StaleCartsRemoved, type SweepDeps, sweepStorage } from './sweep';
