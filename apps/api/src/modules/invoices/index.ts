/** The public face of the invoices module: all that other modules, app.ts and db/ may import from it (see README.md). */

export { buyerOf, byRateOf, invoiceLinesOf, type LineCharges } from './lines';
export { type InvoiceDocument, InvoiceWriter, ltr, PAGE, type TextStyle } from './pdf';
export { type InvoiceMessageKey, invoiceMessages } from './pdf-labels';
export { invoicesRoutes } from './routes';
export { formatInvoiceNumber, issueInvoice } from './service';
export { type InvoiceSnapshot, invoices } from './table';
