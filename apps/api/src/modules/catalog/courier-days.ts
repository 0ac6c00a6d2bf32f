import type { CourierDaysTable } from '@shop/shared/pricing/delivered-by';
import type { Db } from '../../db/client';

/** Where the staff's courier days come from (shipping's cached read); the shared defaults until one registers. */
export type CourierDaysSource = (db: Db) => Promise<CourierDaysTable>;

let source: CourierDaysSource | null = null;

/**
 * Shipping keeps the courier days and sits above the catalogue (it imports categories), so it
 * registers its read here rather than the catalogue importing it (docs/decisions/030-module-walls.md).
 */
export function registerCourierDays(read: CourierDaysSource): void {
  source = read;
}

/** The courier days a quote counts with; undefined: the shared COURIER_DAYS. */
export async function courierDaysOf(db: Db): Promise<CourierDaysTable | undefined> {
  return source ? source(db) : undefined;
}
