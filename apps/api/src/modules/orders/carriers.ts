import type { CarrierBody } from '@shop/shared/admin-schemas';
import { trackingLink } from '@shop/shared/carriers';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { carriers } from './table';

type CarrierRow = typeof carriers.$inferSelect;

export function carrierAnswer(row: CarrierRow) {
  return { id: row.id, name: row.name, tracking_url: row.trackingUrl, active: row.active };
}

/** Every carrier, active first, then by name (the back-office's list and the dispatch dialog). */
export async function listCarriers(db: Db) {
  const rows = await db.select().from(carriers).orderBy(asc(carriers.name), asc(carriers.id));
  return rows.sort((a, b) => Number(b.active) - Number(a.active)).map(carrierAnswer);
}

export function createCarrier(db: Db, actorUserId: number, body: CarrierBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(carriers)
      .values({ name: body.name, trackingUrl: body.tracking_url, active: body.active })
      .returning();
    if (!row) throw new Error('carrier insert returned nothing');
    await recordAudit(tx, {
      actorUserId,
      action: 'create',
      entity: 'carrier',
      entityId: row.id,
      before: null,
      after: row,
    });
    return carrierAnswer(row);
  });
}

export function updateCarrier(db: Db, actorUserId: number, id: number, body: CarrierBody) {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(carriers).where(eq(carriers.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'orders.carrierNotFound');
    const [row] = await tx
      .update(carriers)
      .set({ name: body.name, trackingUrl: body.tracking_url, active: body.active })
      .where(eq(carriers.id, id))
      .returning();
    if (!row) throw new Error(`carrier ${id} vanished under lock`);
    await recordAudit(tx, {
      actorUserId,
      action: 'update',
      entity: 'carrier',
      entityId: id,
      before,
      after: row,
    });
    return carrierAnswer(row);
  });
}

/**
 * 6 → 7 needs an active carrier and at least one tracking number (422 in the caller's language
 * otherwise): what the customer's tracking page and mail link to.
 */
export async function dispatchChanges(
  tx: Db,
  carrierId: number | undefined,
  trackingNumbers: string[] | undefined,
): Promise<{ carrierId: number; trackingNumbers: string[] }> {
  if (carrierId === undefined) throw new AppError('business_rule', 'orders.carrierRequired');
  const numbers = [...new Set((trackingNumbers ?? []).map((n) => n.trim()).filter(Boolean))];
  if (numbers.length === 0) throw new AppError('business_rule', 'orders.trackingRequired');
  const [carrier] = await tx.select().from(carriers).where(eq(carriers.id, carrierId)).limit(1);
  if (!carrier?.active) throw new AppError('business_rule', 'orders.carrierUnknown');
  return { carrierId, trackingNumbers: numbers };
}

/** The carrier and each parcel's tracking link of a dispatched order (null before dispatch). */
export async function dispatchShipment(
  db: Db,
  order: { carrierId: number | null; trackingNumbers: string[] },
): Promise<{ carrier: string; parcels: { number: string; url: string }[] } | null> {
  if (order.carrierId === null) return null;
  const [carrier] = await db.select().from(carriers).where(eq(carriers.id, order.carrierId)).limit(1);
  if (!carrier) return null;
  return {
    carrier: carrier.name,
    parcels: order.trackingNumbers.map((number) => ({
      number,
      url: trackingLink(carrier.trackingUrl, number),
    })),
  };
}
