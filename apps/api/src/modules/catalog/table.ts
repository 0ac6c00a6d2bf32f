import type { LocalizedList, LocalizedText, OptionPriceMode, PricingMode, QuantityBreak } from '@shop/shared';
import type { OptionFinishing, ProductArtwork } from '@shop/shared/finishing-layout';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Categories of services (owner_type 1) or products (owner_type 2). */
export const categories = pgTable(
  'categories',
  {
    id: serial().primaryKey(),
    ownerType: integer().notNull(),
    slug: text().notNull().unique(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    image: text().notNull(),
    /**
     * Goods of this category never ship free and are charged by weight (docs/product.md#shipping).
     */
    excludedFromFreeShipping: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('categories_owner_type_idx').on(t.ownerType)],
);

/** Sub-services: design and print services ordered with a text brief and files. */
export const services = pgTable(
  'services',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    slug: text().notNull().unique(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedList>().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    metaTitle: jsonb().$type<LocalizedText>().notNull(),
    metaDescription: jsonb().$type<LocalizedText>().notNull(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    /** Staff send a proof the customer approves before production (docs/product.md#proofs). */
    needsProof: boolean().notNull().default(true),
    /**
     * Also makes and ships goods: its order keeps the production steps; otherwise it is told as
     * a service (brief received … files delivered, shared order-stage.ts).
     */
    shipsGoods: boolean().notNull().default(false),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('services_category_idx').on(t.categoryId)],
);

export type ProductHeader = {
  id: number;
  title: LocalizedText;
  description: LocalizedText;
  lines: LocalizedList;
};

/** Configurable print products (banners, vinyl, frames...). Prices exclude VAT, in cents. */
export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => categories.id),
    slug: text().notNull().unique(),
    title: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    images: jsonb().$type<string[]>().notNull(),
    metaTitle: jsonb().$type<LocalizedText>().notNull(),
    metaDescription: jsonb().$type<LocalizedText>().notNull(),
    headers: jsonb().$type<ProductHeader[]>().notNull().default([]),
    footer: jsonb().$type<LocalizedText>().notNull(),
    pricingMode: text().$type<PricingMode>().notNull(),
    /** Per m² or per item, by pricingMode. */
    basePriceCents: integer().notNull(),
    minChargeCents: integer().notNull().default(0),
    quantityBreaks: jsonb().$type<QuantityBreak[]>().notNull().default([]),
    /** Sizes in cm; null for goods sold per item without a size. */
    minWidth: integer(),
    maxWidth: integer(),
    minHeight: integer(),
    maxHeight: integer(),
    defWidth: integer(),
    defHeight: integer(),
    /** Sizes above max are welded from vertical panels with a 2 cm overlap. */
    weldable: boolean().notNull().default(false),
    /**
     * A line of it waits for the customer's approved proof before production (docs/product.md#proofs):
     * on for print, off for hardware-only goods.
     */
    needsProof: boolean().notNull().default(true),
    minQuantity: integer().notNull().default(1),
    maxQuantity: integer().notNull().default(1000),
    /** The spec's `limit`: most design files for one line. */
    fileLimit: integer().notNull().default(10),
    turnaroundDays: integer().notNull().default(3),
    /** Ships at the "large" rate whatever its size. */
    large: boolean().notNull().default(false),
    /** Per item, for goods charged by weight. */
    weightGrams: integer().notNull().default(0),
    /**
     * Bleed, safe margin and hardware outline in cm (docs/product.md#artwork-templates); null:
     * the shop's default guideline (`DEFAULT_ARTWORK` of @shop/shared/finishing-layout).
     */
    artwork: jsonb().$type<ProductArtwork>(),
    sortOrder: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_category_idx').on(t.categoryId)],
);

/** Option sections of a product (e.g. "Finishing", "Eyelets"). */
export const productSections = pgTable(
  'product_sections',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: jsonb().$type<LocalizedText>().notNull(),
    required: boolean().notNull().default(false),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('product_sections_product_idx').on(t.productId)],
);

/** Options form a tree up to three levels deep through parentId. */
export const productOptions = pgTable(
  'product_options',
  {
    id: serial().primaryKey(),
    sectionId: integer()
      .notNull()
      .references(() => productSections.id, { onDelete: 'cascade' }),
    parentId: integer(),
    name: jsonb().$type<LocalizedText>().notNull(),
    description: jsonb().$type<LocalizedText>().notNull(),
    image: text(),
    priceMode: text().$type<OptionPriceMode>().notNull().default('fixed'),
    /** Cents for per_m2 / per_item / fixed; basis points (1/100 %) for percent. */
    priceAmount: integer().notNull().default(0),
    /** Working days this option takes off the product's turnaround (express production). */
    productionDaysSaved: integer().notNull().default(0),
    /** What choosing this option places on the piece: eyelets, hems, pole pockets, a print size... */
    finishing: jsonb().$type<OptionFinishing>(),
    sortOrder: integer().notNull().default(0),
  },
  (t) => [index('product_options_section_idx').on(t.sectionId)],
);
