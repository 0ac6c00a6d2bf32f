/** The public face of the verifactu module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { verifactuAdminRoutes } from './admin-routes';
export { type ChainRecord, fingerprintHolds, recomputeChain } from './chain';
export { creditNoteRegistration, invoiceRegistration } from './invoice-input';
export { VERIFACTU_SUBMIT_QUEUE, verifactuPlugin } from './plugin';
export { setVerifactuQrEnv, type VerifactuEnv, verifactuQrUrl } from './qr';
export {
  correctRecord,
  hasRegistration,
  type RegistrationInput,
  recordCancellation,
  recordRegistration,
} from './service';
export { parseAnswer, type SubmissionSettings, sendPendingRecords, submissionSettingsFrom } from './submit';
export { invoiceRecordChains, invoiceRecords } from './table';
