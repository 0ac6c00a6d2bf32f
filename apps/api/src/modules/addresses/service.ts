import type { Lang } from '@shop/shared';
import { parseInternationalPhone } from '@shop/shared/calling-codes';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { PHONE_MESSAGES, users } from '../accounts';
import { checkPostal } from '../tax';
import type { Address, CreateAddressBody, UpdateAddressBody } from './schema';
import { addresses } from './table';

export const MAX_ADDRESSES = 50;

type Row = typeof addresses.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

type PostalFields = {
  contactName: string;
  company: string;
  street: string;
  postcode: string;
  city: string;
  province: string;
  countryCode: string | null;
};

const required = (...fields: string[]) =>
  new AppError(
    'validation_error',
    'error.validation',
    {},
    fields.map((field) => ({ key: 'field.required' as const, params: { field } })),
  );

/** "Calle Mayor 1, 29001 Málaga, Málaga, ES": the spec's one-line `details` of a structured address. */
export function addressLine(fields: PostalFields): string {
  if (fields.countryCode === null) return fields.street;
  return [fields.street, `${fields.postcode} ${fields.city}`.trim(), fields.province, fields.countryCode]
    .filter((part) => part !== '')
    .join(', ');
}

/**
 * The postal fields after a create or an edit, checked as a whole: a structured address
 * (with a country) needs street, postcode and city, a known country with a valid Spanish
 * postcode for Spain, and a phone with its country calling code; a free-text one (the
 * spec's `details`, no country) needs its text.
 */
async function resolveFields(
  db: Db,
  current: Row | null,
  input: UpdateAddressBody,
  phone: string,
): Promise<PostalFields & { details: string; phone: string }> {
  const fields: PostalFields = {
    contactName: input.contact_name ?? current?.contactName ?? '',
    company: input.company ?? current?.company ?? '',
    street: input.street ?? input.details ?? current?.street ?? '',
    postcode: input.postcode ?? current?.postcode ?? '',
    city: input.city ?? current?.city ?? '',
    province: input.province ?? current?.province ?? '',
    countryCode: input.country ?? current?.countryCode ?? null,
  };
  if (fields.countryCode === null) {
    if (fields.street === '') throw required('details');
    if (fields.postcode !== '' || fields.city !== '') throw required('country');
  } else {
    const missing = (['street', 'postcode', 'city'] as const).filter((f) => fields[f] === '');
    if (missing.length > 0) throw required(...missing);
    await checkPostal(db, fields.countryCode, fields.postcode);
    const parsed = parseInternationalPhone(phone);
    if (!parsed.ok) throw new AppError('business_rule', PHONE_MESSAGES[parsed.problem]);
    return { ...fields, details: addressLine(fields), phone: parsed.value };
  }
  return { ...fields, details: addressLine(fields), phone };
}

export function toAddress(row: Row, lang: Lang): Address {
  const type = row.type === 2 ? 2 : 1;
  const typeName = translate(type === 2 ? 'addresses.type.2' : 'addresses.type.1', lang);
  return {
    id: row.id,
    type,
    typeName,
    label: row.label,
    details: row.details,
    contact_name: row.contactName,
    company: row.company,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    province: row.province,
    country: row.countryCode,
    phone: row.phone,
    is_default: row.isDefault,
    fullAddress: `${typeName} – ${row.label}, ${row.details}`,
  };
}

/**
 * Address writes of one user run one at a time (a row lock on the user), so "exactly one
 * default" holds under concurrent requests; the partial unique index is the backstop.
 */
async function lockUser(tx: Tx, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const POSTAL_INPUTS = [
  'details',
  'contact_name',
  'company',
  'street',
  'postcode',
  'city',
  'province',
  'country',
] as const;

const notFound = () => new AppError('not_found', 'addresses.notFound');

export async function listAddresses(db: Db, userId: number, lang: Lang): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), asc(addresses.id));
  return rows.map((row) => toAddress(row, lang));
}

/** Adds an address; the first one (or one sent with is_default=1) becomes the default. */
export async function createAddress(
  db: Db,
  userId: number,
  input: CreateAddressBody,
  lang: Lang,
): Promise<Address> {
  const fields = await resolveFields(db, null, input, input.phone);
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (count >= MAX_ADDRESSES)
      throw new AppError('business_rule', 'addresses.tooMany', { max: MAX_ADDRESSES });
    const isDefault = count === 0 || input.is_default === true;
    if (isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const [created] = await tx
      .insert(addresses)
      .values({
        userId,
        type: input.type,
        label: input.label,
        ...fields,
        isDefault,
      })
      .returning();
    return created as Row;
  });
  return toAddress(row, lang);
}

/**
 * Changes an own address; `is_default: true` makes it the one default. Unsetting the
 * default is refused (choose another one instead), so there is always exactly one.
 * Someone else's address answers 404, as if it did not exist.
 */
export async function updateAddress(
  db: Db,
  userId: number,
  id: number,
  input: UpdateAddressBody,
  lang: Lang,
): Promise<Address> {
  const row = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [current] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current) throw notFound();
    if (input.is_default === false && current.isDefault) {
      throw new AppError('business_rule', 'addresses.keepOneDefault');
    }
    if (input.is_default === true && !current.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    }
    const postalChange = POSTAL_INPUTS.some((key) => input[key] !== undefined);
    const phoneChange = input.phone !== undefined && input.phone !== current.phone;
    const fields =
      postalChange || phoneChange
        ? await resolveFields(tx, current, input, input.phone ?? current.phone)
        : {};
    const changes = {
      ...(input.type !== undefined ? { type: input.type } : {}),
      ...(input.label !== undefined ? { label: input.label } : {}),
      ...(input.phone !== undefined ? { phone: input.phone } : {}),
      // After the raw phone: a structured address stores it as `+<code> <number>`.
      ...fields,
      ...(input.is_default === true ? { isDefault: true } : {}),
    };
    // `{}` or `{is_default: false}` on a non-default address: nothing to write (drizzle refuses an empty set).
    if (Object.keys(changes).length === 0) return current;
    const [updated] = await tx.update(addresses).set(changes).where(eq(addresses.id, id)).returning();
    return updated as Row;
  });
  return toAddress(row, lang);
}

/** Deletes an own address; if it was the default, the newest remaining one takes over. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [deleted] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    if (!deleted) throw notFound();
    if (!deleted.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), ne(addresses.id, id)))
      .orderBy(desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
