import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';
import { invoices } from '../invoices';
import { orders } from '../orders';

/**
 * Credit terms per trade account (docs/decisions/053-pay-on-account.md): how much may be owed
 * at once (cents) and how many days an invoice has (1..60, the most Spanish late-payment law
 * allows between businesses). The row is also the account's lock: every order placed on account
 * takes it FOR UPDATE before counting what is owed. Withdrawn terms delete the row; what is
 * owed stays in the ledger below.
 */
export const creditTerms = pgTable(
  'credit_terms',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    limitCents: integer().notNull(),
    days: integer().notNull(),
    /** The staff member who last set them; null once that account is gone. */
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('credit_terms_days_range', sql`${t.days} between 1 and 60`),
    check('credit_terms_limit_positive', sql`${t.limitCents} > 0`),
  ],
);

/**
 * The receivable of each order placed on account: its total, the Madrid day it was invoiced,
 * the day it falls due and the ISO 11649 reference the customer quotes with the transfer.
 * Keyed by order (an invoice annulled and reissued keeps the same debt); what is left to pay
 * is `amount` less the transfers allocated to it and the order's credit notes.
 */
export const accountInvoices = pgTable(
  'account_invoices',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    /** The invoice issued with the order (a reissue replaces it in `invoices`, not here). */
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    amountCents: integer().notNull(),
    issuedOn: date({ mode: 'string' }).notNull(),
    dueOn: date({ mode: 'string' }).notNull(),
    reference: text().notNull(),
    /** The Madrid day of the last overdue reminder mailed for it (the daily job's memory). */
    remindedOn: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('account_invoices_order_unique').on(t.orderId),
    uniqueIndex('account_invoices_reference_unique').on(t.reference),
    index('account_invoices_user_due_idx').on(t.userId, t.dueOn),
  ],
);

/** A bank transfer staff saw arrive from an account: fully allocated to its invoices. */
export const bankTransfers = pgTable(
  'bank_transfers',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    amountCents: integer().notNull(),
    receivedOn: date({ mode: 'string' }).notNull(),
    /** As the bank statement shows it (often the invoice's RF reference). */
    reference: text().notNull(),
    recordedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('bank_transfers_user_idx').on(t.userId, t.receivedOn),
    check('bank_transfers_amount_positive', sql`${t.amountCents} > 0`),
  ],
);

/** How much of a transfer settles which on-account invoice (never more than it still owes). */
export const transferAllocations = pgTable(
  'transfer_allocations',
  {
    transferId: integer()
      .notNull()
      .references(() => bankTransfers.id),
    accountInvoiceId: integer()
      .notNull()
      .references(() => accountInvoices.id),
    amountCents: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.transferId, t.accountInvoiceId] }),
    index('transfer_allocations_invoice_idx').on(t.accountInvoiceId),
    check('transfer_allocations_amount_positive', sql`${t.amountCents} > 0`),
  ],
);
