import type { LocalizedText, ShippingRegion, VatRegion } from '@shop/shared';
import { type VatReason, vatOn } from '@shop/shared/checkout';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { CompanySnapshot } from '../../lib/order-snapshots';
import type { AddressRow } from '../addresses';
import type { Totals } from '../payments';
import {
  buyerVat,
  type CountryRow,
  checkBuyerNumber,
  destinationOf,
  loadCompany,
  snapshotCompany,
  type VatNumberChecker,
  type VatSnapshot,
} from '../tax';

/** What a service order's fees are charged: the staff's net fee with the VAT of this buyer and address. */
export type ServiceVat = {
  totals: Totals;
  vat: VatSnapshot;
  vatReason: VatReason;
  vatRegion: VatRegion;
  countryId: number;
  countryName: LocalizedText;
  /** Where the courier goes (the delivery promise); absent in snapshots before migration 0016. */
  shippingRegion?: ShippingRegion;
  company: CompanySnapshot | null;
};
export type ServiceVatCheck = Awaited<ReturnType<typeof checkBuyerNumber>>;

/**
 * Where the work goes, for VAT. A service address may still be free text without a country
 * (docs/product.md#vat): it is taken as Spain, the shop's own country, because charging Spanish
 * VAT that was not due is refundable and zero-rating wrongly leaves the shop owing it
 * (the same "fail closed" as docs/decisions/015-trade-vat.md).
 */
async function destinationFor(db: Db, address: AddressRow | null): Promise<CountryRow> {
  const code = address?.countryCode ?? 'ES';
  const country = await destinationOf(db, code, address?.postcode ?? '');
  if (!country) throw new AppError('business_rule', 'tax.countryUnknown', { code });
  return country;
}

/** The VIES check, before any transaction: an HTTP call must not hold the order's row lock. */
export async function precheckServiceVat(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  address: AddressRow | null,
): Promise<ServiceVatCheck> {
  try {
    const country = await destinationFor(db, address);
    return await checkBuyerNumber(checker, await loadCompany(db, userId), country.vatRegion);
  } catch {
    // The transaction reads the same rows again and answers the same error.
    return null;
  }
}

/**
 * The VAT of a service order's net fees from the same decision as a cart's (destination,
 * company and VAT number, reverse charge, export: docs/decisions/043-invoices-an-accountant-accepts.md),
 * with the company snapshot its invoice carries.
 */
export async function serviceVat(
  db: Db,
  checker: VatNumberChecker,
  input: { userId: number; address: AddressRow | null; netCents: number; checked: ServiceVatCheck },
): Promise<ServiceVat> {
  const country = await destinationFor(db, input.address);
  const company = await loadCompany(db, input.userId);
  const vat = buyerVat(checker, company, country.vatRegion, input.checked);
  const rate = vat.decision.rateBasisPoints;
  const vatCents = vatOn(input.netCents, rate);
  return {
    totals: {
      subtotalCents: input.netCents,
      discountCents: 0,
      shippingCents: 0,
      vatRateBasisPoints: rate,
      vatCents,
      totalCents: input.netCents + vatCents,
    },
    vat: vat.snapshot,
    vatReason: vat.decision.reason,
    vatRegion: country.vatRegion,
    countryId: country.id,
    countryName: country.name,
    shippingRegion: country.shippingRegion,
    company: company ? await snapshotCompany(db, company) : null,
  };
}
