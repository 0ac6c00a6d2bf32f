import {
  boolean,
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
import { products } from '../catalog';
import { coupons } from '../coupons';
import { countries } from '../shipping';

/** One open cart per user; becomes empty when its order is paid. */
export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer().references(() => coupons.id),
    countryId: integer().references(() => countries.id),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('carts_user_unique').on(t.userId)],
);

/** A configured product in a cart. Its price is recomputed on the server from these inputs. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id),
    quantity: integer().notNull(),
    widthCm: integer(),
    heightCm: integer(),
    optionIds: jsonb().$type<number[]>().notNull().default([]),
    /** The customer's own label for the line (the spec's `name`). */
    name: text().notNull().default(''),
    /**
     * The line's price when it was added (or when the customer last saw a change): payment
     * compares it with a fresh price and stops to show the customer if they differ.
     */
    unitPriceCents: integer().notNull().default(0),
    totalCents: integer().notNull().default(0),
    /**
     * The customer ticked "print as supplied, I accept the risk" for files whose preflight
     * has blockers (docs/product.md#uploads); carried to the order line at payment.
     */
    artworkRiskAccepted: boolean().notNull().default(false),
    /**
     * A line reopened from a saved quote (docs/decisions/055-reseller-brand-and-saved-quotes.md):
     * while `quotedUntil` has not passed, the line costs the quote's price, not the catalogue's
     * (cart/quoted-price.ts). A change of quantity drops the quote.
     */
    quoteId: integer(),
    quotedUnitCents: integer(),
    quotedTotalCents: integer(),
    quotedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('cart_lines_cart_idx').on(t.cartId)],
);
