/** The public face of the invoices module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { creditNotesByIds, type IssueCreditNoteInput, issueCreditNote } from './credit-notes';
export { buyerOf, byRateOf, invoiceLinesOf, type LineCharges } from './lines';
export {
  type InvoiceDocument,
  InvoiceWriter,
  ltr,
  PAGE,
  pageOnlyDocument,
  registerDocumentFonts,
  TextEngine,
  type TextStyle,
} from './pdf';
export { type InvoiceMessageKey, invoiceMessages } from './pdf-labels';
export { invoicesRoutes } from './routes';
export { formatCreditNoteNumber, formatInvoiceNumber, issueInvoice } from './service';
export { creditNotes, type InvoiceSnapshot, invoices, type OnAccountTerms } from './table';
