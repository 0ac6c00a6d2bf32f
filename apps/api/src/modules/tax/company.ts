import { type Lang, localize } from '@shop/shared';
import type { VatCheckResult } from '@shop/shared/checkout';
import { parseTaxId, type TaxIdProblem } from '@shop/shared/tax-id';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import { countries } from '../shipping';
import { checkPostal } from './postal';
import type { Company, CompanyBody } from './schema';
import { companyDetails } from './table';
import type { VatNumberChecker } from './vat-checker';

export type CompanyRow = typeof companyDetails.$inferSelect;

/** Whether a saved tax id is an EU VAT number that VIES can confirm for reverse charge. */
export function isForeignEuVatNumber(row: Pick<CompanyRow, 'taxIdKind' | 'vatCountry'>): boolean {
  return row.taxIdKind === 'eu_vat' && row.vatCountry !== 'ES';
}

/** The number without its prefix, as VIES takes it. */
export function vatNumberOf(row: Pick<CompanyRow, 'taxId' | 'vatCountry'>): string {
  return row.taxId.slice(row.vatCountry.length);
}

export async function loadCompany(db: Db, userId: number): Promise<CompanyRow | null> {
  const [row] = await db.select().from(companyDetails).where(eq(companyDetails.userId, userId)).limit(1);
  return row ?? null;
}

async function toCompany(db: Db, row: CompanyRow, checker: VatNumberChecker, lang: Lang): Promise<Company> {
  const [country] = await db
    .select({ name: countries.name })
    .from(countries)
    .where(eq(countries.code, row.countryCode))
    .limit(1);
  return {
    company_name: row.companyName,
    tax_id: row.taxId,
    tax_id_kind: row.taxIdKind,
    vat_country: row.vatCountry,
    vat_check: row.vatCheck,
    vat_checked_at: row.vatCheckedAt.toISOString(),
    vat_checker: checker.kind,
    invoice_address: {
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      province: row.province,
      country: row.countryCode,
      country_name: country ? localize(country.name, lang) : row.countryCode,
    },
  };
}

export async function getCompany(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  lang: Lang,
): Promise<Company | null> {
  const row = await loadCompany(db, userId);
  return row ? toCompany(db, row, checker, lang) : null;
}

/**
 * Saves the company details: the tax id must pass the shared rules (422 naming the
 * problem), the invoice address must be in a known country. A foreign EU VAT number is
 * checked at once, so the profile shows what the checker said; payment checks again.
 */
export async function saveCompany(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  body: CompanyBody,
  lang: Lang,
  now = new Date(),
): Promise<Company> {
  const parsed = parseTaxId(body.tax_id);
  if (!parsed.ok) throw taxIdError(parsed.problem);
  await checkPostal(db, body.country, body.postcode);
  const { taxId } = parsed;
  const check: VatCheckResult =
    taxId.kind === 'eu_vat' && taxId.country !== 'ES'
      ? await checker.check(taxId.country, taxId.number)
      : 'format_only';
  const values = {
    userId,
    companyName: body.company_name,
    taxId: taxId.normalized,
    taxIdKind: taxId.kind,
    vatCountry: taxId.country,
    vatCheck: check,
    vatCheckedAt: now,
    street: body.street,
    postcode: body.postcode,
    city: body.city,
    province: body.province,
    countryCode: body.country,
    updatedAt: now,
  };
  const [row] = await db
    .insert(companyDetails)
    .values(values)
    .onConflictDoUpdate({ target: companyDetails.userId, set: values })
    .returning();
  if (!row) throw new Error('company upsert returned nothing');
  return toCompany(db, row, checker, lang);
}

export async function removeCompany(db: Db, userId: number): Promise<void> {
  await db.delete(companyDetails).where(eq(companyDetails.userId, userId));
}

function taxIdError(problem: TaxIdProblem): AppError {
  const key = `tax.taxId.${problem}` as MessageKey;
  return new AppError('business_rule', key, {}, [{ key }]);
}
