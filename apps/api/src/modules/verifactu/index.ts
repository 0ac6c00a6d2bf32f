/** The public face of the verifactu module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { verifactuAdminRoutes } from './admin-routes';
export { recomputeChain } from './chain';
export { invoiceRegistration } from './invoice-input';
export { setVerifactuQrEnv, type VerifactuEnv, verifactuQrUrl } from './qr';
export {
  correctRecord,
  hasRegistration,
  type RegistrationInput,
  recordCancellation,
  recordRegistration,
} from './service';
export { invoiceRecordChains, invoiceRecords } from './table';
