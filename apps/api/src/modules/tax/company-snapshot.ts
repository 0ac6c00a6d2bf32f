import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { CompanySnapshot } from '../../lib/order-snapshots';
import { countries } from '../shipping';
import type { CompanyRow } from './company';

/** The buyer's company as an order and its invoice keep it (an issued invoice never changes). */
export async function snapshotCompany(db: Db, company: CompanyRow): Promise<CompanySnapshot> {
  const [country] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.code, company.countryCode))
    .limit(1);
  return {
    name: company.companyName,
    taxId: company.taxId,
    address: {
      street: company.street,
      postcode: company.postcode,
      city: company.city,
      province: company.province,
      countryCode: company.countryCode,
    },
    countryName: country?.name ?? { en: company.countryCode, ar: company.countryCode },
  };
}
