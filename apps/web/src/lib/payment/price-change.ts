import type { ShippingQuote } from '@shop/shared/api/checkout';
import type { PriceBreakdown, ShownBreakdown, ShownFigures } from './types';

export type FigureKey = 'amount' | 'discount' | 'shipment_price' | 'vat_amount' | 'total_amount';

/** The rows of a 409's new breakdown, in the order of the totals panel. */
export const FIGURE_ROWS: readonly FigureKey[] = [
  'amount',
  'discount',
  'shipment_price',
  'vat_amount',
  'total_amount',
];

export type FigureRow = { key: FigureKey; before: number | null; now: number; changed: boolean };

const cents = (euros: number) => Math.round(euros * 100);

/**
 * Each figure of the new breakdown beside what the customer saw (`before` null when the page
 * had not shown it), so the page can say what changed; the VAT row also changes with its rate.
 */
export function priceRows(shown: ShownBreakdown | null, now: PriceBreakdown): FigureRow[] {
  return FIGURE_ROWS.map((key) => {
    const before = shown ? shown[key] : null;
    const rateMoved =
      key === 'vat_amount' && shown !== null && shown.vat_rate !== null && shown.vat_rate !== now.vat_rate;
    const changed = before !== null && (cents(before) !== cents(now[key]) || rateMoved);
    return { key, before, now: now[key], changed };
  });
}

/** The figures to send: those on screen, or a 409's new ones once the customer accepts them. */
export function figuresOf(breakdown: ShownFigures): ShownFigures {
  return {
    amount: breakdown.amount,
    shipment_price: breakdown.shipment_price,
    total_amount: breakdown.total_amount,
  };
}

/** What the cart's payment page shows: its delivery quote (goods before the discount, as the spec's `amount`). */
export function shownFromQuote(quote: ShippingQuote): ShownBreakdown {
  const b = quote.breakdown;
  return {
    amount: b.subtotal,
    shipment_price: quote.shipment_price,
    total_amount: quote.total_amount,
    discount: b.discount,
    vat_amount: b.vat,
    vat_rate: b.vat_rate,
  };
}

/** What a quote's payment shows: its fees (service and tax; nothing is shipped for a fee). */
export function shownFromFees(fees: { service: number; tax: number }): ShownBreakdown {
  return {
    amount: fees.service,
    shipment_price: 0,
    total_amount: Math.round((fees.service + fees.tax) * 100) / 100,
    discount: 0,
    vat_amount: fees.tax,
    vat_rate: null,
  };
}
