/**
 * The invoice type of Spain's VERI*FACTU records (Orden HAC/1177/2024, AEAT's TipoFactura list;
 * docs/decisions/041-verifactu-records.md): a buyer identified by a tax ID gets a full invoice
 * (F1); anyone else a simplified invoice (F2), which the law allows up to €400 VAT included
 * (Real Decreto 1619/2012 art. 4). Above that the checkout asks for a tax ID first.
 * Imported by its path (`@shop/shared/invoice-type`): the package index is on every page.
 */
export type InvoiceType = 'F1' | 'F2';

/** Default of the SIMPLIFIED_INVOICE_MAX_EUR setting: €400, VAT included. */
export const SIMPLIFIED_INVOICE_LIMIT_CENTS = 40_000;

export function invoiceTypeFor(buyer: { taxId: string | null | undefined }): InvoiceType {
  return buyer.taxId?.trim() ? 'F1' : 'F2';
}

/** True when an order of this total may not be invoiced without the buyer's tax ID. */
export function needsBuyerTaxId(
  buyer: { taxId: string | null | undefined },
  totalCents: number,
  limitCents: number = SIMPLIFIED_INVOICE_LIMIT_CENTS,
): boolean {
  return invoiceTypeFor(buyer) === 'F2' && totalCents > limitCents;
}
