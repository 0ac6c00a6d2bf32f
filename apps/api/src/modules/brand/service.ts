import { type Lang, localize } from '@shop/shared';
import type { Brand } from '@shop/shared/api/brand';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { countries } from '../shipping';
import { loadCompany } from '../tax';
import { logoUrl } from './logo';
import type { BrandBody } from './schema';
import { resellerBrands, type SenderBrand } from './table';

type BrandRow = typeof resellerBrands.$inferSelect;

function brandAnswer(row: BrandRow): Brand {
  return {
    brand_name: row.brandName,
    return_address: {
      street: row.street,
      postcode: row.postcode,
      city: row.city,
      province: row.province,
      country: row.countryCode,
    },
    phone: row.phone,
    email: row.email,
    logo_url: logoUrl(row.logoKey),
  };
}

export async function loadBrandRow(db: Db, userId: number): Promise<BrandRow | null> {
  const [row] = await db.select().from(resellerBrands).where(eq(resellerBrands.userId, userId)).limit(1);
  return row ?? null;
}

export async function getBrand(db: Db, userId: number): Promise<Brand | null> {
  const row = await loadBrandRow(db, userId);
  return row ? brandAnswer(row) : null;
}

/** A brand is part of the trade kit: only an account with company details has one. */
async function assertTradeAccount(db: Db, userId: number) {
  if (!(await loadCompany(db, userId))) throw new AppError('business_rule', 'brand.tradeOnly');
}

export async function saveBrand(db: Db, userId: number, body: BrandBody): Promise<Brand> {
  await assertTradeAccount(db, userId);
  const [country] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.code, body.country))
    .limit(1);
  if (!country) throw new AppError('validation_error', 'brand.unknownCountry');
  const values = {
    brandName: body.brand_name,
    street: body.street,
    postcode: body.postcode,
    city: body.city,
    province: body.province,
    countryCode: body.country,
    phone: body.phone,
    email: body.email,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(resellerBrands)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: resellerBrands.userId, set: values })
    .returning();
  if (!row) throw new Error('brand upsert returned nothing');
  return brandAnswer(row);
}

/** Points the brand at a stored logo (the old file stays: placed orders may still show it). */
export async function setBrandLogo(db: Db, userId: number, logoKey: string): Promise<Brand> {
  await assertTradeAccount(db, userId);
  const [row] = await db
    .update(resellerBrands)
    .set({ logoKey, updatedAt: new Date() })
    .where(eq(resellerBrands.userId, userId))
    .returning();
  if (!row) throw new AppError('business_rule', 'brand.saveFirst');
  return brandAnswer(row);
}

export async function removeBrand(db: Db, userId: number): Promise<void> {
  await db.delete(resellerBrands).where(eq(resellerBrands.userId, userId));
}

/**
 * The brand as an order or quote keeps it, in the given language (the country's name), or
 * null when the account has none. `db` may be a transaction.
 */
export async function senderBrandOf(db: Db, userId: number, lang: Lang): Promise<SenderBrand | null> {
  // One statement: payment's start transaction reads it and is kept short (decision 040).
  const [found] = await db
    .select({ row: resellerBrands, countryName: countries.name })
    .from(resellerBrands)
    .leftJoin(countries, eq(countries.code, resellerBrands.countryCode))
    .where(eq(resellerBrands.userId, userId))
    .limit(1);
  if (!found) return null;
  const { row, countryName } = found;
  return {
    name: row.brandName,
    addressLines: [
      row.street,
      `${row.postcode} ${row.city}`,
      row.province,
      countryName ? localize(countryName, lang) : row.countryCode,
    ].filter(Boolean),
    phone: row.phone,
    email: row.email,
    logoKey: row.logoKey,
  };
}
