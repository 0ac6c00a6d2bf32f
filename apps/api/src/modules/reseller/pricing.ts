import type { LocalizedText, VatRegion } from '@shop/shared';
import { centsToEuros, type Lang, localize } from '@shop/shared';
import { cartTotals, type ShippingRate, type VatReason } from '@shop/shared/checkout';
import { courierDaysFor } from '@shop/shared/pricing/delivered-by';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { lineProductionDays, loadSellableProducts, quoteForProduct } from '../catalog';
import { type OptionSnapshot, type PromiseInput, paidPromise } from '../orders';
import { courierDaysTable, shippingRates } from '../shipping';
import {
  buyerVat,
  checkBuyerNumber,
  checkPostal,
  destinationOf,
  loadCompany,
  type VatNumberChecker,
  type VatSnapshot,
} from '../tax';

export type ResellerLineRequest = {
  product_id: number;
  width?: number | undefined;
  height?: number | undefined;
  quantity: number;
  options: number[];
};

export type Destination = { country: string; postcode: string };

/** One priced line, kept in a stored quote (the shape an order line is written from). */
export type PricedLine = {
  productId: number;
  title: LocalizedText;
  quantity: number;
  widthCm: number | null;
  heightCm: number | null;
  optionIds: number[];
  options: OptionSnapshot[];
  unitPriceCents: number;
  totalCents: number;
  charges: {
    itemsCents: number;
    discountPercent: number;
    discountCents: number;
    fixed: { optionId: number; cents: number }[];
  };
};

/** Lines, destination and totals priced on the server; a stored quote keeps exactly this. */
export type PricedQuote = {
  lines: PricedLine[];
  destination: Destination;
  countryId: number;
  countryName: LocalizedText;
  vatRegion: VatRegion;
  vatReason: VatReason;
  vat: VatSnapshot;
  totals: {
    subtotalCents: number;
    discountCents: number;
    shippingCents: number;
    vatRateBasisPoints: number;
    vatCents: number;
    totalCents: number;
  };
  promise: PromiseInput;
};

const NO_RATE = (region: ShippingRate['region']): ShippingRate => ({
  region,
  quoteAvailable: false,
  standardCents: null,
  largeCents: null,
  freeOverCents: null,
  perKgCents: 0,
});

/**
 * Prices a reseller's lines for a destination with the checkout's own rules: fresh catalogue
 * rows (never the read cache), the same line quote, delivery, trade VAT (reverse charge for a
 * valid EU VAT number, which may ask VIES: call it outside any transaction) and the promise's
 * inputs. A line that cannot be configured so answers 422 naming its position.
 */
export async function priceLines(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  lang: Lang,
  input: { lines: ResellerLineRequest[]; destination: Destination },
): Promise<PricedQuote> {
  const countryRow = await checkPostal(db, input.destination.country, input.destination.postcode);
  const country = (await destinationOf(db, countryRow.code, input.destination.postcode)) ?? countryRow;
  const [rateRow] = await db
    .select()
    .from(shippingRates)
    .where(eq(shippingRates.region, country.shippingRegion))
    .limit(1);
  const rate: ShippingRate = rateRow ?? NO_RATE(country.shippingRegion);
  if (!rate.quoteAvailable) {
    throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
  }
  const products = await loadSellableProducts(
    db,
    input.lines.map((l) => l.product_id),
  );
  const priced = input.lines.map((line, index) => {
    const product = products.get(line.product_id);
    if (!product) {
      throw new AppError('business_rule', 'reseller.productUnavailable', {
        line: index + 1,
        id: line.product_id,
      });
    }
    try {
      return {
        line,
        ...quoteForProduct(product, lang, {
          optionIds: line.options,
          width: line.width,
          height: line.height,
          quantity: line.quantity,
        }),
      };
    } catch (error) {
      if (error instanceof AppError) {
        throw new AppError(error.code, error.messageKey, error.params, [
          { key: 'reseller.lineRefused', params: { line: index + 1 } },
        ]);
      }
      throw error;
    }
  });
  const company = await loadCompany(db, userId);
  const vat = buyerVat(
    checker,
    company,
    country.vatRegion,
    await checkBuyerNumber(checker, company, country.vatRegion),
  );
  const computed = cartTotals({
    lines: priced.map((p) => ({
      quantity: p.quote.quantity,
      widthCm: p.quote.areaM2 > 0 ? (p.selection.width ?? null) : null,
      heightCm: p.quote.areaM2 > 0 ? (p.selection.height ?? null) : null,
      largeProduct: p.product.large,
      excludedFromFree: p.product.category?.excludedFromFreeShipping ?? false,
      weightGrams: p.product.weightGrams,
      totalCents: p.quote.totalCents,
    })),
    couponPercent: null,
    rate,
    vatRegion: country.vatRegion,
    vatRateBasisPoints: vat.decision.rateBasisPoints,
  });
  if (!computed.shipping.available) {
    throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
  }
  return {
    lines: priced.map((p) => ({
      productId: p.product.id,
      title: p.product.title,
      quantity: p.quote.quantity,
      widthCm: p.quote.areaM2 > 0 ? (p.selection.width ?? null) : null,
      heightCm: p.quote.areaM2 > 0 ? (p.selection.height ?? null) : null,
      optionIds: p.options.map((o) => o.id),
      options: p.options.map((o): OptionSnapshot => {
        const parent = o.parentId === null ? undefined : p.product.optionById.get(o.parentId);
        return {
          id: o.id,
          section: p.product.sectionById.get(o.sectionId)?.name ?? { en: '', ar: '' },
          name: p.product.optionById.get(o.id)?.name ?? { en: '', ar: '' },
          parentName: parent?.name ?? null,
        };
      }),
      unitPriceCents: p.quote.unitCents,
      totalCents: p.quote.totalCents,
      charges: {
        itemsCents: p.quote.itemsCents,
        discountPercent: p.quote.discountPercent,
        discountCents: p.quote.discountCents,
        fixed: p.options
          .filter((o) => o.priceMode === 'fixed')
          .map((o) => ({ optionId: o.id, cents: o.priceAmount })),
      },
    })),
    destination: { country: countryRow.code, postcode: input.destination.postcode },
    countryId: country.id,
    countryName: country.name,
    vatRegion: country.vatRegion,
    vatReason: vat.decision.reason,
    vat: vat.snapshot,
    totals: {
      subtotalCents: computed.subtotalCents,
      discountCents: computed.discountCents,
      shippingCents: computed.shipping.shippingCents,
      vatRateBasisPoints: computed.vatRateBasisPoints,
      vatCents: computed.vatCents,
      totalCents: computed.totalCents,
    },
    promise: {
      productionDays: priced.map((p) => lineProductionDays(p.product, p.options)),
      courierDays: courierDaysFor(country.shippingRegion, await courierDaysTable(db)),
    },
  };
}

/** The JSON of a priced quote: euros, per line and in total, with the dates if ordered `at`. */
export function pricedAnswer(priced: PricedQuote, lang: Lang, at: Date) {
  const dates = paidPromise(at, priced.promise);
  return {
    lines: priced.lines.map((l, index) => ({
      line: index + 1,
      product_id: l.productId,
      title: localize(l.title, lang),
      quantity: l.quantity,
      width: l.widthCm,
      height: l.heightCm,
      options: l.optionIds,
      unit_price: centsToEuros(l.unitPriceCents),
      price: centsToEuros(l.totalCents),
      production_days: priced.promise.productionDays[index] ?? null,
    })),
    destination: { ...priced.destination, country_name: localize(priced.countryName, lang) },
    currency: 'EUR' as const,
    subtotal: centsToEuros(priced.totals.subtotalCents),
    shipping: centsToEuros(priced.totals.shippingCents),
    vat_rate: priced.totals.vatRateBasisPoints / 100,
    vat: centsToEuros(priced.totals.vatCents),
    vat_reason: priced.vatReason,
    total: centsToEuros(priced.totals.totalCents),
    dispatch_by: dates.dispatchBy,
    delivered_by: dates.deliveredBy,
  };
}
