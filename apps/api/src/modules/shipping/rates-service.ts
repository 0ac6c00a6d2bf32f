import { centsToEuros, type Lang, localize, SHIPPING_REGIONS } from '@shop/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { categories } from '../catalog';
import type { ShippingRates } from './rates-schema';
import { countries, shippingRates } from './table';

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

/**
 * The rows of the delivery price list: rates, countries in their order, and the categories
 * never delivered free. The storefront's price list and the back-office read the same rows.
 */
export async function loadShippingRows(db: Db) {
  const [rates, countryRows, excluded] = await Promise.all([
    db.select().from(shippingRates),
    db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.id)),
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(eq(categories.excludedFromFreeShipping, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
  ]);
  return { rates, countryRows, excluded };
}

/**
 * The delivery price list as staff keep it (shipping_rates and countries), for the delivery
 * policy page and anyone quoting before checkout. Regions follow SHIPPING_REGIONS order.
 */
export async function listShippingRates(db: Db, lang: Lang): Promise<ShippingRates> {
  const { rates, countryRows, excluded } = await loadShippingRows(db);
  const order = (region: string) => SHIPPING_REGIONS.indexOf(region as (typeof SHIPPING_REGIONS)[number]);
  return {
    currency: 'EUR',
    regions: rates
      .sort((a, b) => order(a.region) - order(b.region))
      .map((rate) => ({
        region: rate.region,
        name: translate(`shipping.region.${rate.region}`, lang),
        quoteAvailable: rate.quoteAvailable,
        standard: rate.quoteAvailable ? euros(rate.standardCents) : null,
        large: rate.quoteAvailable ? euros(rate.largeCents) : null,
        freeOver: rate.quoteAvailable ? euros(rate.freeOverCents) : null,
        perKg: rate.quoteAvailable && rate.perKgCents > 0 ? euros(rate.perKgCents) : null,
        countries: countryRows
          .filter((country) => country.shippingRegion === rate.region)
          .map((country) => ({ id: country.id, code: country.code, name: localize(country.name, lang) })),
      })),
    excludedCategories: excluded.map((c) => ({ id: c.id, name: localize(c.name, lang) })),
  };
}
