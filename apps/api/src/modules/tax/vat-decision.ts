import type { Lang, VatRegion } from '@shop/shared';
import { decideVat, type VatCheckResult, type VatDecision, type VatReason } from '@shop/shared/checkout';
import { translate } from '../../lib/messages';
import { type CompanyRow, isForeignEuVatNumber, vatNumberOf } from './company';
import type { VatNumberChecker } from './vat-checker';

/** The VAT decision of an order, with the check it rested on (kept on the order and its invoice). */
export type VatSnapshot = {
  reason: VatReason;
  reverseCharge: boolean;
  /** The VAT number checked and what the check said, when one was. */
  vatNumber: string | null;
  check: VatCheckResult | null;
  checkedBy: 'format_only' | 'vies' | null;
};
export type BuyerVat = { decision: VatDecision; snapshot: VatSnapshot };

/**
 * Asks the checker about the buyer's VAT number when the answer can matter: a foreign EU
 * number and an EU destination. Null otherwise (no check needed).
 */
export async function checkBuyerNumber(
  checker: VatNumberChecker,
  company: CompanyRow | null,
  region: VatRegion,
): Promise<{ taxId: string; result: VatCheckResult } | null> {
  if (!company || region !== 'eu' || !isForeignEuVatNumber(company)) return null;
  return { taxId: company.taxId, result: await checker.check(company.vatCountry, vatNumberOf(company)) };
}

/**
 * The VAT of an order for this buyer and destination. `checked` is the checker's answer
 * (made before the paying transaction: no HTTP call under a row lock); an answer about
 * another number than the one saved now counts as "could not be checked" (fail closed).
 */
export function buyerVat(
  checker: VatNumberChecker,
  company: CompanyRow | null,
  region: VatRegion,
  checked: { taxId: string; result: VatCheckResult } | null,
): BuyerVat {
  const vatNumber = company?.taxIdKind === 'eu_vat' ? company.taxId : null;
  const check: VatCheckResult | null =
    vatNumber === null
      ? null
      : checked && checked.taxId === vatNumber
        ? checked.result
        : needsCheck(company, region);
  const decision = decideVat(region, {
    vatCountry: vatNumber === null ? null : (company?.vatCountry ?? null),
    check,
  });
  return {
    decision,
    snapshot: {
      reason: decision.reason,
      reverseCharge: decision.reverseCharge,
      vatNumber,
      check,
      checkedBy: check === null ? null : checker.kind,
    },
  };
}

/** Without a fresh answer: only a foreign number shipped within the EU needed one. */
function needsCheck(company: CompanyRow | null, region: VatRegion): VatCheckResult {
  return company && region === 'eu' && isForeignEuVatNumber(company) ? 'unavailable' : 'format_only';
}

/** The reason a customer reads next to the VAT line. */
export function vatReasonText(vat: BuyerVat, lang: Lang): string {
  return translate(`vat.reason.${vat.decision.reason}`, lang, { vat: vat.snapshot.vatNumber ?? '' });
}
