/**
 * Services and products as staff edit them: one code path (list, read, create, replace, hide)
 * with what differs between the two written as data in SERVICE_ITEMS and PRODUCT_ITEMS
 * (issue 26, item 5). Both are never removed, since orders refer to them: DELETE hides one.
 * Each write runs in one transaction with its audit row, then empties the read caches.
 */
import { eurosToCents } from '@shop/shared';
import type { ProductBody, ServiceBody } from '@shop/shared/admin-schemas';
import { and, asc, count, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type Paging, pageOf } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit';
import {
  type Actor,
  assertCategoryOf,
  loadTree,
  productAnswer,
  searchCondition,
  serviceAnswer,
  treeAnswer,
  withSlug,
} from './admin-service';
import { invalidateCatalogCache } from './cache';
import { type ProductHeader, products, services } from './table';

/**
 * The columns this file reads are the ones services and products both have (id, category,
 * slug, sort order, active, updated at), so it queries either table through the services
 * type; each kind's `values` and `answer` are typed on its own row.
 */
type ItemTable = typeof services;
type ItemRow = typeof services.$inferSelect;

export type ItemKind<Row, Body extends { slug: string; category_id: number }, Answer> = {
  entity: 'service' | 'product';
  /** The owner type of the categories it may sit in. */
  ownerType: 1 | 2;
  table: ItemTable;
  /** The localized column the list's text search reads, beside the slug. */
  searchColumn: AnyPgColumn;
  /** The row's columns from a form's body. */
  values: (body: Body) => object;
  answer: (row: Row) => Answer;
  /** What a read, a create and a replace add to the answer (a product's option tree). */
  detail?: (db: Db, id: number) => Promise<object>;
};

export const SERVICE_ITEMS: ItemKind<
  typeof services.$inferSelect,
  ServiceBody,
  ReturnType<typeof serviceAnswer>
> = {
  entity: 'service',
  ownerType: 1,
  table: services,
  searchColumn: services.name,
  values: (body) => ({
    categoryId: body.category_id,
    slug: body.slug,
    name: body.name,
    description: body.description,
    images: body.images,
    metaTitle: body.meta_title,
    metaDescription: body.meta_description,
    sortOrder: body.sort_order,
    active: body.active,
    needsProof: body.needs_proof,
    shipsGoods: body.ships_goods,
  }),
  answer: serviceAnswer,
};

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

export const PRODUCT_ITEMS: ItemKind<
  typeof products.$inferSelect,
  ProductBody,
  ReturnType<typeof productAnswer>
> = {
  entity: 'product',
  ownerType: 2,
  table: products as unknown as ItemTable,
  searchColumn: products.title,
  values: (body) => ({
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
    needsProof: body.needs_proof,
    minQuantity: body.min_q,
    maxQuantity: body.max_q,
    fileLimit: body.file_limit,
    turnaroundDays: body.turnaround_days,
    large: body.large,
    weightGrams: body.weight_grams,
    sortOrder: body.sort_order,
    active: body.active,
    ...(body.artwork === undefined ? {} : { artwork: body.artwork }),
  }),
  answer: productAnswer,
  detail: async (db, id) => {
    const { sectionRows, optionRows } = await loadTree(db, id);
    return { sections: treeAnswer(sectionRows, optionRows) };
  },
};

export type ItemFilter = Paging & { categoryId?: number | undefined; q?: string | undefined };

// biome-ignore lint/suspicious/noExplicitAny: a kind of any row, body and answer
type AnyKind = ItemKind<any, any, any>;
type AnswerOf<K> = K extends ItemKind<infer _R, infer _B, infer A> ? A : never;
type BodyOf<K> = K extends ItemKind<infer _R, infer B, infer _A> ? B : never;

const withDetail = async <K extends AnyKind>(kind: K, db: Db, answer: AnswerOf<K> & { id: number }) =>
  kind.detail ? { ...answer, ...(await kind.detail(db, answer.id)) } : answer;

export async function listItems<K extends AnyKind>(db: Db, kind: K, filter: ItemFilter) {
  const t = kind.table;
  const where = and(
    filter.categoryId === undefined ? undefined : eq(t.categoryId, filter.categoryId),
    searchCondition(filter.q, kind.searchColumn, t.slug),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t)
      .where(where)
      .orderBy(asc(t.sortOrder), asc(t.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(t).where(where),
  ]);
  return pageOf(
    rows.map((row) => kind.answer(row) as AnswerOf<K>),
    filter,
    total?.value ?? 0,
  );
}

export async function getItem<K extends AnyKind>(db: Db, kind: K, id: number) {
  const [row] = await db.select().from(kind.table).where(eq(kind.table.id, id)).limit(1);
  if (!row) throw new AppError('not_found', 'admin.notFound');
  return withDetail(kind, db, kind.answer(row));
}

export async function createItem<K extends AnyKind>(db: Db, kind: K, actor: Actor, body: BodyOf<K>) {
  const created = await withSlug(body.slug, () =>
    db.transaction(async (tx) => {
      await assertCategoryOf(tx, body.category_id, kind.ownerType);
      const [row] = await tx
        .insert(kind.table)
        .values(kind.values(body) as typeof services.$inferInsert)
        .returning();
      if (!row) throw new Error(`${kind.entity} insert returned nothing`);
      const after = kind.answer(row) as AnswerOf<K> & { id: number };
      await recordAudit(tx, { ...actor, action: 'create', entity: kind.entity, entityId: row.id, after });
      return after;
    }),
  );
  invalidateCatalogCache();
  return withDetail(kind, db, created);
}

/** Locks the row, writes `values`, audits before and after: a replace and a hide differ only there. */
async function writeItem<K extends AnyKind>(
  db: Db,
  kind: K,
  actor: Actor,
  id: number,
  action: 'update' | 'deactivate',
  values: object,
  check?: (tx: Db) => Promise<void>,
) {
  const t = kind.table;
  const done = await db.transaction(async (tx) => {
    const [before] = await tx.select().from(t).where(eq(t.id, id)).for('update');
    if (!before) throw new AppError('not_found', 'admin.notFound');
    await check?.(tx);
    const [row] = await tx
      .update(t)
      .set({ ...values, updatedAt: new Date() } as Partial<ItemRow>)
      .where(eq(t.id, id))
      .returning();
    if (!row) throw new Error(`${kind.entity} vanished under lock`);
    const after = kind.answer(row) as AnswerOf<K> & { id: number };
    await recordAudit(tx, {
      ...actor,
      action,
      entity: kind.entity,
      entityId: id,
      before: kind.answer(before),
      after,
    });
    return after;
  });
  invalidateCatalogCache();
  return done;
}

export async function updateItem<K extends AnyKind>(
  db: Db,
  kind: K,
  actor: Actor,
  id: number,
  body: BodyOf<K>,
) {
  const updated = await withSlug(body.slug, () =>
    writeItem(db, kind, actor, id, 'update', kind.values(body), (tx) =>
      assertCategoryOf(tx, body.category_id, kind.ownerType),
    ),
  );
  return withDetail(kind, db, updated);
}

/** DELETE: hides the item from the storefront (orders, and for products carts, refer to it). */
export function deactivateItem<K extends AnyKind>(db: Db, kind: K, actor: Actor, id: number) {
  return writeItem(db, kind, actor, id, 'deactivate', { active: false });
}
