import { createHash } from 'node:crypto';
import { foldSearchText, LANGS, type LocalizedText, localize, localizeList, perLang } from '@shop/shared';
import type { PricingProduct } from '@shop/shared/pricing';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type PreparedBody, preparedJson } from '../../lib/encoded-body';
import { invalidateReadCaches, READ_CACHE_TTL_MS, readCacheGeneration } from '../../lib/read-cache';
import { categories, productOptions, productSections, products, services } from './table';

/** The options of these sections, every level (the storefront's cache and the back-office both read trees). */
export async function optionsOfSections(db: Db, sectionRows: { id: number }[]) {
  if (sectionRows.length === 0) return [];
  return db
    .select()
    .from(productOptions)
    .where(
      inArray(
        productOptions.sectionId,
        sectionRows.map((s) => s.id),
      ),
    );
}

export type CategoryRow = typeof categories.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type SectionRow = typeof productSections.$inferSelect;
export type OptionRow = typeof productOptions.$inferSelect;

export type OptionNode = OptionRow & { children: OptionNode[] };
export type SectionNode = SectionRow & { options: OptionNode[] };

/** A product with its option tree and the view of it the pricing rules need. */
export type CatalogProduct = ProductRow & {
  sections: SectionNode[];
  optionById: Map<number, OptionRow>;
  sectionById: Map<number, SectionRow>;
  pricing: PricingProduct;
};

export type SearchEntry = {
  type: 'product' | 'service';
  id: number;
  categoryId: number;
  image: string;
  name: LocalizedText;
  description: LocalizedText;
  /** Folded English and Arabic names. */
  folded: string[];
  /** Folded English and Arabic name and description together, for the wider search. */
  foldedText: string[];
};

/** A localised answer serialised once (as bytes, sent as they are), with its ETag (empty when not cached). */
/** A serialised answer, its ETag, and its compressed forms once a browser asked for them. */
export type CachedJson = PreparedBody & { etag: string };

/** Everything the public catalogue shows, read in one go. */
export type CatalogSnapshot = {
  categories: CategoryRow[];
  categoryById: Map<number, CategoryRow>;
  servicesByCategory: Map<number, ServiceRow[]>;
  productsByCategory: Map<number, CatalogProduct[]>;
  services: Map<number, ServiceRow>;
  products: Map<number, CatalogProduct>;
  searchEntries: SearchEntry[];
  /** Serialised answers per language and key; lives and dies with the snapshot. */
  memo: Map<string, CachedJson>;
  /** Search answers per language and folded text, bounded (typed text is unbounded). */
  searchMemo: Map<string, CachedJson>;
};

/** After a failed background reload, the last good snapshot is served and retried after this. */
const RETRY_AFTER_FAILURE_MS = 5_000;

type CacheState = {
  snapshot: CatalogSnapshot | null;
  generation: number;
  expiresAt: number;
  loading: Promise<CatalogSnapshot> | null;
  loadingGeneration: number;
};

const states = new WeakMap<Db, CacheState>();

/**
 * Drops every cached catalogue in this process, and with it every other read cache (the
 * home page shows catalogue items); call it after any write to categories, services,
 * products, sections or options. Other processes are told through lib/invalidation.ts
 * (LISTEN/NOTIFY on a server) and otherwise catch up within the TTL.
 */
export function invalidateCatalogCache(): void {
  invalidateReadCaches();
}

function byOrder<T extends { sortOrder: number; id: number }>(a: T, b: T) {
  return a.sortOrder - b.sortOrder || a.id - b.id;
}

function buildTree(sectionsOfProduct: SectionRow[], options: OptionRow[]): SectionNode[] {
  const nodes = new Map<number, OptionNode>(options.map((o) => [o.id, { ...o, children: [] }]));
  const tops = new Map<number, OptionNode[]>();
  for (const node of [...nodes.values()].sort(byOrder)) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    if (parent && parent.sectionId === node.sectionId) parent.children.push(node);
    else if (node.parentId === null) {
      const list = tops.get(node.sectionId) ?? [];
      list.push(node);
      tops.set(node.sectionId, list);
    }
    // An option whose parent is missing or in another section is a data error: never offered.
  }
  return sectionsOfProduct
    .sort(byOrder)
    .map((section) => ({ ...section, options: tops.get(section.id) ?? [] }));
}

/** Options reachable from the tree, so pricing never accepts an orphaned row. */
function flatten(sectionNodes: SectionNode[]): OptionRow[] {
  const out: OptionRow[] = [];
  const walk = (list: OptionNode[]) => {
    for (const { children, ...row } of list) {
      out.push(row);
      walk(children);
    }
  };
  for (const section of sectionNodes) walk(section.options);
  return out;
}

/** A product row with its option tree and the view of it the pricing rules need. */
function toCatalogProduct(
  row: ProductRow,
  sectionRows: SectionRow[],
  optionRows: OptionRow[],
): CatalogProduct {
  const sections = buildTree(sectionRows, optionRows);
  const reachable = flatten(sections);
  return {
    ...row,
    sections,
    optionById: new Map(reachable.map((o) => [o.id, o])),
    sectionById: new Map(sections.map((s) => [s.id, s])),
    pricing: {
      pricingMode: row.pricingMode,
      basePriceCents: row.basePriceCents,
      minChargeCents: row.minChargeCents,
      quantityBreaks: row.quantityBreaks,
      minWidth: row.minWidth,
      maxWidth: row.maxWidth,
      minHeight: row.minHeight,
      maxHeight: row.maxHeight,
      weldable: row.weldable,
      minQuantity: row.minQuantity,
      maxQuantity: row.maxQuantity,
      sections: sections.map((s) => ({ id: s.id, required: s.required })),
      options: reachable.map((o) => ({
        id: o.id,
        sectionId: o.sectionId,
        parentId: o.parentId,
        priceMode: o.priceMode,
        priceAmount: o.priceAmount,
      })),
    },
  };
}

/** A product as sold now, with the category facts delivery needs. */
export type SellableProduct = CatalogProduct & { category: CategoryRow };

/**
 * Active products straight from the database, bypassing the read cache: what payment
 * prices with (a staff price change is seen at once, whatever the cache holds).
 */
export async function loadSellableProducts(
  db: Db,
  ids: readonly number[],
): Promise<Map<number, SellableProduct>> {
  const unique = [...new Set(ids)];
  const result = new Map<number, SellableProduct>();
  if (unique.length === 0) return result;
  const rows = await db
    .select({ product: products, category: categories })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        inArray(products.id, unique),
        eq(products.active, true),
        eq(categories.active, true),
        eq(categories.ownerType, 2),
      ),
    );
  if (rows.length === 0) return result;
  const sectionRows = await db
    .select()
    .from(productSections)
    .where(
      inArray(
        productSections.productId,
        rows.map((r) => r.product.id),
      ),
    );
  const optionRows = await optionsOfSections(db, sectionRows);
  for (const { product, category } of rows) {
    const own = sectionRows.filter((s) => s.productId === product.id);
    const ownIds = new Set(own.map((s) => s.id));
    const built = toCatalogProduct(
      product,
      own,
      optionRows.filter((o) => ownIds.has(o.sectionId)),
    );
    result.set(product.id, { ...built, category });
  }
  return result;
}

export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  const [categoryRows, serviceRows, productRows, sectionRows, optionRows] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(eq(categories.active, true))
      .orderBy(asc(categories.sortOrder), asc(categories.id)),
    db
      .select()
      .from(services)
      .where(eq(services.active, true))
      .orderBy(asc(services.sortOrder), asc(services.id)),
    db
      .select()
      .from(products)
      .where(eq(products.active, true))
      .orderBy(asc(products.sortOrder), asc(products.id)),
    db.select().from(productSections),
    db.select().from(productOptions),
  ]);

  const categoryById = new Map(categoryRows.map((c) => [c.id, c]));
  const sectionsByProduct = new Map<number, SectionRow[]>();
  for (const section of sectionRows) {
    const list = sectionsByProduct.get(section.productId) ?? [];
    list.push(section);
    sectionsByProduct.set(section.productId, list);
  }
  const sectionOwner = new Map(sectionRows.map((s) => [s.id, s.productId]));
  const optionsByProduct = new Map<number, OptionRow[]>();
  for (const option of optionRows) {
    const productId = sectionOwner.get(option.sectionId);
    if (productId === undefined) continue;
    const list = optionsByProduct.get(productId) ?? [];
    list.push(option);
    optionsByProduct.set(productId, list);
  }

  const servicesMap = new Map<number, ServiceRow>();
  const servicesByCategory = new Map<number, ServiceRow[]>();
  for (const service of serviceRows) {
    const category = categoryById.get(service.categoryId);
    if (category?.ownerType !== 1) continue;
    servicesMap.set(service.id, service);
    const list = servicesByCategory.get(service.categoryId) ?? [];
    list.push(service);
    servicesByCategory.set(service.categoryId, list);
  }

  const productsMap = new Map<number, CatalogProduct>();
  const productsByCategory = new Map<number, CatalogProduct[]>();
  for (const row of productRows) {
    const category = categoryById.get(row.categoryId);
    if (category?.ownerType !== 2) continue;
    const product = toCatalogProduct(
      row,
      sectionsByProduct.get(row.id) ?? [],
      optionsByProduct.get(row.id) ?? [],
    );
    productsMap.set(row.id, product);
    const list = productsByCategory.get(row.categoryId) ?? [];
    list.push(product);
    productsByCategory.set(row.categoryId, list);
  }

  const searchEntries: SearchEntry[] = [
    ...[...productsMap.values()].map((p) => ({
      type: 'product' as const,
      id: p.id,
      categoryId: p.categoryId,
      image: p.images[0] ?? '',
      name: p.title,
      description: p.description,
      folded: LANGS.map((lang) => foldSearchText(localize(p.title, lang))),
      foldedText: LANGS.map((lang) =>
        foldSearchText(`${localize(p.title, lang)} ${localize(p.description, lang)}`),
      ),
    })),
    ...[...servicesMap.values()].map((s) => ({
      type: 'service' as const,
      id: s.id,
      categoryId: s.categoryId,
      image: s.images[0] ?? '',
      name: s.name,
      description: perLang((lang) => localizeList(s.description, lang).join(' ')),
      folded: LANGS.map((lang) => foldSearchText(localize(s.name, lang))),
      foldedText: LANGS.map((lang) =>
        foldSearchText(`${localize(s.name, lang)} ${localizeList(s.description, lang).join(' ')}`),
      ),
    })),
  ];

  return {
    categories: categoryRows,
    categoryById,
    servicesByCategory,
    productsByCategory,
    services: servicesMap,
    products: productsMap,
    searchEntries,
    memo: new Map(),
    searchMemo: new Map(),
  };
}

function stateOf(db: Db): CacheState {
  let state = states.get(db);
  if (!state) {
    state = { snapshot: null, generation: -1, expiresAt: 0, loading: null, loadingGeneration: -1 };
    states.set(db, state);
  }
  return state;
}

function reload(db: Db, state: CacheState): Promise<CatalogSnapshot> {
  // A load that began before the last invalidation may miss the write: start another.
  const started = readCacheGeneration();
  if (state.loading && state.loadingGeneration === started) return state.loading;
  const loading = loadCatalogSnapshot(db)
    .then((snapshot) => {
      // Never replace a snapshot read after this one began.
      if (started >= state.generation) {
        state.snapshot = snapshot;
        state.generation = started;
        state.expiresAt = Date.now() + READ_CACHE_TTL_MS;
      }
      return snapshot;
    })
    .finally(() => {
      if (state.loading === loading) state.loading = null;
    });
  state.loading = loading;
  state.loadingGeneration = started;
  return loading;
}

/**
 * The catalogue as of at most READ_CACHE_TTL_MS ago. After an invalidation the next read
 * waits for fresh data; when only the TTL ran out, the last snapshot is served while one
 * background reload runs (concurrent readers share it).
 */
export async function getCatalog(db: Db): Promise<CatalogSnapshot> {
  const state = stateOf(db);
  const { snapshot } = state;
  if (snapshot && state.generation === readCacheGeneration()) {
    if (Date.now() >= state.expiresAt && !state.loading) {
      reload(db, state).catch(() => {
        state.expiresAt = Date.now() + RETRY_AFTER_FAILURE_MS;
      });
    }
    return snapshot;
  }
  return reload(db, state);
}

export function cachedJson(text: string): CachedJson {
  const prepared = preparedJson(text);
  return {
    ...prepared,
    etag: `W/"${createHash('sha1').update(prepared.body).digest('base64url').slice(0, 22)}"`,
  };
}

/** Builds a text once per snapshot and key (the key must include the language). */
export function memoText(snapshot: CatalogSnapshot, key: string, build: () => string): CachedJson {
  let hit = snapshot.memo.get(key);
  if (!hit) {
    hit = cachedJson(build());
    snapshot.memo.set(key, hit);
  }
  return hit;
}

/** Serialises an answer once per snapshot and key (the key must include the language). */
export function memoJson(snapshot: CatalogSnapshot, key: string, build: () => unknown): CachedJson {
  return memoText(snapshot, key, () => JSON.stringify(build()));
}
