import type { cartLines } from './table';

type QuotedFields = Pick<
  typeof cartLines.$inferSelect,
  'quoteId' | 'quotedUnitCents' | 'quotedTotalCents' | 'quotedUntil'
>;

/**
 * The price a cart line costs now: a line reopened from a saved quote costs the quote's price
 * while the quote is valid (the catalogue still decides whether the product and options are
 * sold at all); after that, and for every other line, the catalogue's price. The cart answer,
 * the checkout's totals and payment all price through here, so the amount charged is the one
 * the customer saw (docs/decisions/055-reseller-brand-and-saved-quotes.md).
 */
export function linePrice(
  line: QuotedFields,
  catalogue: { unitCents: number; totalCents: number },
  now: Date,
): { unitCents: number; totalCents: number; quoteId: number | null } {
  if (
    line.quoteId !== null &&
    line.quotedUnitCents !== null &&
    line.quotedTotalCents !== null &&
    line.quotedUntil !== null &&
    now.getTime() <= line.quotedUntil.getTime()
  ) {
    return { unitCents: line.quotedUnitCents, totalCents: line.quotedTotalCents, quoteId: line.quoteId };
  }
  return { unitCents: catalogue.unitCents, totalCents: catalogue.totalCents, quoteId: null };
}
