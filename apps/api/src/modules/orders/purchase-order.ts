import { checkPoNumber, PO_NUMBER_MAX } from '@shop/shared/purchase-order';
import { AppError } from '../../lib/errors';

/**
 * The `po_number` of a payment request (POST /api/payment, POST /api/buy/service, and any
 * later order-creating API: they call this before anything is priced or charged) as the order
 * stores it: trimmed, null when empty; longer than PO_NUMBER_MAX or with a character that does
 * not print (a tab, a line break, a bidi mark) is a 422 in the caller's language.
 */
export function purchaseOrderNumber(raw: string | null | undefined): string | null {
  const checked = checkPoNumber(raw);
  if (checked.ok) return checked.value;
  throw new AppError(
    'business_rule',
    checked.reason === 'tooLong' ? 'orders.poNumberTooLong' : 'orders.poNumberNotPrintable',
    { max: PO_NUMBER_MAX },
  );
}
