import { centsToEuros, eurosToCents, SHIPPING_REGIONS, type ShippingRegion } from '@shop/shared';
import type { CountryBody, ShippingRateBody } from '@shop/shared/admin-schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unlessTaken } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { invalidateReadCaches } from '../../lib/read-cache';
import { recordAudit } from '../audit';
import { countCountryUses } from './country-use';
import { loadShippingRows } from './rates-service';
import { countries, shippingRates } from './table';

type RateRow = typeof shippingRates.$inferSelect;
type CountryRow = typeof countries.$inferSelect;
type Actor = { actorUserId: number };

const euros = (cents: number | null) => (cents === null ? null : centsToEuros(cents));

export function rateAnswer(row: RateRow) {
  return {
    region: row.region,
    quote_available: row.quoteAvailable,
    standard: euros(row.standardCents),
    large: euros(row.largeCents),
    free_over: euros(row.freeOverCents),
    per_kg: centsToEuros(row.perKgCents),
    courier_days: row.courierDays,
  };
}

export function countryAnswer(row: CountryRow) {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    region: row.shippingRegion,
    vat_region: row.vatRegion,
    sort_order: row.sortOrder,
  };
}

/** Rates per region (in SHIPPING_REGIONS order), countries, and the categories excluded from free delivery. */
export async function getShippingSettings(db: Db) {
  const { rates, countryRows, excluded } = await loadShippingRows(db);
  const order = (region: string) => SHIPPING_REGIONS.indexOf(region as ShippingRegion);
  return {
    rates: rates.sort((a, b) => order(a.region) - order(b.region)).map(rateAnswer),
    countries: countryRows.map(countryAnswer),
    excluded_categories: excluded,
  };
}

/** Sets a region's rates (creating the row if the region had none). */
export async function updateShippingRate(
  db: Db,
  actor: Actor,
  region: ShippingRegion,
  body: ShippingRateBody,
) {
  const values = {
    quoteAvailable: body.quote_available,
    standardCents: body.standard === null ? null : eurosToCents(body.standard),
    largeCents: body.large === null ? null : eurosToCents(body.large),
    freeOverCents: body.free_over === null ? null : eurosToCents(body.free_over),
    perKgCents: eurosToCents(body.per_kg),
    ...(body.courier_days === undefined ? {} : { courierDays: body.courier_days }),
  };
  const saved = await db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.region, region))
      .for('update');
    const [row] = await tx
      .insert(shippingRates)
      .values({ region, ...values })
      .onConflictDoUpdate({ target: shippingRates.region, set: values })
      .returning();
    if (!row) throw new Error('shipping rate upsert returned nothing');
    const after = rateAnswer(row);
    await recordAudit(tx, {
      ...actor,
      action: before ? 'update' : 'create',
      entity: 'shipping_rate',
      entityId: region,
      before: before ? rateAnswer(before) : null,
      after,
    });
    return after;
  });
  invalidateReadCaches();
  return saved;
}

function countryValues(body: CountryBody) {
  return {
    code: body.code,
    name: body.name,
    shippingRegion: body.region,
    vatRegion: body.vat_region,
    sortOrder: body.sort_order,
  };
}

const withCode = <T>(code: string, write: () => Promise<T>) =>
  unlessTaken('admin.codeTaken', { code }, write);

export async function createCountry(db: Db, actor: Actor, body: CountryBody) {
  const created = await withCode(body.code, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(countries).values(countryValues(body)).returning();
      if (!row) throw new Error('country insert returned nothing');
      const after = countryAnswer(row);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'country', entityId: row.id, after });
      return after;
    }),
  );
  invalidateReadCaches();
  return created;
}

export async function updateCountry(db: Db, actor: Actor, id: number, body: CountryBody) {
  const updated = await withCode(body.code, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'admin.notFound');
      const [row] = await tx
        .update(countries)
        .set(countryValues(body))
        .where(eq(countries.id, id))
        .returning();
      if (!row) throw new Error('country vanished under lock');
      const after = countryAnswer(row);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'country',
        entityId: id,
        before: countryAnswer(before),
        after,
      });
      return after;
    }),
  );
  invalidateReadCaches();
  return updated;
}

/** Deletes a country no order or cart refers to (409 otherwise: move it to another region instead). */
export async function deleteCountry(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(countries).where(eq(countries.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    if ((await countCountryUses(tx, id)) > 0) throw new AppError('conflict', 'admin.countryInUse');
    await tx.delete(countries).where(eq(countries.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'country',
      entityId: id,
      before: countryAnswer(before),
    });
  });
  invalidateReadCaches();
}
