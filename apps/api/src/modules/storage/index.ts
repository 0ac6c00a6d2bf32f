/** The public face of the storage module: all that other modules, app.ts and db/ may import from it (see README.md). */
export { type AccountLimits, accountLimits, assertCartRoom, assertQuoteRoom } from './limits';
export { assertUploadRoom, meterIncoming, openUploadBudget } from './quota';
export { type SweepDeps, sweepStorage } from './sweep';
