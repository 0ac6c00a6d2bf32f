import { type Cents, roundCents } from '../money';
import type { VatRegion } from '../shipping-regions';

/** Spanish IVA, in basis points (1/100 %). */
export const SPANISH_VAT_BASIS_POINTS = 2100;

/**
 * docs/product.md#vat: Spanish IVA 21 % on goods and shipping for destinations in Spain and
 * the EU; 0 % for exports outside the EU (Canary Islands, Ceuta and Melilla included).
 */
export function vatRateFor(region: VatRegion): number {
  return region === 'export' ? 0 : SPANISH_VAT_BASIS_POINTS;
}

/** VAT on an amount at a rate in basis points, rounded to the cent. */
export function vatOn(amountCents: Cents, rateBasisPoints: number): Cents {
  return roundCents((amountCents * rateBasisPoints) / 10_000);
}
