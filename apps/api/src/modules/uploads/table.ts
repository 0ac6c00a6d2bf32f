import type { Preflight } from '@shop/shared/api/files';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts';

/** What the upload check stored: facts of the file (shared answer type, docs/decisions/050). */
export type { Preflight };

/**
 * Design files and pictures, stored outside the web root under random keys and served
 * only to their owner and staff. Attached to a cart line, an order or a saved quote once used.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: serial().primaryKey(),
    ownerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text().notNull(),
    originalName: text().notNull(),
    mimeType: text().notNull(),
    sizeBytes: bigint({ mode: 'number' }).notNull(),
    /** 'proof': a proof staff sent; 'final': a service's finished files (orders/proofs.ts). */
    purpose: text({ enum: ['artwork', 'avatar', 'proof', 'final'] }).notNull(),
    preflight: jsonb().$type<Preflight>(),
    cartLineId: integer(),
    orderId: integer(),
    /** The product-order line it was attached to (product orders keep a line's files). */
    orderLineId: integer(),
    /**
     * A saved quote's copy of a cart line's file, and the line's place in the quote
     * (quotes/saved.ts): reopening the quote copies it onto the new cart line.
     */
    savedQuoteId: integer(),
    savedQuoteLine: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('uploads_storage_key_unique').on(t.storageKey),
    index('uploads_owner_idx').on(t.ownerUserId),
    index('uploads_order_idx').on(t.orderId),
    index('uploads_saved_quote_idx').on(t.savedQuoteId),
  ],
);
