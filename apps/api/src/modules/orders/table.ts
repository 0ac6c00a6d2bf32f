import type { Lang, LocalizedText } from '@shop/shared';
import type { VatReason } from '@shop/shared/checkout';
import {
  boolean,
  date,
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
import type { SenderBrand } from '../brand';
import { products, services } from '../catalog';
import { coupons } from '../coupons';
import { countries } from '../shipping';
import { uploads } from '../uploads';

// Defined in lib/ so that invoices can store them without importing orders; re-exported for callers.
export type { AddressSnapshot, CompanySnapshot, OptionSnapshot };

/**
 * The couriers staff hand parcels to (docs/admin-api.md#carriers): a name and the public
 * tracking page's URL with `{tracking}` where the tracking number goes. Inactive ones stay for
 * the orders that name them but are no longer offered when dispatching.
 */
export const carriers = pgTable('carriers', {
  id: serial().primaryKey(),
  name: text().notNull(),
  trackingUrl: text().notNull(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * Service orders (kind 'service', born at status 1) and product orders (kind 'product',
 * born at 4 when paid) share one table and one state machine (shared/order-status.ts).
 */
export const orders = pgTable(
  'orders',
  {
    id: serial().primaryKey(),
    /** Shown to customers: 'S' or 'P' followed by six digits. */
    code: text().notNull(),
    kind: text({ enum: ['service', 'product'] }).notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: integer().notNull(),
    serviceId: integer().references(() => services.id),
    details: text().notNull().default(''),
    /** Staff's message to the customer (reason for rejection, notes on acceptance). */
    message: text().notNull().default(''),
    feesServiceCents: integer(),
    feesTaxCents: integer(),
    subtotalCents: integer().notNull().default(0),
    discountCents: integer().notNull().default(0),
    shippingCents: integer().notNull().default(0),
    /** 2100 for Spanish IVA, 0 for exports. */
    vatRateBasisPoints: integer().notNull().default(0),
    vatCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    couponCode: text(),
    couponId: integer().references(() => coupons.id),
    countryId: integer().references(() => countries.id),
    address: jsonb().$type<AddressSnapshot>(),
    /** The buyer's company at payment (product orders since 0004). */
    company: jsonb().$type<CompanySnapshot>(),
    /** Why the VAT rate applies (shared checkout/reverse-charge.ts); null before 0004. */
    vatReason: text().$type<VatReason>(),
    /** Ship without the shop's branding (a reseller's parcel), chosen at payment. */
    blindShipping: boolean().notNull().default(false),
    /**
     * The buyer's own brand at payment (trade accounts with a brand; null otherwise): the
     * sender on a blind-shipped parcel's packing list and label, never changed by a later edit
     * (docs/decisions/055-reseller-brand-and-saved-quotes.md).
     */
    senderBrand: jsonb().$type<SenderBrand>(),
    /** The reseller's own delivery note (a PDF upload) to put in the parcel. */
    deliveryNoteUploadId: integer().references(() => uploads.id, { onDelete: 'set null' }),
    /**
     * The buyer's own purchase-order number, given when paying (null when none): printed on the
     * invoice and the packing list, shown to staff and searchable (orders/purchase-order.ts).
     */
    poNumber: text(),
    /** Who carries the parcel, set when staff dispatch it (status 7). */
    carrierId: integer().references(() => carriers.id),
    /** The carrier's tracking numbers of the parcels, in order (one or more once dispatched). */
    trackingNumbers: jsonb().$type<string[]>().notNull().default([]),
    lang: text().$type<Lang>().notNull().default('en'),
    /**
     * The delivery promise kept on the order (civil dates in Madrid, "YYYY-MM-DD"): written when
     * it is paid (shared pricing/delivered-by.ts#promiseForOrder), moved only by staff with a
     * reason or by a proof's approval (orders/promise.ts). Null before 0016 and while unpaid.
     */
    dispatchBy: date({ mode: 'string' }),
    deliveredBy: date({ mode: 'string' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_code_unique').on(t.code),
    index('orders_user_kind_status_idx').on(t.userId, t.kind, t.status),
    // The production board: orders in statuses 4-7 by dispatch date (docs/decisions/048-production-board.md).
    index('orders_status_dispatch_idx').on(t.status, t.dispatchBy, t.id),
  ],
);

/** Lines of a product order: a snapshot of what was bought and its price at payment. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id),
    title: jsonb().$type<LocalizedText>().notNull(),
    quantity: integer().notNull(),
    widthCm: integer(),
    heightCm: integer(),
    options: jsonb().$type<OptionSnapshot[]>().notNull().default([]),
    unitPriceCents: integer().notNull(),
    totalCents: integer().notNull(),
    /** The customer's own label for the line, copied from the cart line's `name` at payment ('' when none). */
    label: text().notNull().default(''),
    /** Copied from the cart line: the customer accepted printing files with blockers as supplied. */
    artworkRiskAccepted: boolean().notNull().default(false),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    // The production board's category and material filters find the orders of some products.
    index('order_lines_product_idx').on(t.productId, t.orderId),
  ],
);

/** Every status change with its time and actor (docs/product.md#order-statuses). */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: integer(),
    toStatus: integer().notNull(),
    actorUserId: integer().references(() => users.id),
    note: text().notNull().default(''),
    /** The note is shown to the customer (tracking page, status mail); otherwise staff only. */
    noteShown: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
);

/**
 * Every move of an order's delivery promise (staff with a reason, or a proof's approval), with
 * the old and new dispatch date: the order's history shows them as `promise_changes`.
 */
export const orderPromiseChanges = pgTable(
  'order_promise_changes',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromDate: date({ mode: 'string' }),
    toDate: date({ mode: 'string' }).notNull(),
    reason: text().notNull(),
    actorUserId: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_promise_changes_order_idx').on(t.orderId)],
);

/**
 * Column-only handles for the refunds' foreign keys (the trick of invoices/table.ts): payments
 * and invoices keep their own tables, and drizzle-kit builds the constraints from the names.
 */
const paymentsKey = pgTable('payments', { id: serial().primaryKey() });
const creditNotesKey = pgTable('credit_notes', { id: serial().primaryKey() });

export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/**
 * Money given back on a paid order, as a state machine like payments
 * (docs/decisions/042-cancellations-refunds-credit-notes.md): born `pending` in a short
 * transaction, sent to the gateway with none open under the fixed key `order-refund-<id>`, then
 * `succeeded` (with its credit note) or `failed`. A pending row a crash left is sent again by
 * the reconcile job with the same key, so the gateway refunds it once.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id),
    paymentId: integer()
      .notNull()
      .references(() => paymentsKey.id),
    /** 'cancel': the rest of the payment when staff cancel a paid order; 'partial': staff's amount. */
    kind: text({ enum: ['cancel', 'partial'] }).notNull(),
    amountCents: integer().notNull(),
    reason: text().notNull(),
    status: text({ enum: REFUND_STATES }).notNull().default('pending'),
    /** The caller's Idempotency-Key ('cancel' for a cancellation's refund). */
    idempotencyKey: text().notNull(),
    actorUserId: integer().references(() => users.id),
    gatewayReference: text(),
    failureCode: text(),
    /** How many times it was sent to the gateway (retries after a crash or a timeout). */
    attempts: integer().notNull().default(0),
    creditNoteId: integer().references(() => creditNotesKey.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_order_idempotency_unique').on(t.orderId, t.idempotencyKey),
    index('refunds_status_idx').on(t.status, t.updatedAt),
  ],
);

export type RefundRow = typeof refunds.$inferSelect;

export const PROOF_STATES = ['pending', 'approved', 'changes_requested', 'superseded'] as const;
export type ProofState = (typeof PROOF_STATES)[number];

/**
 * Proofs staff send for the customer's approval before production (docs/product.md#proofs):
 * numbered per line (a service order's proof has no line: it is the order's), the file an
 * upload owned by the customer (served to them and staff). A new version supersedes the pending
 * one; the customer answers the latest once (approved, or changes requested with a comment and
 * optional new files). Versions are numbered under the order's row lock.
 */
export const proofs = pgTable(
  'proofs',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer().references(() => orderLines.id, { onDelete: 'cascade' }),
    version: integer().notNull(),
    status: text({ enum: PROOF_STATES }).notNull().default('pending'),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id),
    note: text().notNull().default(''),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    /** The customer's words with a change request ('' otherwise). */
    comment: text().notNull().default(''),
    /** Files the customer sent with a change request (uploads on the order's line). */
    replyUploadIds: jsonb().$type<number[]>().notNull().default([]),
    /** When the 24-hour reminder went (once per proof). */
    remindedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('proofs_order_idx').on(t.orderId, t.lineId, t.version)],
);

export type ProofRow = typeof proofs.$inferSelect;

/** A service's finished files, handed over to the customer on the order (docs/product.md#proofs). */
export const orderFinalFiles = pgTable(
  'order_final_files',
  {
    id: serial().primaryKey(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    uploadId: integer()
      .notNull()
      .references(() => uploads.id),
    createdBy: integer().references(() => users.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_final_files_order_idx').on(t.orderId)],
);
