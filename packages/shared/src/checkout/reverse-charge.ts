import type { VatRegion } from '../shipping-regions';
import { SPANISH_VAT_BASIS_POINTS } from './vat';

/**
 * What the VAT-number check said about the buyer's number:
 * - `valid` / `invalid`: VIES answered;
 * - `unavailable`: VIES could not be asked (down, timeout, member state offline);
 * - `format_only`: no registry check is configured, only the format was checked.
 */
export const VAT_CHECK_RESULTS = ['valid', 'invalid', 'unavailable', 'format_only'] as const;
export type VatCheckResult = (typeof VAT_CHECK_RESULTS)[number];

/** Why a rate applies; the storefront and the invoice explain it in the customer's language. */
export const VAT_REASONS = [
  'spain',
  'export',
  'eu_consumer',
  'eu_reverse_charge',
  'eu_vat_invalid',
  'eu_vat_unavailable',
  'eu_vat_format_only',
  'eu_vat_spanish_number',
] as const;
export type VatReason = (typeof VAT_REASONS)[number];

export type VatBuyer = {
  /** The buyer's VAT prefix when their tax id is an EU VAT number ('FR', 'EL', 'ES'…); null for consumers. */
  vatCountry: string | null;
  /** The check of that number; null when there is no number. */
  check: VatCheckResult | null;
};

export type VatDecision = {
  rateBasisPoints: number;
  /** The invoice carries the reverse-charge note (Art. 196 Directive 2006/112/EC). */
  reverseCharge: boolean;
  reason: VatReason;
};

/** Reasons that mean "you asked for reverse charge and did not get it": shown as a warning. */
export function isVatRefusal(reason: VatReason): boolean {
  return (
    reason === 'eu_vat_invalid' ||
    reason === 'eu_vat_unavailable' ||
    reason === 'eu_vat_format_only' ||
    reason === 'eu_vat_spanish_number'
  );
}

/**
 * The VAT of an order (docs/product.md#vat, docs/decisions/015-trade-vat.md):
 * - Spain (mainland and Balearics): 21 %, whoever buys;
 * - exports (outside the EU VAT area, Canaries, Ceuta and Melilla included): 0 %;
 * - another EU country: 0 % with the reverse-charge note only for a business whose VAT
 *   number of another member state VIES confirmed. Everything short of that confirmation
 *   (invalid, VIES unreachable, only the format checked) charges 21 % — "fail closed":
 *   wrongly zero-rating leaves the shop owing the VAT, wrongly charging it is refundable.
 *   A Spanish (ES) number ships to the EU with Spanish VAT: the intra-community exemption
 *   needs a buyer identified in a member state other than Spain.
 */
export function decideVat(region: VatRegion, buyer: VatBuyer): VatDecision {
  const charged = (reason: VatReason): VatDecision => ({
    rateBasisPoints: SPANISH_VAT_BASIS_POINTS,
    reverseCharge: false,
    reason,
  });
  if (region === 'es') return charged('spain');
  if (region === 'export') return { rateBasisPoints: 0, reverseCharge: false, reason: 'export' };
  if (buyer.vatCountry === null || buyer.check === null) return charged('eu_consumer');
  if (buyer.vatCountry === 'ES') return charged('eu_vat_spanish_number');
  switch (buyer.check) {
    case 'valid':
      return { rateBasisPoints: 0, reverseCharge: true, reason: 'eu_reverse_charge' };
    case 'invalid':
      return charged('eu_vat_invalid');
    case 'unavailable':
      return charged('eu_vat_unavailable');
    case 'format_only':
      return charged('eu_vat_format_only');
  }
}
