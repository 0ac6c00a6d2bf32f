/**
 * The catalogue as staff edit it: categories, the answers of services and products (their
 * writes are one code path, admin-items.ts) and product option trees,
 * every text in both languages, money in euros at the edge and cents inside. Each write runs
 * in one transaction with its audit row and then empties the read caches of this process,
 * so the storefront shows it at once (orders keep their snapshots: a price change never
 * alters an order already placed).
 */
import { centsToEuros, type LocalizedText } from '@shop/shared';
import type { CategoryBody, SectionOptionBody, SectionsBody } from '@shop/shared/admin-schemas';
import { asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, type Paging, pageOf, unlessTaken } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { invalidateCatalogCache, optionsOfSections } from './cache';
import { categories, productOptions, productSections, products, services } from './table';

type CategoryRow = typeof categories.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type SectionRow = typeof productSections.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;
export type Actor = { actorUserId: number };

// ---------------------------------------------------------------------------------------
// Answers (what GET returns, and what the audit log keeps as before/after)

export function categoryAnswer(row: CategoryRow, itemsCount?: number) {
  return {
    id: row.id,
    owner_type: row.ownerType as 1 | 2,
    slug: row.slug,
    name: row.name,
    description: row.description,
    image: row.image,
    sort_order: row.sortOrder,
    active: row.active,
    excluded_from_free_shipping: row.excludedFromFreeShipping,
    updated_at: row.updatedAt.toISOString(),
    ...(itemsCount === undefined ? {} : { items_count: itemsCount }),
  };
}

export function serviceAnswer(row: ServiceRow) {
  return {
    id: row.id,
    category_id: row.categoryId,
    slug: row.slug,
    name: row.name,
    description: row.description,
    images: row.images,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    sort_order: row.sortOrder,
    active: row.active,
    needs_proof: row.needsProof,
    ships_goods: row.shipsGoods,
    updated_at: row.updatedAt.toISOString(),
  };
}

export function productAnswer(row: ProductRow) {
  return {
    id: row.id,
    category_id: row.categoryId,
    slug: row.slug,
    title: row.title,
    description: row.description,
    images: row.images,
    meta_title: row.metaTitle,
    meta_description: row.metaDescription,
    headers: row.headers,
    footer: row.footer,
    pricing_mode: row.pricingMode,
    base_price: centsToEuros(row.basePriceCents),
    min_charge: centsToEuros(row.minChargeCents),
    quantity_breaks: row.quantityBreaks.map((b) => ({
      min_quantity: b.minQuantity,
      discount_percent: b.discountPercent,
    })),
    min_width: row.minWidth,
    max_width: row.maxWidth,
    min_height: row.minHeight,
    max_height: row.maxHeight,
    def_width: row.defWidth,
    def_height: row.defHeight,
    weldable: row.weldable,
    needs_proof: row.needsProof,
    min_q: row.minQuantity,
    max_q: row.maxQuantity,
    file_limit: row.fileLimit,
    turnaround_days: row.turnaroundDays,
    large: row.large,
    weight_grams: row.weightGrams,
    sort_order: row.sortOrder,
    active: row.active,
    artwork: row.artwork,
    updated_at: row.updatedAt.toISOString(),
  };
}

export type OptionAnswer = {
  id: number;
  name: LocalizedText;
  description: LocalizedText;
  image: string | null;
  price_mode: OptionRow['priceMode'];
  price: number;
  production_days_saved: number;
  finishing: OptionRow['finishing'];
  sort_order: number;
  children: OptionAnswer[];
};

/** The option tree of a product, sections and options in their order. */
export function treeAnswer(sectionRows: SectionRow[], optionRows: OptionRow[]) {
  const byOrder = <T extends { sortOrder: number; id: number }>(a: T, b: T) =>
    a.sortOrder - b.sortOrder || a.id - b.id;
  const childrenOf = (sectionId: number, parentId: number | null): OptionAnswer[] =>
    optionRows
      .filter((o) => o.sectionId === sectionId && o.parentId === parentId)
      .sort(byOrder)
      .map((o) => ({
        id: o.id,
        name: o.name,
        description: o.description,
        image: o.image,
        price_mode: o.priceMode,
        // Percentages are stored in basis points, amounts in cents: both /100 at the edge.
        price: centsToEuros(o.priceAmount),
        production_days_saved: o.productionDaysSaved,
        finishing: o.finishing,
        sort_order: o.sortOrder,
        children: childrenOf(sectionId, o.id),
      }));
  return [...sectionRows].sort(byOrder).map((s) => ({
    id: s.id,
    name: s.name,
    required: s.required,
    sort_order: s.sortOrder,
    options: childrenOf(s.id, null),
  }));
}

export async function loadTree(db: Db, productId: number) {
  const sectionRows = await db.select().from(productSections).where(eq(productSections.productId, productId));
  const optionRows = await optionsOfSections(db, sectionRows);
  return { sectionRows, optionRows };
}

// ---------------------------------------------------------------------------------------
// Shared checks

/** Turns a clash on a unique slug into a 409 the form can show. */
export const withSlug = <T>(slug: string, write: () => Promise<T>) =>
  unlessTaken('admin.slugTaken', { slug }, write);

export async function assertCategoryOf(tx: Db, categoryId: number, ownerType: 1 | 2) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw new AppError('business_rule', 'admin.categoryMissing', { id: categoryId });
  if (category.ownerType !== ownerType) {
    throw new AppError('business_rule', 'admin.categoryKind', {
      id: categoryId,
      kind: category.ownerType === 1 ? 'services' : 'products',
    });
  }
}

export function searchCondition(
  q: string | undefined,
  name: AnyPgColumn,
  slug: AnyPgColumn,
): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    sql`(${name}->>'en') ilike ${pattern}`,
    sql`(${name}->>'ar') ilike ${pattern}`,
    sql`${slug} ilike ${pattern}`,
  );
}

// ---------------------------------------------------------------------------------------
// Categories

function categoryValues(body: CategoryBody) {
  return {
    ownerType: body.owner_type,
    slug: body.slug,
    name: body.name,
    description: body.description,
    image: body.image,
    sortOrder: body.sort_order,
    active: body.active,
    excludedFromFreeShipping: body.excluded_from_free_shipping,
  };
}

async function itemsIn(db: Db, categoryId: number): Promise<number> {
  const [[s], [p]] = await Promise.all([
    db.select({ value: count() }).from(services).where(eq(services.categoryId, categoryId)),
    db.select({ value: count() }).from(products).where(eq(products.categoryId, categoryId)),
  ]);
  return (s?.value ?? 0) + (p?.value ?? 0);
}

export async function listCategories(db: Db, filter: Paging & { ownerType?: 1 | 2 | undefined }) {
  const where = filter.ownerType === undefined ? undefined : eq(categories.ownerType, filter.ownerType);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.ownerType), asc(categories.sortOrder), asc(categories.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  const counts = await Promise.all(rows.map((row) => itemsIn(db, row.id)));
  return pageOf(
    rows.map((row, i) => categoryAnswer(row, counts[i])),
    filter,
    total?.value ?? 0,
  );
}

export async function getCategory(db: Db, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'admin.notFound');
  return categoryAnswer(row, await itemsIn(db, id));
}

export async function createCategory(db: Db, actor: Actor, body: CategoryBody) {
  const created = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(categoryValues(body)).returning();
      if (!row) throw new Error('category insert returned nothing');
      const after = categoryAnswer(row);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'category', entityId: row.id, after });
      return categoryAnswer(row, 0);
    }),
  );
  invalidateCatalogCache();
  return created;
}

export async function updateCategory(db: Db, actor: Actor, id: number, body: CategoryBody) {
  const updated = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'admin.notFound');
      const items = await itemsIn(tx, id);
      if (before.ownerType !== body.owner_type && items > 0) {
        throw new AppError('conflict', 'admin.categoryNotEmpty', { count: items });
      }
      const [row] = await tx
        .update(categories)
        .set({ ...categoryValues(body), updatedAt: new Date() })
        .where(eq(categories.id, id))
        .returning();
      if (!row) throw new Error('category vanished under lock');
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'category',
        entityId: id,
        before: categoryAnswer(before),
        after: categoryAnswer(row),
      });
      return categoryAnswer(row, items);
    }),
  );
  invalidateCatalogCache();
  return updated;
}

/** Deletes an empty category; one that still holds services or products is a 409. */
export async function deleteCategory(db: Db, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    const items = await itemsIn(tx, id);
    if (items > 0) throw new AppError('conflict', 'admin.categoryNotEmpty', { count: items });
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, {
      ...actor,
      action: 'delete',
      entity: 'category',
      entityId: id,
      before: categoryAnswer(before),
    });
  });
  invalidateCatalogCache();
}

// ---------------------------------------------------------------------------------------
// The option tree

/** Stored amount of an option: cents, or basis points for a percentage. */
function priceAmountOf(option: SectionOptionBody): number {
  return Math.round(option.price * 100);
}

/**
 * Replaces a product's whole option tree in one transaction: rows sent with an id are
 * updated in place (cart lines keep pointing at them), rows without one are created, rows
 * left out are deleted. An id of another product is a 422; more than three levels never
 * gets here (SectionsBodySchema refuses it with a 400).
 */
export async function replaceSections(db: Db, actor: Actor, productId: number, body: SectionsBody) {
  const tree = await db.transaction(async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw new AppError('not_found', 'admin.notFound');
    const { sectionRows, optionRows } = await loadTree(tx, productId);
    const before = treeAnswer(sectionRows, optionRows);
    const ownSections = new Set(sectionRows.map((s) => s.id));
    const ownOptions = new Set(optionRows.map((o) => o.id));
    const keptSections = new Set<number>();
    const keptOptions = new Set<number>();

    const saveOptions = async (
      options: SectionOptionBody[],
      sectionId: number,
      parentId: number | null,
    ): Promise<void> => {
      for (const [index, option] of options.entries()) {
        const values = {
          sectionId,
          parentId,
          name: option.name,
          description: option.description ?? { en: '', ar: '' },
          image: option.image ?? null,
          priceMode: option.price_mode,
          priceAmount: priceAmountOf(option),
          ...(option.production_days_saved === undefined
            ? {}
            : { productionDaysSaved: option.production_days_saved }),
          ...(option.finishing === undefined ? {} : { finishing: option.finishing }),
          sortOrder: index,
        };
        let id: number;
        if (option.id !== undefined) {
          if (!ownOptions.has(option.id)) {
            throw new AppError('business_rule', 'admin.foreignRow', { what: 'Option', id: option.id });
          }
          await tx.update(productOptions).set(values).where(eq(productOptions.id, option.id));
          id = option.id;
        } else {
          const [row] = await tx.insert(productOptions).values(values).returning({ id: productOptions.id });
          if (!row) throw new Error('option insert returned nothing');
          id = row.id;
        }
        keptOptions.add(id);
        await saveOptions(option.children ?? [], sectionId, id);
      }
    };

    for (const [index, section] of body.entries()) {
      const values = { productId, name: section.name, required: section.required, sortOrder: index };
      let sectionId: number;
      if (section.id !== undefined) {
        if (!ownSections.has(section.id)) {
          throw new AppError('business_rule', 'admin.foreignRow', { what: 'Section', id: section.id });
        }
        await tx.update(productSections).set(values).where(eq(productSections.id, section.id));
        sectionId = section.id;
      } else {
        const [row] = await tx.insert(productSections).values(values).returning({ id: productSections.id });
        if (!row) throw new Error('section insert returned nothing');
        sectionId = row.id;
      }
      keptSections.add(sectionId);
      await saveOptions(section.options, sectionId, null);
    }

    const dropOptions = [...ownOptions].filter((id) => !keptOptions.has(id));
    if (dropOptions.length > 0)
      await tx.delete(productOptions).where(inArray(productOptions.id, dropOptions));
    const dropSections = [...ownSections].filter((id) => !keptSections.has(id));
    if (dropSections.length > 0) {
      await tx.delete(productSections).where(inArray(productSections.id, dropSections));
    }
    await tx.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId));

    const saved = await loadTree(tx, productId);
    const after = treeAnswer(saved.sectionRows, saved.optionRows);
    await recordAudit(tx, {
      ...actor,
      action: 'replace_sections',
      entity: 'product',
      entityId: productId,
      before: { sections: before },
      after: { sections: after },
    });
    return after;
  });
  invalidateCatalogCache();
  return tree;
}
