import { eurosToCents, formatEuros, type Lang } from '@shop/shared';
import { needsBuyerTaxId } from '@shop/shared/invoice-type';
import { AppError } from '../../lib/errors';

/**
 * Refuses to take a payment whose invoice could not be lawful: above the simplified-invoice limit
 * (SIMPLIFIED_INVOICE_MAX_EUR, VAT included) an invoice must name the buyer's tax ID, so a buyer
 * without one is asked for it first (docs/decisions/043-invoices-an-accountant-accepts.md).
 * The tax ID is the company details' (checked there as today: NIF/NIE, CIF or EU VAT number).
 */
export function assertInvoiceableBuyer(
  company: { taxId: string } | null,
  totalCents: number,
  limitEuros: number,
  lang: Lang,
): void {
  const limitCents = eurosToCents(limitEuros);
  if (needsBuyerTaxId({ taxId: company?.taxId ?? null }, totalCents, limitCents))
    throw new AppError('tax_id_required', 'tax.taxIdRequired', { max: formatEuros(limitCents, lang) });
}
