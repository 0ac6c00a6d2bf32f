import {
  centsToEuros,
  foldSearchText,
  formatEuros,
  LANGS,
  type Lang,
  type LocalizedText,
  localize,
  localizeList,
  type OwnerType,
  type ShippingRegion,
} from '@shop/shared';
import type { ProductOption as OptionAnswer, Summary as SummaryAnswer } from '@shop/shared/api/catalog';
import {
  type ConfigurationIssue,
  type CourierDaysTable,
  DEFAULT_DELIVERY_REGION,
  type PricingOption,
  planDelivery,
  productionDays,
  quoteLine,
} from '@shop/shared/pricing';
import type { Db } from '../../db/client';
import { preparedJson } from '../../lib/encoded-body';
import { AppError } from '../../lib/errors';
import type { MessageKey } from '../../lib/messages';
import {
  type CachedJson,
  type CatalogProduct,
  type CatalogSnapshot,
  type CategoryRow,
  cachedJson,
  getCatalog,
  memoJson,
  type OptionNode,
  type ServiceRow,
} from './cache';
import { courierDaysOf } from './courier-days';
import { SEARCH_LIMIT } from './schema';

const ok = (data: unknown) => ({ status: true, data });

function nameMatches(filter: string | undefined, ...names: LocalizedText[]): boolean {
  const folded = filter ? foldSearchText(filter) : '';
  if (!folded) return true;
  return names.some((n) => LANGS.some((lang) => foldSearchText(localize(n, lang)).includes(folded)));
}

function countOf(snapshot: CatalogSnapshot, category: CategoryRow): number {
  return category.ownerType === 1
    ? (snapshot.servicesByCategory.get(category.id)?.length ?? 0)
    : (snapshot.productsByCategory.get(category.id)?.length ?? 0);
}

function categoryAnswer(snapshot: CatalogSnapshot, category: CategoryRow, lang: Lang) {
  return {
    id: category.id,
    owner_type: category.ownerType as OwnerType,
    name: localize(category.name, lang),
    description: localize(category.description, lang),
    image: category.image,
    count: countOf(snapshot, category),
  };
}

function serviceCard(service: ServiceRow, lang: Lang) {
  return {
    id: service.id,
    category_id: service.categoryId,
    name: localize(service.name, lang),
    description: localizeList(service.description, lang),
    image: service.images[0] ?? '',
    images: service.images,
  };
}

function productCard(product: CatalogProduct, lang: Lang) {
  const title = localize(product.title, lang);
  return {
    id: product.id,
    category_id: product.categoryId,
    title,
    name: title,
    description: localize(product.description, lang),
    image: product.images[0] ?? '',
    images: product.images,
    pricing_mode: product.pricingMode,
    price_from: centsToEuros(product.basePriceCents),
  };
}

function optionAnswer(option: OptionNode, lang: Lang): OptionAnswer {
  const percent = option.priceMode === 'percent';
  return {
    id: option.id,
    section_id: option.sectionId,
    parent_id: option.parentId,
    name: localize(option.name, lang),
    description: localize(option.description, lang),
    image: option.image,
    price_mode: option.priceMode,
    price: percent ? null : centsToEuros(option.priceAmount),
    percent: percent ? option.priceAmount / 100 : null,
    production_days_saved: option.productionDaysSaved,
    finishing: option.finishing ?? null,
    childrens: option.children.map((child) => optionAnswer(child, lang)),
  };
}

function productAnswer(snapshot: CatalogSnapshot, product: CatalogProduct, lang: Lang) {
  const category = snapshot.categoryById.get(product.categoryId);
  const title = localize(product.title, lang);
  return {
    id: product.id,
    category_id: product.categoryId,
    category_name: category ? localize(category.name, lang) : '',
    title,
    name: title,
    description: localize(product.description, lang),
    image: product.images[0] ?? '',
    images: product.images,
    meta_title: localize(product.metaTitle, lang) || title,
    meta_description: localize(product.metaDescription, lang),
    headers: product.headers.map((header) => ({
      id: header.id,
      title: localize(header.title, lang),
      description: localize(header.description, lang),
      lines: localizeList(header.lines, lang),
    })),
    sections: product.sections.map((section) => ({
      id: section.id,
      name: localize(section.name, lang),
      required: section.required,
      options: section.options.map((option) => optionAnswer(option, lang)),
    })),
    min_width: product.minWidth,
    max_width: product.maxWidth,
    min_height: product.minHeight,
    max_height: product.maxHeight,
    def_width: product.defWidth,
    def_height: product.defHeight,
    min_q: product.minQuantity,
    max_q: product.maxQuantity,
    limit: product.fileLimit,
    weldable: product.weldable,
    pricing_mode: product.pricingMode,
    base_price: centsToEuros(product.basePriceCents),
    min_charge: centsToEuros(product.minChargeCents),
    quantity_breaks: product.quantityBreaks.map((b) => ({
      min_quantity: b.minQuantity,
      discount_percent: b.discountPercent,
    })),
    turnaround_days: product.turnaroundDays,
    footers: { description: localize(product.footer, lang) },
    artwork: product.artwork ?? null,
  };
}

// ---- Reads: each answers a whole serialised envelope, cached per snapshot and language ----

export async function listCategories(
  db: Db,
  lang: Lang,
  filter: { owner_type?: OwnerType | undefined; name?: string | undefined },
): Promise<CachedJson> {
  const snapshot = await getCatalog(db);
  const build = () =>
    ok(
      snapshot.categories
        .filter((c) => filter.owner_type === undefined || c.ownerType === filter.owner_type)
        .filter((c) => nameMatches(filter.name, c.name))
        .map((c) => categoryAnswer(snapshot, c, lang)),
    );
  // Filtered lists are typed by people: not worth keeping.
  if (filter.name?.trim()) return { ...preparedJson(JSON.stringify(build())), etag: '' };
  return memoJson(snapshot, `${lang}|categories|${filter.owner_type ?? 'all'}`, build);
}

export async function getCategory(
  db: Db,
  lang: Lang,
  id: number,
  query: { owner_type?: OwnerType | undefined; name?: string | undefined },
): Promise<CachedJson> {
  const snapshot = await getCatalog(db);
  const category = snapshot.categoryById.get(id);
  if (!category || (query.owner_type !== undefined && category.ownerType !== query.owner_type)) {
    throw new AppError('not_found', 'catalog.categoryNotFound');
  }
  const build = () => {
    const services = (snapshot.servicesByCategory.get(id) ?? []).filter((s) =>
      nameMatches(query.name, s.name),
    );
    const products = (snapshot.productsByCategory.get(id) ?? []).filter((p) =>
      nameMatches(query.name, p.title),
    );
    return ok({
      ...categoryAnswer(snapshot, category, lang),
      services: services.map((s) => serviceCard(s, lang)),
      products: products.map((p) => productCard(p, lang)),
    });
  };
  if (query.name?.trim()) return { ...preparedJson(JSON.stringify(build())), etag: '' };
  return memoJson(snapshot, `${lang}|category|${id}`, build);
}

export async function getService(db: Db, lang: Lang, id: number): Promise<CachedJson> {
  const snapshot = await getCatalog(db);
  const service = snapshot.services.get(id);
  if (!service) throw new AppError('not_found', 'catalog.serviceNotFound');
  return memoJson(snapshot, `${lang}|service|${id}`, () => {
    const category = snapshot.categoryById.get(service.categoryId);
    const name = localize(service.name, lang);
    return ok({
      id: service.id,
      category_id: service.categoryId,
      category_name: category ? localize(category.name, lang) : '',
      name,
      images: service.images,
      description: localizeList(service.description, lang),
      meta_title: localize(service.metaTitle, lang) || name,
      meta_description: localize(service.metaDescription, lang),
    });
  });
}

export async function getProduct(db: Db, lang: Lang, id: number): Promise<CachedJson> {
  const snapshot = await getCatalog(db);
  const product = snapshot.products.get(id);
  if (!product) throw new AppError('not_found', 'catalog.productNotFound');
  return memoJson(snapshot, `${lang}|product|${id}`, () => ok(productAnswer(snapshot, product, lang)));
}

/** Longest description excerpt in a search result. */
const EXCERPT_LENGTH = 160;

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_LENGTH) return flat;
  const cut = flat.slice(0, EXCERPT_LENGTH);
  const space = cut.lastIndexOf(' ');
  // Cut at a word, without a dangling stop or comma before the ellipsis.
  const words = space > EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut;
  return `${words.replace(/[\s.,;:،؛]+$/u, '')}…`;
}

/** Most distinct searches kept per snapshot; past it the memo starts again (typed text is unbounded). */
const SEARCH_MEMO_LIMIT = 2_000;

/**
 * The search answer as a serialised envelope, kept per snapshot, language, limit and folded
 * text: the whole search runs on the cached catalogue, never a database query, so a typed
 * `%` or `_` is a character like any other (no LIKE pattern exists to escape).
 */
export async function searchCatalogJson(
  db: Db,
  lang: Lang,
  text: string,
  limit: number = SEARCH_LIMIT,
): Promise<CachedJson> {
  const snapshot = await getCatalog(db);
  // The text as typed first: folding it (Unicode normalisation and a dozen replacements) is
  // needed only for a text not seen yet; different spellings of one search share one answer.
  // A NUL separates the typed text: no search text holds one (the text guard refuses it).
  const typedKey = `${lang}|${limit}\u0000${text}`;
  let hit = snapshot.searchMemo.get(typedKey);
  if (hit) return hit;
  const query = foldSearchText(text);
  const key = `${lang}|${limit}|${query}`;
  hit = snapshot.searchMemo.get(key);
  if (!hit) {
    if (snapshot.searchMemo.size >= SEARCH_MEMO_LIMIT) snapshot.searchMemo.clear();
    hit = cachedJson(JSON.stringify({ status: true, data: findInSnapshot(snapshot, lang, query, limit) }));
    snapshot.searchMemo.set(key, hit);
  }
  snapshot.searchMemo.set(typedKey, hit);
  return hit;
}

/**
 * Products and services with every typed word in their English or Arabic name, or failing
 * that in their name and description in one language (case, accents and Arabic letter
 * variants folded). Names starting with the text come first, then names with a word starting
 * with it, then other name matches, then description matches; catalogue order breaks ties.
 */
function findInSnapshot(snapshot: CatalogSnapshot, lang: Lang, query: string, limit: number) {
  if (!query) return [];
  const words = query.split(' ');
  const hits: { score: number; order: number; entry: CatalogSnapshot['searchEntries'][number] }[] = [];
  snapshot.searchEntries.forEach((entry, order) => {
    let best = Number.POSITIVE_INFINITY;
    for (const name of entry.folded) {
      if (!words.every((w) => name.includes(w))) continue;
      const score = name.startsWith(query)
        ? 0
        : words.every((w) => name.startsWith(w) || name.includes(` ${w}`))
          ? 1
          : 2;
      best = Math.min(best, score);
    }
    if (
      best === Number.POSITIVE_INFINITY &&
      entry.foldedText.some((t) => words.every((w) => t.includes(w)))
    ) {
      best = 3;
    }
    if (best !== Number.POSITIVE_INFINITY) hits.push({ score: best, order, entry });
  });
  hits.sort((a, b) => a.score - b.score || a.order - b.order);
  return hits.slice(0, limit).map(({ entry }) => {
    const name = localize(entry.name, lang);
    const category = snapshot.categoryById.get(entry.categoryId);
    return {
      id: entry.id,
      type: entry.type,
      category_id: entry.categoryId,
      category: category ? localize(category.name, lang) : '',
      title: name,
      name,
      image: entry.image,
      description: excerpt(localize(entry.description, lang)),
    };
  });
}

// ---- Summary: the authoritative price of one configured line ----

export type LineRequest = {
  productId: number;
  optionIds: readonly number[];
  width?: number | undefined;
  height?: number | undefined;
  quantity?: number | undefined;
};

function issueMessage(
  product: CatalogProduct,
  issue: ConfigurationIssue,
  lang: Lang,
): { key: MessageKey; params: Record<string, string | number> } {
  const optionName = (id: number) => {
    const option = product.optionById.get(id);
    return option ? localize(option.name, lang) : String(id);
  };
  const sectionName = (id: number) => {
    const section = product.sectionById.get(id);
    return section ? localize(section.name, lang) : String(id);
  };
  switch (issue.code) {
    case 'size_required':
      return { key: 'catalog.sizeRequired', params: {} };
    case 'size_out_of_range': {
      const { code: _code, tooLargeNotWeldable: _t, ...limits } = issue;
      return { key: 'catalog.sizeOutOfRange', params: limits };
    }
    case 'size_above_weld_limit':
      return { key: 'catalog.aboveWeldLimit', params: { maxSide: issue.maxSide } };
    case 'quantity_out_of_range':
      return {
        key: 'catalog.quantityOutOfRange',
        params: { min: issue.minQuantity, max: issue.maxQuantity },
      };
    case 'option_foreign':
      return { key: 'catalog.optionForeign', params: { id: issue.optionId } };
    case 'option_orphan':
      return {
        key: 'catalog.optionOrphan',
        params: { option: optionName(issue.optionId), parent: optionName(issue.parentId) },
      };
    case 'option_conflict':
      return { key: 'catalog.optionConflict', params: { section: sectionName(issue.sectionId) } };
    case 'option_required':
      return { key: 'catalog.optionRequired', params: { section: sectionName(issue.sectionId) } };
  }
}

/** The lines of a rejected configuration: the first is the message, all are in errors[]. */
function configurationError(product: CatalogProduct, issues: ConfigurationIssue[], lang: Lang): AppError {
  const lines: { key: MessageKey; params: Record<string, string | number> }[] = [];
  for (const issue of issues) {
    lines.push(issueMessage(product, issue, lang));
    if (issue.code === 'size_out_of_range' && issue.tooLargeNotWeldable) {
      lines.push({
        key: 'catalog.notWeldable',
        params: { maxWidth: issue.maxWidth, maxHeight: issue.maxHeight },
      });
    }
  }
  const [first] = lines;
  return new AppError('business_rule', first?.key ?? 'error.badRequest', first?.params ?? {}, lines);
}

/**
 * Validates and prices one configured line with the shared rules. Throws 404 for an unknown
 * product and 422 (with the spec's notices) for a size, quantity or option it cannot take.
 * The cart uses the same function, so the price in the cart is the price shown here.
 */
export async function quoteProductLine(db: Db, lang: Lang, request: LineRequest, now = new Date()) {
  const snapshot = await getCatalog(db);
  const product = snapshot.products.get(request.productId);
  if (!product) throw new AppError('not_found', 'catalog.productNotFound');
  return { ...quoteForProduct(product, lang, request), now };
}

/** Prices one configured line of a product already loaded (from the cache or the database). */
/**
 * The most one line may cost (VAT excluded): €1,000,000, the largest price staff can enter.
 * Beyond it (a huge size times a huge quantity) amounts would no longer fit the cart, order
 * and invoice columns; such a job is quoted by hand.
 */
export const MAX_LINE_CENTS = 100_000_000;

export function quoteForProduct<P extends CatalogProduct>(
  product: P,
  lang: Lang,
  request: Omit<LineRequest, 'productId'>,
) {
  const selection = {
    optionIds: request.optionIds,
    width: request.width ?? product.defWidth,
    height: request.height ?? product.defHeight,
    quantity: request.quantity ?? product.minQuantity,
  };
  const result = quoteLine(product.pricing, selection);
  if (!result.ok) throw configurationError(product, result.issues, lang);
  if (result.quote.totalCents > MAX_LINE_CENTS) {
    throw new AppError('business_rule', 'catalog.lineTooExpensive', {
      max: formatEuros(MAX_LINE_CENTS, lang),
    });
  }
  return { product, selection, options: result.options, quote: result.quote };
}

/** The chosen options of a line in the product's tree order, named for the customer. */
export function chosenOptions(product: CatalogProduct, options: readonly PricingOption[], lang: Lang) {
  const treeOrder = new Map(product.pricing.options.map((o, i) => [o.id, i]));
  return [...options]
    .sort((a, b) => (treeOrder.get(a.id) ?? 0) - (treeOrder.get(b.id) ?? 0))
    .map((o) => {
      const row = product.optionById.get(o.id);
      const parent = o.parentId === null ? undefined : product.optionById.get(o.parentId);
      const section = product.sectionById.get(o.sectionId);
      return {
        id: o.id,
        section: section ? localize(section.name, lang) : '',
        name: row ? localize(row.name, lang) : '',
        parent_name: parent ? localize(parent.name, lang) : null,
      };
    });
}

/** Working days of production of a configured line: its turnaround less the express saving. */
export function lineProductionDays(product: CatalogProduct, options: readonly { id: number }[]): number {
  const chosen = options.map((o) => product.optionById.get(o.id)).filter((o) => o !== undefined);
  return productionDays(product.turnaroundDays, chosen);
}

/** Production (shortened by express options) and courier days of a configured line. */
export function deliveryPlanFor(
  product: CatalogProduct,
  options: readonly PricingOption[],
  region: ShippingRegion,
  now: Date,
  /** The staff's courier table (shipping's cached read); the shared defaults without it. */
  courierDays?: CourierDaysTable,
) {
  return planDelivery(now, {
    productionDays: lineProductionDays(product, options),
    region,
    ...(courierDays ? { courierDays } : {}),
  });
}

export async function summarizeLine(db: Db, lang: Lang, request: LineRequest, now = new Date()) {
  const { product, selection, options, quote } = await quoteProductLine(db, lang, request, now);
  const sized = quote.areaM2 > 0 || product.pricing.pricingMode === 'per_m2';
  const delivery = deliveryPlanFor(product, options, DEFAULT_DELIVERY_REGION, now, await courierDaysOf(db));
  const summary: SummaryAnswer = {
    product_id: product.id,
    options: chosenOptions(product, options, lang),
    width: sized ? (selection.width ?? null) : null,
    height: sized ? (selection.height ?? null) : null,
    quantity: quote.quantity,
    area_m2: quote.areaM2,
    unit_price: centsToEuros(quote.unitCents),
    fixed_charges: centsToEuros(quote.fixedCents),
    discount_percent: quote.discountPercent,
    discount: centsToEuros(quote.discountCents),
    subtotal: centsToEuros(quote.subtotalCents),
    min_charge_applied: quote.minChargeApplied,
    total: centsToEuros(quote.totalCents),
    currency: 'EUR',
    vat_included: false,
    turnaround_days: product.turnaroundDays,
    production_days: delivery.productionDays,
    estimated_delivery: delivery.shipsOn,
    delivered_by: delivery.deliveredBy,
  };
  if (quote.panels) {
    summary.panels = {
      columns: quote.panels.columns,
      rows: quote.panels.rows,
      overlap_cm: quote.panels.overlapCm,
      pieces: quote.panels.panels,
    };
  }
  return summary;
}
