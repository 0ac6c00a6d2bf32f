/**
 * The catalogue as staff edit it: categories, services, products and their option trees,
 * every text in both languages, money in euros at the edge and cents inside. Each write runs
 * in one transaction with its audit row and then empties the read caches of this process,
 * so the storefront shows it at once (orders keep their snapshots: a price change never
 * alters an order already placed).
 */
import { centsToEuros, eurosToCents, type LocalizedText } from '@shop/shared';
import type {
  CategoryBody,
  ProductBody,
  SectionOptionBody,
  SectionsBody,
  ServiceBody,
} from '@shop/shared/admin-schemas';
import { and, asc, count, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, isUniqueViolation, type Paging, pageOf } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import { invalidateCatalogCache } from './cache';
import { categories, type ProductHeader, productOptions, productSections, products, services } from './table';

type CategoryRow = typeof categories.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type SectionRow = typeof productSections.$inferSelect;
type OptionRow = typeof productOptions.$inferSelect;
type Actor = { actorUserId: number };

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
    min_q: row.minQuantity,
    max_q: row.maxQuantity,
    file_limit: row.fileLimit,
    turnaround_days: row.turnaroundDays,
    large: row.large,
    weight_grams: row.weightGrams,
    sort_order: row.sortOrder,
    active: row.active,
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
  sort_order: number;
  children: OptionAnswer[];
};

/** The option tree of a product, sections and options in their order. */
function treeAnswer(sectionRows: SectionRow[], optionRows: OptionRow[]) {
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

async function loadTree(db: Db, productId: number) {
  const sectionRows = await db.select().from(productSections).where(eq(productSections.productId, productId));
  const optionRows =
    sectionRows.length === 0
      ? []
      : await db
          .select()
          .from(productOptions)
          .where(
            inArray(
              productOptions.sectionId,
              sectionRows.map((s) => s.id),
            ),
          );
  return { sectionRows, optionRows };
}

// ---------------------------------------------------------------------------------------
// Shared checks

/** Turns a clash on a unique slug into a 409 the form can show. */
async function withSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', 'admin.slugTaken', { slug });
    throw error;
  }
}

async function assertCategoryOf(tx: Db, categoryId: number, ownerType: 1 | 2) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId)).limit(1);
  if (!category) throw new AppError('business_rule', 'admin.categoryMissing', { id: categoryId });
  if (category.ownerType !== ownerType) {
    throw new AppError('business_rule', 'admin.categoryKind', {
      id: categoryId,
      kind: category.ownerType === 1 ? 'services' : 'products',
    });
  }
}

function searchCondition(q: string | undefined, name: AnyPgColumn, slug: AnyPgColumn): SQL | undefined {
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
// Services

function serviceValues(body: ServiceBody) {
  return {
    categoryId: body.category_id,
    slug: body.slug,
    name: body.name,
    description: body.description,
    images: body.images,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    sortOrder: body.sort_order,
    active: body.active,
  };
}

export type ItemFilter = Paging & { categoryId?: number | undefined; q?: string | undefined };

export async function listServices(db: Db, filter: ItemFilter) {
  const where = and(
    filter.categoryId === undefined ? undefined : eq(services.categoryId, filter.categoryId),
    searchCondition(filter.q, services.name, services.slug),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(services)
      .where(where)
      .orderBy(asc(services.sortOrder), asc(services.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(services).where(where),
  ]);
  return pageOf(rows.map(serviceAnswer), filter, total?.value ?? 0);
}

export async function getService(db: Db, id: number) {
  const [row] = await db.select().from(services).where(eq(services.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'admin.notFound');
  return serviceAnswer(row);
}

export async function createService(db: Db, actor: Actor, body: ServiceBody) {
  const created = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      await assertCategoryOf(tx, body.category_id, 1);
      const [row] = await tx.insert(services).values(serviceValues(body)).returning();
      if (!row) throw new Error('service insert returned nothing');
      const after = serviceAnswer(row);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'service', entityId: row.id, after });
      return after;
    }),
  );
  invalidateCatalogCache();
  return created;
}

export async function updateService(db: Db, actor: Actor, id: number, body: ServiceBody) {
  const updated = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'admin.notFound');
      await assertCategoryOf(tx, body.category_id, 1);
      const [row] = await tx
        .update(services)
        .set({ ...serviceValues(body), updatedAt: new Date() })
        .where(eq(services.id, id))
        .returning();
      if (!row) throw new Error('service vanished under lock');
      const after = serviceAnswer(row);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'service',
        entityId: id,
        before: serviceAnswer(before),
        after,
      });
      return after;
    }),
  );
  invalidateCatalogCache();
  return updated;
}

/** Services are never removed (orders refer to them): DELETE hides one from the storefront. */
export async function deactivateService(db: Db, actor: Actor, id: number) {
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(services).where(eq(services.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    const [row] = await tx
      .update(services)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(services.id, id))
      .returning();
    if (!row) throw new Error('service vanished under lock');
    const after = serviceAnswer(row);
    await recordAudit(tx, {
      ...actor,
      action: 'deactivate',
      entity: 'service',
      entityId: id,
      before: serviceAnswer(before),
      after,
    });
    return after;
  });
  invalidateCatalogCache();
  return done;
}

// ---------------------------------------------------------------------------------------
// Products

/** Headers keep their ids; new ones get the next free number. */
function numberHeaders(headers: ProductBody['headers']): ProductHeader[] {
  let next = Math.max(0, ...headers.map((h) => h.id ?? 0)) + 1;
  return headers.map((h) => ({
    id: h.id ?? next++,
    title: h.title,
    description: h.description,
    lines: h.lines,
  }));
}

function productValues(body: ProductBody) {
  return {
    categoryId: body.category_id,
    slug: body.slug,
    title: body.title,
    description: body.description,
    images: body.images,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    headers: numberHeaders(body.headers),
    footer: body.footer,
    pricingMode: body.pricing_mode,
    basePriceCents: eurosToCents(body.base_price),
    minChargeCents: eurosToCents(body.min_charge),
    quantityBreaks: [...body.quantity_breaks]
      .sort((a, b) => a.min_quantity - b.min_quantity)
      .map((b) => ({ minQuantity: b.min_quantity, discountPercent: b.discount_percent })),
    minWidth: body.min_width,
    maxWidth: body.max_width,
    minHeight: body.min_height,
    maxHeight: body.max_height,
    defWidth: body.def_width,
    defHeight: body.def_height,
    weldable: body.weldable,
    minQuantity: body.min_q,
    maxQuantity: body.max_q,
    fileLimit: body.file_limit,
    turnaroundDays: body.turnaround_days,
    large: body.large,
    weightGrams: body.weight_grams,
    sortOrder: body.sort_order,
    active: body.active,
  };
}

export async function listProducts(db: Db, filter: ItemFilter) {
  const where = and(
    filter.categoryId === undefined ? undefined : eq(products.categoryId, filter.categoryId),
    searchCondition(filter.q, products.title, products.slug),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(asc(products.sortOrder), asc(products.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(products).where(where),
  ]);
  return pageOf(rows.map(productAnswer), filter, total?.value ?? 0);
}

/** A product with its option tree. */
export async function getProduct(db: Db, id: number) {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'admin.notFound');
  const { sectionRows, optionRows } = await loadTree(db, id);
  return { ...productAnswer(row), sections: treeAnswer(sectionRows, optionRows) };
}

export async function createProduct(db: Db, actor: Actor, body: ProductBody) {
  const created = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      await assertCategoryOf(tx, body.category_id, 2);
      const [row] = await tx.insert(products).values(productValues(body)).returning();
      if (!row) throw new Error('product insert returned nothing');
      const after = productAnswer(row);
      await recordAudit(tx, { ...actor, action: 'create', entity: 'product', entityId: row.id, after });
      return { ...after, sections: [] };
    }),
  );
  invalidateCatalogCache();
  return created;
}

export async function updateProduct(db: Db, actor: Actor, id: number, body: ProductBody) {
  const updated = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw new AppError('not_found', 'admin.notFound');
      await assertCategoryOf(tx, body.category_id, 2);
      const [row] = await tx
        .update(products)
        .set({ ...productValues(body), updatedAt: new Date() })
        .where(eq(products.id, id))
        .returning();
      if (!row) throw new Error('product vanished under lock');
      const after = productAnswer(row);
      await recordAudit(tx, {
        ...actor,
        action: 'update',
        entity: 'product',
        entityId: id,
        before: productAnswer(before),
        after,
      });
      return after;
    }),
  );
  invalidateCatalogCache();
  const { sectionRows, optionRows } = await loadTree(db, id);
  return { ...updated, sections: treeAnswer(sectionRows, optionRows) };
}

/** Products are never removed (order lines and carts refer to them): DELETE hides one. */
export async function deactivateProduct(db: Db, actor: Actor, id: number) {
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    const [row] = await tx
      .update(products)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new Error('product vanished under lock');
    const after = productAnswer(row);
    await recordAudit(tx, {
      ...actor,
      action: 'deactivate',
      entity: 'product',
      entityId: id,
      before: productAnswer(before),
      after,
    });
    return after;
  });
  invalidateCatalogCache();
  return done;
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
