import type { ShippingRegion } from '../shipping-regions';
import { estimateDelivery, formatCivilDate, nextWorkingDay, parseCivilDate } from './delivery';

/**
 * Working days the courier takes from our dispatch in Málaga to each shipping region
 * (docs/product.md#delivery-estimate plus our carriers' published transit times). Null: no
 * courier quote (rest of world is quoted by hand).
 */
export const COURIER_DAYS: Readonly<Record<ShippingRegion, number | null>> = {
  es_mainland: 1,
  es_non_mainland: 3,
  uk_mainland: 3,
  europe_mainland: 3,
  switzerland: 4,
  scandinavia: 4,
  rest_of_world: null,
};

/** Where a quote is counted to when the customer has not chosen a country: the shop's home market. */
export const DEFAULT_DELIVERY_REGION: ShippingRegion = 'es_mainland';

/** Production never takes less than one working day, however many options speed it up. */
export const MIN_PRODUCTION_DAYS = 1;

/**
 * Working days of production for a product with the chosen options: its turnaround less the
 * largest saving of any chosen option (two express options do not add up).
 */
export function productionDays(
  turnaroundDays: number,
  options: readonly { productionDaysSaved?: number | null }[],
): number {
  const saved = options.reduce((most, o) => Math.max(most, Math.floor(o.productionDaysSaved ?? 0)), 0);
  return Math.max(MIN_PRODUCTION_DAYS, Math.floor(turnaroundDays) - saved);
}

export type DeliveryPlan = {
  productionDays: number;
  /** Null when the region has no courier quote. */
  courierDays: number | null;
  /** Last day of production, when the parcel leaves ("YYYY-MM-DD", Madrid). */
  shipsOn: string;
  /** When the courier delivers; null without a courier quote. */
  deliveredBy: string | null;
};

/**
 * "Delivered by …": production counted in working days from the order (13:00 Madrid cutoff),
 * then the courier's working days for the region; weekends and Spanish national holidays
 * count for neither (our carriers do not deliver on them).
 */
export function planDelivery(
  now: Date,
  input: {
    productionDays: number;
    region: ShippingRegion;
    /** The staff-kept courier table (shipping_rates.courier_days); COURIER_DAYS when not given. */
    courierDays?: CourierDaysTable;
  },
): DeliveryPlan {
  const shipsOn = estimateDelivery(now, input.productionDays);
  const courierDays = courierDaysFor(input.region, input.courierDays);
  return {
    productionDays: input.productionDays,
    courierDays,
    shipsOn,
    deliveredBy: deliveredByFrom(shipsOn, courierDays),
  };
}

/** Courier working days per region as staff keep them; a region missing falls back to COURIER_DAYS. */
export type CourierDaysTable = Partial<Record<ShippingRegion, number | null>>;

export function courierDaysFor(region: ShippingRegion, table?: CourierDaysTable): number | null {
  const days = table && region in table ? table[region] : COURIER_DAYS[region];
  return days === undefined ? null : days;
}

/** The courier's delivery day after dispatch on `dispatchBy`; null without a courier quote. */
export function deliveredByFrom(dispatchBy: string, courierDays: number | null): string | null {
  if (courierDays === null) return null;
  let day = parseCivilDate(dispatchBy);
  for (let i = 0; i < Math.max(0, Math.floor(courierDays)); i += 1) day = nextWorkingDay(day);
  return formatCivilDate(day);
}

/**
 * Working days of production of a paid service quote (design and print work has no product
 * turnaround): the shop's usual promise, "5-6 working days" (docs/product.md#delivery-estimate).
 */
export const SERVICE_PRODUCTION_DAYS = 5;

/** The promise kept on an order: when it leaves the shop and when the courier delivers it. */
export type DeliveryPromise = {
  /** Civil date in Madrid ("YYYY-MM-DD"). */
  dispatchBy: string;
  /** Null when the region has no courier quote. */
  deliveredBy: string | null;
};

export type PromiseLine = {
  /** As productionDays() gives them: turnaround less express savings (vinyl's turnaround is shorter). */
  productionDays: number;
  /**
   * When production may start, if later than the order: a line whose proof must be approved
   * first starts at the approval (same 13:00 cutoff). Null or absent: at the order.
   */
  productionStartsAt?: Date | null;
};

/**
 * The promise of one line ordered at `orderedAt`: production counted in Spanish working days
 * from the order (or the proof's approval, whichever is later) with the 13:00 Madrid cutoff,
 * then the courier's working days to the region.
 */
export function promiseForLine(
  orderedAt: Date,
  line: PromiseLine,
  courierDays: number | null,
): DeliveryPromise {
  const startsAt =
    line.productionStartsAt && line.productionStartsAt.getTime() > orderedAt.getTime()
      ? line.productionStartsAt
      : orderedAt;
  const dispatchBy = estimateDelivery(startsAt, line.productionDays);
  return { dispatchBy, deliveredBy: deliveredByFrom(dispatchBy, courierDays) };
}

/** The promise of an order: its latest line (everything leaves in one parcel). Null without lines. */
export function promiseForOrder(
  orderedAt: Date,
  lines: readonly PromiseLine[],
  courierDays: number | null,
): DeliveryPromise | null {
  let latest: DeliveryPromise | null = null;
  for (const line of lines) {
    const promise = promiseForLine(orderedAt, line, courierDays);
    if (latest === null || promise.dispatchBy > latest.dispatchBy) latest = promise;
  }
  return latest;
}
