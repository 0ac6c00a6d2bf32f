/**
 * The buyer's purchase-order number (PO), given when paying a cart or a service quote and
 * printed on the invoice and the packing list. One rule for the server and the checkout form.
 */

/**
 * At most 35 characters: the longest reference a SEPA transfer's structured remittance and an
 * EDIFACT/EDI order reference (an1..35) carry, so the buyer's accounts can match our invoice
 * by it without cutting it.
 */
export const PO_NUMBER_MAX = 35;

/** Any Unicode "other" character (control, format such as bidi marks, surrogate, private use, unassigned). */
const NOT_PRINTABLE = /\p{C}/u;

export type PoNumberCheck =
  | { ok: true; value: string | null }
  | { ok: false; reason: 'tooLong' | 'notPrintable' };

/**
 * The PO number as stored: trimmed, null when empty or absent; refused when longer than
 * PO_NUMBER_MAX characters (code points) or holding a character that does not print.
 */
export function checkPoNumber(raw: string | null | undefined): PoNumberCheck {
  const value = (raw ?? '').trim();
  if (value === '') return { ok: true, value: null };
  if (NOT_PRINTABLE.test(value)) return { ok: false, reason: 'notPrintable' };
  if ([...value].length > PO_NUMBER_MAX) return { ok: false, reason: 'tooLong' };
  return { ok: true, value };
}
