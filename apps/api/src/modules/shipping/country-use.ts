import type { Db } from '../../db/client';

/** Counts the rows of another module that refer to a country (its carts, its orders). */
export type CountryUseCounter = (tx: Db, countryId: number) => Promise<number>;

const counters: CountryUseCounter[] = [];

/**
 * Cart and orders refer to countries and sit above shipping, so they register how to count
 * their rows rather than shipping importing them (docs/decisions/030-module-walls.md).
 */
export function registerCountryUse(counter: CountryUseCounter): void {
  counters.push(counter);
}

/** How many rows of every registered module refer to the country. */
export async function countCountryUses(tx: Db, countryId: number): Promise<number> {
  const counts = await Promise.all(counters.map((counter) => counter(tx, countryId)));
  return counts.reduce((sum, value) => sum + value, 0);
}
