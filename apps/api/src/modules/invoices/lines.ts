import type { LocalizedText } from '@shop/shared';
import type { OptionSnapshot } from '../../lib/order-snapshots';
import type { InvoiceSnapshot } from './table';

type InvoiceLine = InvoiceSnapshot['lines'][number];

/** How a configured line's price was made (the line quote's parts), frozen when payment starts. */
export type LineCharges = {
  /** unitCents × quantity. */
  itemsCents: number;
  discountPercent: number;
  discountCents: number;
  /** Options charged once per line (file check, design, setup), by option. */
  fixed: { optionId: number; cents: number }[];
};

export type PricedLine = {
  title: LocalizedText;
  options: OptionSnapshot[];
  widthCm: number | null;
  heightCm: number | null;
  quantity: number;
  unitCents: number;
  totalCents: number;
  /** The customer's own label for the line (printed under the item; '' or absent when none). */
  label?: string | undefined;
  /** Absent in payments started before decision 043: the line is printed whole, as then. */
  charges?: LineCharges | undefined;
};

/**
 * A paid line as an accountant reads it (docs/decisions/043-invoices-an-accountant-accepts.md):
 * the items (quantity × unit = amount), each one-off charge on a line of its own, the quantity
 * discount as a negative line and a minimum-charge top-up, so every printed line multiplies
 * out and the lines add up to what the line cost.
 */
export function invoiceLinesOf(line: PricedLine): InvoiceLine[] {
  const item: InvoiceLine = {
    title: line.title,
    options: line.options,
    widthCm: line.widthCm,
    heightCm: line.heightCm,
    quantity: line.quantity,
    unitCents: line.unitCents,
    totalCents: line.totalCents,
    // Kept in the snapshot: a later change of the order cannot alter an issued invoice.
    ...(line.label ? { label: line.label } : {}),
  };
  const { charges } = line;
  if (!charges) return [item];
  const fixedIds = new Set(charges.fixed.map((f) => f.optionId));
  const lines: InvoiceLine[] = [
    {
      ...item,
      options: line.options.filter((o) => !fixedIds.has(o.id)),
      unitCents: line.unitCents,
      totalCents: charges.itemsCents,
    },
  ];
  const extra = (kind: InvoiceLine['kind'], cents: number, more: Partial<InvoiceLine> = {}): InvoiceLine => ({
    title: line.title,
    options: [],
    widthCm: null,
    heightCm: null,
    quantity: 1,
    unitCents: cents,
    totalCents: cents,
    kind,
    ...more,
  });
  if (charges.discountCents > 0)
    lines.push(extra('discount', -charges.discountCents, { discountPercent: charges.discountPercent }));
  for (const fixed of charges.fixed) {
    const option = line.options.find((o) => o.id === fixed.optionId);
    if (fixed.cents !== 0) lines.push(extra('charge', fixed.cents, { options: option ? [option] : [] }));
  }
  // The minimum charge (or an option that took the line below zero) makes up the rest.
  const rest = line.totalCents - lines.reduce((sum, l) => sum + l.totalCents, 0);
  if (rest !== 0) lines.push(extra('minimum', rest));
  return lines;
}

/**
 * The taxable base and VAT per rate (base imponible), kept in the invoice snapshot for the PDF
 * and the VERI*FACTU record. An order has one VAT rate, on goods and delivery alike
 * (docs/product.md#vat): one entry, whose base is what the VAT was charged on.
 */
export function byRateOf(totals: { vatRateBasisPoints: number; vatCents: number; totalCents: number }) {
  return [
    {
      rateBasisPoints: totals.vatRateBasisPoints,
      baseCents: totals.totalCents - totals.vatCents,
      taxCents: totals.vatCents,
    },
  ];
}

/**
 * Who an invoice is made out to: the buyer's company with its tax ID when there is one (an F1
 * invoice), else the customer's name without one (F2, simplified); the country is the company's,
 * else the delivery address's, else Spain's (an address typed before countries were asked).
 */
export function buyerOf(input: {
  customerName: string;
  company: { name: string; taxId: string; address: { countryCode: string } } | null | undefined;
  addressCountryCode: string | null | undefined;
}): NonNullable<InvoiceSnapshot['buyer']> {
  const { company } = input;
  if (company) return { name: company.name, taxId: company.taxId, countryCode: company.address.countryCode };
  return { name: input.customerName, taxId: null, countryCode: input.addressCountryCode ?? 'ES' };
}
