import type { Lang, LocalizedText, VatRegion } from '@shop/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { AddressSnapshot, CompanySnapshot, OptionSnapshot } from '../../lib/order-snapshots';
import { users } from '../accounts';
import type { VatSnapshot } from '../tax';

/** What an invoice prints, kept as issued (see modules/invoices). */
export type InvoiceSnapshot = {
  lang: Lang;
  customer: {
    name: string;
    email: string;
    phone: string;
    address: AddressSnapshot | null;
    country: LocalizedText;
  };
  lines: {
    title: LocalizedText;
    options: OptionSnapshot[];
    widthCm: number | null;
    heightCm: number | null;
    quantity: number;
    unitCents: number;
    totalCents: number;
    /**
     * Since decision 043 a line's parts are lines of their own, titled with the item they belong
     * to: 'charge' a one-off option (the one in `options`), 'discount' the quantity discount
     * (negative), 'minimum' the minimum-charge top-up; absent for the items themselves.
     */
    kind?: 'charge' | 'discount' | 'minimum';
    discountPercent?: number;
    /** The customer's own label for the item (since migration 0015; absent when none). */
    label?: string;
  }[];
  couponCode: string | null;
  /** The buyer's purchase-order number (since migration 0015; absent or null when none). */
  poNumber?: string | null;
  vatTreatment: VatRegion;
  /** Invoices issued since migration 0004: the buyer's company and the VAT decision. */
  company?: CompanySnapshot | null;
  vat?: VatSnapshot;
  /** Since decision 043: the taxable base and VAT per rate (older invoices: one rate from the row). */
  byRate?: { rateBasisPoints: number; baseCents: number; taxCents: number }[];
  /**
   * Since decision 043: who the invoice is made out to, as the tax agency reads it (taxId null
   * for an unidentified buyer, whose invoice is simplified: F2).
   */
  buyer?: { name: string; taxId: string | null; countryCode: string };
  payment: { brand: string; last4: string } | null;
  /**
   * An order placed on account (docs/decisions/053-pay-on-account.md): the Madrid day it falls
   * due, the shop's IBAN and the ISO 11649 reference the transfer quotes. `payment` is null then.
   */
  onAccount?: OnAccountTerms;
};

/** What an on-account invoice prints about paying it. */
export type OnAccountTerms = { dueOn: string; days: number; iban: string; reference: string };
/**
 * The orders table as far as the invoice's foreign key needs it. Orders issues invoices and shows
 * them, so invoices must not import orders (docs/decisions/030-module-walls.md); drizzle-kit names
 * and builds the constraint from the table and column names alone. Not exported: drizzle-kit and
 * the generated schema index see only the real `orders` table in orders/table.ts.
 */
const ordersKey = pgTable('orders', { id: serial().primaryKey() });

/**
 * One live invoice per paid order, numbered without gaps per calendar year: the number comes from
 * `invoice_counters` in the paying transaction, so a rolled-back payment uses no number. An
 * invoice issued by mistake is annulled and replaced by a new one of the same order; the annulled
 * row stays, as the law keeps it (docs/decisions/045-invoice-annulment.md).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => ordersKey.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    subtotalCents: integer().notNull(),
    discountCents: integer().notNull(),
    shippingCents: integer().notNull(),
    vatRateBasisPoints: integer().notNull(),
    vatCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** Everything printed on the invoice, fixed when it is issued (the PDF is drawn from it). */
    document: jsonb().$type<InvoiceSnapshot>().notNull(),
    /** Set once, when staff annul the invoice (with its registro de anulación); never cleared. */
    annulledAt: timestamp({ withTimezone: true }),
    annulReason: text(),
    /** The invoice issued in its place. */
    replacedById: integer().references((): AnyPgColumn => invoices.id),
  },
  (t) => [
    // An order keeps every invoice it was given, but only one that is not annulled.
    uniqueIndex('invoices_order_unique').on(t.orderId).where(sql`${t.annulledAt} is null`),
    uniqueIndex('invoices_year_number_unique').on(t.year, t.number),
    index('invoices_user_idx').on(t.userId),
  ],
);

/** The last invoice number used in each year. */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull(),
});

/** One VAT rate's share of a credit note (negative: money given back). */
export type CreditNoteRate = { rateBasisPoints: number; baseCents: number; taxCents: number };

/** What a credit note prints, kept as issued (see credit-notes.ts). */
export type CreditNoteSnapshot = {
  lang: Lang;
  customer: InvoiceSnapshot['customer'];
  company?: CompanySnapshot | null;
  /** The invoice corrected, as printed on it. */
  corrects: { number: string; issuedAt: string };
  reason: string;
  byRate: CreditNoteRate[];
  vatTreatment: VatRegion;
  reverseCharge?: boolean;
};

/**
 * Credit notes (facturas rectificativas por diferencias): one per refund, naming the invoice
 * corrected, with their own series per year ("R-2026-000001") numbered without gaps like
 * invoices (docs/decisions/042-cancellations-refunds-credit-notes.md). Amounts are negative.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial().primaryKey(),
    invoiceId: integer()
      .notNull()
      .references(() => invoices.id),
    orderId: integer()
      .notNull()
      .references(() => ordersKey.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    year: integer().notNull(),
    number: integer().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    baseCents: integer().notNull(),
    vatCents: integer().notNull(),
    totalCents: integer().notNull(),
    document: jsonb().$type<CreditNoteSnapshot>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_year_number_unique').on(t.year, t.number),
    index('credit_notes_user_idx').on(t.userId),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

/** The last credit-note number used in each year (a series of its own). */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer().primaryKey(),
  lastNumber: integer().notNull(),
});
