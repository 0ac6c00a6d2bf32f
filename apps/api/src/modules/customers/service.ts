import { CUSTOMER_NOTE_MAX } from '@shop/shared/admin-schemas';
import type { AdminCustomerDetail, AdminCustomerNote } from '@shop/shared/api/admin';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../accounts';
import { recordAudit } from '../audit';
import { creditTermsOf, termsAnswer } from '../credit';
import { customerOrders } from '../orders';
import { loadCompany } from '../tax';
import { customerNotes } from './table';

/** A customer account (staff accounts are not customers: 404, as an unknown id). */
async function loadCustomer(db: Db, id: number) {
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      preferredLang: users.preferredLang,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'customer')))
    .limit(1);
  if (!user) throw new AppError('not_found', 'customers.notFound');
  return user;
}

/** A customer's notes, newest first, with their authors' names. */
async function listNotes(db: Db, customerId: number): Promise<AdminCustomerNote[]> {
  const rows = await db
    .select({
      id: customerNotes.id,
      body: customerNotes.body,
      at: customerNotes.createdAt,
      authorId: users.id,
      authorName: users.name,
    })
    .from(customerNotes)
    .leftJoin(users, eq(users.id, customerNotes.authorUserId))
    .where(eq(customerNotes.customerId, customerId))
    .orderBy(desc(customerNotes.createdAt), desc(customerNotes.id));
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    at: r.at.toISOString(),
    author: r.authorId === null || r.authorName === null ? null : { id: r.authorId, name: r.authorName },
  }));
}

/** Everything staff see on a customer's page: contact, company, orders, credit terms, notes. */
export async function getCustomerDetail(db: Db, id: number): Promise<AdminCustomerDetail> {
  const user = await loadCustomer(db, id);
  const [company, bought, notes, terms] = await Promise.all([
    loadCompany(db, id),
    customerOrders(db, id),
    listNotes(db, id),
    creditTermsOf(db, id),
  ]);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    preferred_lang: user.preferredLang,
    created_at: user.createdAt.toISOString(),
    company: company
      ? {
          name: company.companyName,
          tax_id: company.taxId,
          tax_id_kind: company.taxIdKind,
          vat_country: company.vatCountry,
          vat_check: company.vatCheck,
          vat_checked_at: company.vatCheckedAt.toISOString(),
          address: {
            street: company.street,
            postcode: company.postcode,
            city: company.city,
            province: company.province,
            country: company.countryCode,
          },
        }
      : null,
    orders: bought.orders,
    orders_count: bought.count,
    spend: bought.spend,
    // Null: pays by card or Bizum. The balance and invoices: GET /api/admin/customers/{id}/credit.
    credit_terms: termsAnswer(terms),
    notes,
  };
}

/**
 * Adds a staff note to a customer (1 to CUSTOMER_NOTE_MAX characters once trimmed; 422
 * otherwise), audited in the same transaction. Answers the note as the page lists it.
 */
export async function addCustomerNote(
  db: Db,
  actorUserId: number,
  customerId: number,
  text: string,
): Promise<AdminCustomerNote> {
  const body = text.trim();
  if (body.length === 0) throw new AppError('business_rule', 'customers.noteEmpty');
  // UTF-16 units, as the form's schema counts them.
  const length = body.length;
  if (length > CUSTOMER_NOTE_MAX) {
    throw new AppError('business_rule', 'customers.noteTooLong', { max: CUSTOMER_NOTE_MAX, length });
  }
  await loadCustomer(db, customerId);
  const [author] = await db.select({ name: users.name }).from(users).where(eq(users.id, actorUserId));
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(customerNotes)
      .values({ customerId, authorUserId: actorUserId, body })
      .returning();
    const note = {
      id: row!.id,
      body: row!.body,
      at: row!.createdAt.toISOString(),
      author: author ? { id: actorUserId, name: author.name } : null,
    };
    await recordAudit(tx, {
      actorUserId,
      action: 'create',
      entity: 'customer_note',
      entityId: note.id,
      after: { customer_id: customerId, body },
    });
    return note;
  });
}
