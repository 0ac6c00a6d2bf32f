import { centsToEuros, formatEuros, type Lang, localize } from '@shop/shared';
import {
  type CartTotals,
  type CouponRule,
  cartTotals,
  checkCoupon,
  isVatRefusal,
  type ShippingRate,
  type TotalsLine,
} from '@shop/shared/checkout';
import { courierDaysFor, deliveredByFrom } from '@shop/shared/pricing/delivered-by';
import type { ShippingRegion } from '@shop/shared/shipping-regions';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { READ_CACHE_TTL_MS, readCacheGeneration } from '../../lib/read-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { addresses } from '../addresses';
import { carts, forgetCart, viewCart } from '../cart';
import type { CatalogProduct, CategoryRow } from '../catalog';
import { getCatalog } from '../catalog';
import { coupons } from '../coupons';
import { orders } from '../orders';
import { countries, courierDaysTable, shippingRates } from '../shipping';
import type { VatNumberChecker } from '../tax';
import { type BuyerVat, buyerVat, checkBuyerNumber, destinationOf, loadCompany, vatReasonText } from '../tax';

export type CountryRow = typeof countries.$inferSelect;
type AddressRow = typeof addresses.$inferSelect;
export type CouponRow = typeof coupons.$inferSelect;

/** What delivery needs from a priced line of a product. */
export function totalsLine(
  line: { quantity: number; widthCm: number | null; heightCm: number | null; totalCents: number },
  product: CatalogProduct,
  category: CategoryRow | undefined,
): TotalsLine {
  return {
    quantity: line.quantity,
    widthCm: line.widthCm,
    heightCm: line.heightCm,
    largeProduct: product.large,
    excludedFromFree: category?.excludedFromFreeShipping ?? false,
    weightGrams: product.weightGrams,
    totalCents: line.totalCents,
  };
}

export async function listCountries(db: Db, lang: Lang) {
  const rows = await db
    .select({ country: countries, quote: shippingRates.quoteAvailable })
    .from(countries)
    .leftJoin(shippingRates, eq(shippingRates.region, countries.shippingRegion))
    .orderBy(asc(countries.sortOrder), asc(countries.id));
  return rows.map(({ country, quote }) => ({
    id: country.id,
    name: localize(country.name, lang),
    code: country.code,
    region: country.shippingRegion,
    vat_region: country.vatRegion,
    quote_available: quote ?? false,
  }));
}

/** A destination with its price list; 404 for an unknown country. */
export async function loadDestination(
  db: Db,
  countryId: number,
): Promise<{ country: CountryRow; rate: ShippingRate }> {
  const [row] = await db
    .select({ country: countries, rate: shippingRates })
    .from(countries)
    .leftJoin(shippingRates, eq(shippingRates.region, countries.shippingRegion))
    .where(eq(countries.id, countryId))
    .limit(1);
  if (!row) throw new AppError('not_found', 'shipping.countryNotFound');
  const rate: ShippingRate = row.rate ?? {
    region: row.country.shippingRegion,
    quoteAvailable: false,
    standardCents: null,
    largeCents: null,
    freeOverCents: null,
    perKgCents: 0,
  };
  return { country: row.country, rate };
}

/**
 * Where an order goes: an own address with a country (its country and postcode decide:
 * Balearics, Canaries, Ceuta, Melilla by postcode), else the country picked separately (the
 * cart page's estimate, or an address saved as free text before countries were asked).
 * Someone else's address is 404.
 */
export async function resolveDestination(
  db: Db,
  userId: number,
  choice: { addressId?: number | undefined; countryId?: number | undefined },
  /** Payment reads the price list fresh; the estimates may use the read cache. */
  fresh = false,
): Promise<{ country: CountryRow; rate: ShippingRate; address: AddressRow | null }> {
  let address: AddressRow | null = null;
  if (choice.addressId !== undefined) {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, choice.addressId), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) throw new AppError('not_found', 'addresses.notFound');
    address = row;
    if (row.countryCode !== null) {
      return { ...(await addressDestination(db, { ...row, countryCode: row.countryCode }, fresh)), address };
    }
  }
  if (choice.countryId === undefined) throw new AppError('business_rule', 'addresses.countryNeeded');
  return { ...(await destinationsOrFresh(db, choice.countryId, fresh)), address };
}

/**
 * The destination of an address already read (with its country): a payment reads the
 * customer's address once and passes it down (docs/decisions/040-payment-finish-cost.md).
 */
export async function addressDestination(
  db: Db,
  address: Pick<AddressRow, 'postcode'> & { countryCode: string },
  fresh = false,
): Promise<{ country: CountryRow; rate: ShippingRate }> {
  const country = await destinationOf(db, address.countryCode, address.postcode);
  if (!country) throw new AppError('business_rule', 'tax.countryUnknown', { code: address.countryCode });
  return destinationsOrFresh(db, country.id, fresh);
}

/** The cart page's estimate reads destinations from the read cache; payment reads them fresh. */
function destinationsOrFresh(db: Db, countryId: number, fresh: boolean) {
  return fresh
    ? loadDestination(db, countryId)
    : destinations.get(countryId, () => loadDestination(db, countryId));
}

/** Destinations for quotes (payment reads them fresh); staff writes empty it, see lib/read-cache. */
export const destinations = new TtlCache<number, Awaited<ReturnType<typeof loadDestination>>>(
  READ_CACHE_TTL_MS,
  Date.now,
  readCacheGeneration,
);

export function couponRule(row: CouponRow): CouponRule {
  return {
    percentOff: row.percentOff,
    active: row.active,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    usageLimit: row.usageLimit,
    usedCount: row.usedCount,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    minSubtotalCents: row.minSubtotalCents,
  };
}

/**
 * How many orders a customer paid with a coupon (0 without a per-customer limit: not asked).
 * Payment reads it under the coupon's row lock, like the total count.
 */
export async function customerCouponUses(db: Db, userId: number, row: CouponRow): Promise<number> {
  if (row.maxUsesPerCustomer === null) return 0;
  const [uses] = await db
    .select({ value: count() })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.couponId, row.id)));
  return uses?.value ?? 0;
}

/** The 422 of a coupon that does not apply, with the reason in the caller's language. */
export function couponError(
  row: CouponRow,
  subtotalCents: number,
  now: Date,
  lang: Lang,
  customerUses = 0,
): AppError | null {
  const check = checkCoupon(couponRule(row), subtotalCents, now, customerUses);
  if (check.ok) return null;
  const params: Record<string, string> =
    check.reason === 'min_subtotal' ? { min: formatEuros(row.minSubtotalCents, lang) } : {};
  return new AppError('business_rule', `coupon.${check.reason}` as MessageKey, params);
}

/** Whether a code applies to the caller's cart now: its code and percentage, else the 422. */
export async function checkCouponForCart(db: Db, userId: number, lang: Lang, name: string, now = new Date()) {
  const code = name.trim().toUpperCase();
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  if (!row) throw new AppError('business_rule', 'coupon.unknown');
  const view = await viewCart(db, userId, lang, now);
  if (view.lines.length === 0) throw new AppError('business_rule', 'cart.empty');
  const subtotalCents = view.lines.reduce((sum, l) => sum + l.totalCents, 0);
  const error = couponError(row, subtotalCents, now, lang, await customerCouponUses(db, userId, row));
  if (error) throw error;
  return { id: row.id, code: row.code, percent: row.percentOff };
}

/** POST /api/coupon (and a same-origin or bearer GET): checks a code and keeps it on the cart. */
export async function applyCoupon(db: Db, userId: number, lang: Lang, name: string, now = new Date()) {
  const { id, ...coupon } = await checkCouponForCart(db, userId, lang, name, now);
  await db.update(carts).set({ couponId: id, updatedAt: now }).where(eq(carts.userId, userId));
  forgetCart(userId);
  return coupon;
}

export async function removeCoupon(db: Db, userId: number) {
  await db.update(carts).set({ couponId: null, updatedAt: new Date() }).where(eq(carts.userId, userId));
  forgetCart(userId);
}

export type QuoteAnswer = ReturnType<typeof quoteAnswer>;

/** The spec's shipment answer plus the whole breakdown the checkout shows. */
export function quoteAnswer(
  countryId: number,
  totals: CartTotals,
  coupon: { code: string; percent: number } | null,
  vat: BuyerVat,
  lang: Lang,
  promise: { dispatchBy: string | null; deliveredBy: string | null } = {
    dispatchBy: null,
    deliveredBy: null,
  },
) {
  const shipping = totals.shipping.available ? totals.shipping : null;
  return {
    shipment_price: centsToEuros(shipping?.shippingCents ?? 0),
    country_id: countryId,
    dispatch_by: promise.dispatchBy,
    delivered_by: promise.deliveredBy,
    total_amount: centsToEuros(totals.totalCents),
    breakdown: {
      subtotal: centsToEuros(totals.subtotalCents),
      discount: centsToEuros(totals.discountCents),
      discount_percent: totals.discountPercent,
      goods: centsToEuros(totals.goodsCents),
      shipping: centsToEuros(shipping?.shippingCents ?? 0),
      vat_rate: totals.vatRateBasisPoints / 100,
      vat: centsToEuros(totals.vatCents),
      total: centsToEuros(totals.totalCents),
      free_shipping: shipping?.free ?? false,
      free_shipping_threshold:
        shipping?.freeThresholdCents === null || !shipping ? null : centsToEuros(shipping.freeThresholdCents),
      remaining_for_free:
        shipping?.remainingForFreeCents === null || !shipping
          ? null
          : centsToEuros(shipping.remainingForFreeCents),
      free_shipping_blocked_by_category: shipping?.freeBlockedByCategory ?? false,
      large: shipping?.large ?? false,
      by_weight: shipping?.byWeight ?? false,
      weight_kg: shipping?.weightKg ?? 0,
      coupon,
      vat_reason: vat.decision.reason,
      vat_reason_text: vatReasonText(vat, lang),
      reverse_charge: vat.decision.reverseCharge,
      vat_warning: isVatRefusal(vat.decision.reason),
    },
  };
}

/**
 * POST /api/shipments/calculate: the cart's bill for a destination, priced now (catalogue
 * read cache: payment re-prices from the database). The country is kept on the cart. A
 * coupon that no longer applies is left out (and said so at payment).
 */
export async function calculateShipment(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  lang: Lang,
  choice: { countryId?: number | undefined; addressId?: number | undefined },
  now = new Date(),
) {
  const { country, rate } = await resolveDestination(db, userId, choice);
  if (!rate.quoteAvailable) {
    throw new AppError('business_rule', 'shipping.unavailable', { country: localize(country.name, lang) });
  }
  const view = await viewCart(db, userId, lang, now);
  if (view.lines.length === 0) throw new AppError('business_rule', 'cart.empty');
  const snapshot = await getCatalog(db);
  const lines = view.lines.map((line) => {
    const product = snapshot.products.get(line.product_id);
    const priced = {
      quantity: line.quantity,
      widthCm: line.width,
      heightCm: line.height,
      totalCents: line.totalCents,
    };
    return product
      ? totalsLine(priced, product, snapshot.categoryById.get(product.categoryId))
      : { ...priced, largeProduct: false, excludedFromFree: false, weightGrams: 0 };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const held = view.couponRow;
  const coupon =
    held && !couponError(held, subtotalCents, now, lang, await customerCouponUses(db, userId, held))
      ? held
      : null;
  const company = await loadCompany(db, userId);
  const vat = buyerVat(
    checker,
    company,
    country.vatRegion,
    await checkBuyerNumber(checker, company, country.vatRegion),
  );
  const totals = cartTotals({
    lines,
    couponPercent: coupon?.percentOff ?? null,
    rate,
    vatRegion: country.vatRegion,
    vatRateBasisPoints: vat.decision.rateBasisPoints,
  });
  if (view.cart?.countryId !== country.id) {
    await db.update(carts).set({ countryId: country.id }).where(eq(carts.userId, userId));
    forgetCart(userId);
  }
  return quoteAnswer(
    country.id,
    totals,
    coupon ? { code: coupon.code, percent: coupon.percentOff } : null,
    vat,
    lang,
    await cartPromise(db, view.lines, country.shippingRegion),
  );
}

/**
 * The cart's delivery promise for a destination, as the order will keep it when paid now: the
 * latest line's dispatch date and the courier's working days to the region (staff's table).
 */
async function cartPromise(
  db: Db,
  lines: readonly { available?: boolean; estimated_delivery: string }[],
  region: ShippingRegion,
): Promise<{ dispatchBy: string | null; deliveredBy: string | null }> {
  const dates = lines
    .filter((l) => l.available !== false && l.estimated_delivery)
    .map((l) => l.estimated_delivery);
  if (dates.length === 0) return { dispatchBy: null, deliveredBy: null };
  const dispatchBy = dates.reduce((latest, date) => (date > latest ? date : latest));
  return {
    dispatchBy,
    deliveredBy: deliveredByFrom(dispatchBy, courierDaysFor(region, await courierDaysTable(db))),
  };
}

/** Counts a coupon's use at payment (under the row lock taken by the paying transaction). */
export async function consumeCoupon(tx: Db, couponId: number) {
  await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(eq(coupons.id, couponId));
}
