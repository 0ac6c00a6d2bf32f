import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { addresses } from './table';

export type AddressRow = typeof addresses.$inferSelect;

/**
 * The delivery address a payment uses: the one named, else the customer's default (the spec's
 * payment payload has no address_id), else their latest. None → 422 address_required.
 */
export async function deliveryAddress(
  db: Db,
  userId: number,
  addressId: number | undefined,
): Promise<AddressRow> {
  const [row] =
    addressId === undefined
      ? await db
          .select()
          .from(addresses)
          .where(eq(addresses.userId, userId))
          .orderBy(desc(addresses.isDefault), desc(addresses.id))
          .limit(1)
      : await db
          .select()
          .from(addresses)
          .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
          .limit(1);
  if (row) return row;
  if (addressId !== undefined) throw new AppError('not_found', 'addresses.notFound');
  throw new AppError('address_required', 'payment.addressRequired');
}

/**
 * The destination, and so the VAT, comes from a structured address with a country, never from
 * the client's country_id: a free-text address saved without one must be completed first (422).
 */
export function withCountry(row: AddressRow): AddressRow & { countryCode: string } {
  if (row.countryCode === null) throw new AppError('address_incomplete', 'payment.addressIncomplete');
  return row as AddressRow & { countryCode: string };
}
