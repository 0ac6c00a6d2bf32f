import { centsToEuros, type Lang, localize } from '@shop/shared';
import { cartTotals, vatOn, vatRateFor } from '@shop/shared/checkout';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { deliveryPlanFor, getCatalog, type LineRequest, quoteProductLine } from '../catalog';
import { countries, courierDaysTable } from '../shipping';
import { destinations, loadDestination, totalsLine } from './service';

/** Where a configuration is quoted to when the customer has not chosen a country. */
export const DEFAULT_COUNTRY_CODE = 'ES';

async function defaultCountryId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, DEFAULT_COUNTRY_CODE))
    .limit(1);
  if (!row) throw new AppError('not_found', 'shipping.countryNotFound');
  return row.id;
}

/**
 * One configured product, not yet in a cart, priced for a destination with the same rules as
 * the cart (`quoteProductLine`, `cartTotals`): goods, delivery, IVA, total, what is left for
 * free delivery and the delivery date. For the product page and its quote PDF; nothing is
 * stored and no client amount is read.
 */
export async function quoteConfiguration(
  db: Db,
  lang: Lang,
  request: LineRequest & { countryId?: number | undefined },
  now = new Date(),
) {
  const line = await quoteProductLine(db, lang, request, now);
  const { product, selection, options, quote } = line;
  const countryId = request.countryId ?? (await defaultCountryId(db));
  const { country, rate } = await destinations.get(countryId, () => loadDestination(db, countryId));
  const snapshot = await getCatalog(db);
  const totalsInput = totalsLine(
    {
      quantity: quote.quantity,
      widthCm: quote.areaM2 > 0 ? (selection.width ?? null) : null,
      heightCm: quote.areaM2 > 0 ? (selection.height ?? null) : null,
      totalCents: quote.totalCents,
    },
    product,
    snapshot.categoryById.get(product.categoryId),
  );
  const totals = cartTotals({
    lines: [totalsInput],
    couponPercent: null,
    rate,
    vatRegion: country.vatRegion,
  });
  // The staff's courier days (a read-cache entry: no query once warm).
  const delivery = deliveryPlanFor(product, options, country.shippingRegion, now, await courierDaysTable(db));
  const vatRate = vatRateFor(country.vatRegion);
  const goodsVatCents = vatOn(quote.totalCents, vatRate);
  return { ...line, country, countryName: localize(country.name, lang), totals, delivery, goodsVatCents };
}

export type ConfigurationQuote = Awaited<ReturnType<typeof quoteConfiguration>>;

/** The JSON answer of GET /api/shipments/estimate. */
export function configurationQuoteAnswer(q: ConfigurationQuote, lang: Lang) {
  const shipping = q.totals.shipping.available ? q.totals.shipping : null;
  return {
    product_id: q.product.id,
    country: { id: q.country.id, name: q.countryName, code: q.country.code },
    quantity: q.quote.quantity,
    goods: centsToEuros(q.quote.totalCents),
    goods_vat: centsToEuros(q.goodsVatCents),
    goods_with_vat: centsToEuros(q.quote.totalCents + q.goodsVatCents),
    vat_rate: q.totals.vatRateBasisPoints / 100,
    shipping_available: shipping !== null,
    shipping_message: shipping ? null : translate('shipping.unavailable', lang, { country: q.countryName }),
    shipping: shipping
      ? {
          price: centsToEuros(shipping.shippingCents),
          free: shipping.free,
          free_threshold:
            shipping.freeThresholdCents === null ? null : centsToEuros(shipping.freeThresholdCents),
          remaining_for_free:
            shipping.remainingForFreeCents === null ? null : centsToEuros(shipping.remainingForFreeCents),
          blocked_by_category: shipping.freeBlockedByCategory,
          large: shipping.large,
          by_weight: shipping.byWeight,
        }
      : null,
    vat: centsToEuros(q.totals.vatCents),
    total: centsToEuros(q.totals.totalCents),
    production_days: q.delivery.productionDays,
    courier_days: q.delivery.courierDays,
    ships_on: q.delivery.shipsOn,
    delivered_by: q.delivery.deliveredBy,
  };
}
