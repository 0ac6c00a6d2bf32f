import { destinationCode, isAddressCountryCode, isSpanishPostcode } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countries } from '../shipping';

export type CountryRow = typeof countries.$inferSelect;

/**
 * The country of a postal address: one of GET /api/countries by its ISO code (not a
 * sub-region such as ES-CN, which the postcode decides), with a Spanish postcode of five
 * digits for Spain. A 422 naming the field otherwise.
 */
export async function checkPostal(db: Db, countryCode: string, postcode: string): Promise<CountryRow> {
  const code = countryCode.trim().toUpperCase();
  const [row] = isAddressCountryCode(code)
    ? await db.select().from(countries).where(eq(countries.code, code)).limit(1)
    : [];
  if (!row) throw new AppError('business_rule', 'tax.countryUnknown', { code: countryCode });
  if (code === 'ES' && !isSpanishPostcode(postcode)) throw new AppError('business_rule', 'tax.postcodeSpain');
  return row;
}

/**
 * The destination row (delivery rate and VAT area) of an address: its country refined by
 * postcode (Balearics, Canaries, Ceuta, Melilla, Northern Ireland), or the country itself
 * when no sub-region row exists.
 */
export async function destinationOf(
  db: Db,
  countryCode: string,
  postcode: string,
): Promise<CountryRow | null> {
  const code = destinationCode(countryCode, postcode);
  const rows = await db.select().from(countries).where(eq(countries.code, code)).limit(1);
  if (rows[0]) return rows[0];
  const [country] = await db.select().from(countries).where(eq(countries.code, countryCode)).limit(1);
  return country ?? null;
}
