/** The public face of the tax module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { assertInvoiceableBuyer } from './buyer-id';
export { vatCheckerFrom } from './checker-from-env';
export { type CompanyRow, loadCompany } from './company';
export { snapshotCompany } from './company-snapshot';
export { type CountryRow, checkPostal, destinationOf } from './postal';
export { companyRoutes } from './routes';
export { companyDetails } from './table';
export type { VatNumberChecker } from './vat-checker';
export { type BuyerVat, buyerVat, checkBuyerNumber, type VatSnapshot, vatReasonText } from './vat-decision';
