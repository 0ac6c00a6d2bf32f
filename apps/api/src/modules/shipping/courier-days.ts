import type { ShippingRegion } from '@shop/shared';
import { COURIER_DAYS, type CourierDaysTable } from '@shop/shared/pricing/delivered-by';
import type { Db } from '../../db/client';
import { READ_CACHE_TTL_MS, readCacheGeneration } from '../../lib/read-cache';
import { TtlCache } from '../../lib/ttl-cache';
import { shippingRates } from './table';

/**
 * Courier working days per region as staff keep them (`shipping_rates.courier_days`), through
 * the read cache: a quote or a payment's promise costs no query once it is warm, and a staff
 * write empties it (lib/read-cache.ts). A region without a row keeps the shared default.
 */
const cache = new TtlCache<'all', CourierDaysTable>(READ_CACHE_TTL_MS, Date.now, readCacheGeneration);

export function courierDaysTable(db: Db): Promise<CourierDaysTable> {
  return cache.get('all', async () => {
    const rows = await db
      .select({ region: shippingRates.region, courierDays: shippingRates.courierDays })
      .from(shippingRates);
    const table: CourierDaysTable = { ...COURIER_DAYS };
    for (const row of rows) table[row.region as ShippingRegion] = row.courierDays;
    return table;
  });
}
