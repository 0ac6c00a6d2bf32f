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
  input: { productionDays: number; region: ShippingRegion },
): DeliveryPlan {
  const shipsOn = estimateDelivery(now, input.productionDays);
  const courierDays = COURIER_DAYS[input.region];
  if (courierDays === null)
    return { productionDays: input.productionDays, courierDays, shipsOn, deliveredBy: null };
  let day = parseCivilDate(shipsOn);
  for (let i = 0; i < courierDays; i += 1) day = nextWorkingDay(day);
  return { productionDays: input.productionDays, courierDays, shipsOn, deliveredBy: formatCivilDate(day) };
}
