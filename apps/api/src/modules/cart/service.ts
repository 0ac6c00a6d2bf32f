import { centsToEuros, type Lang, localize, percentOf } from '@shop/shared';
import { checkCoupon, isCouponOffered } from '@shop/shared/checkout';
import { hasBlocker, type PrintSpec, printSpecFor } from '@shop/shared/preflight-findings';
import { estimateDelivery } from '@shop/shared/pricing';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { invalidate, onInvalidation } from '../../lib/invalidation';
import { readCacheGeneration } from '../../lib/read-cache';
import { TtlCache } from '../../lib/ttl-cache';
import {
  type CatalogProduct,
  chosenOptions,
  getCatalog,
  lineProductionDays,
  loadSellableProducts,
  quoteForProduct,
} from '../catalog';
import { coupons } from '../coupons';
import {
  deleteStoredFiles,
  findingsAtSize,
  insertUploads,
  preflightAtSize,
  type ReceivedFile,
  uploads,
} from '../uploads';
import { linePrice } from './quoted-price';
import type { AddCartLineBody, CartFile, CartLineAnswer, CartMeta } from './schema';
import { cartLines, carts } from './table';

export type CartRow = typeof carts.$inferSelect;
export type CartLineRow = typeof cartLines.$inferSelect;
type UploadRow = typeof uploads.$inferSelect;

/**
 * The user's cart row, created on first use and touched otherwise, in one statement (one
 * cart per user: the unique index settles concurrent first uses).
 */
export async function getOrCreateCart(db: Db, userId: number): Promise<CartRow> {
  const [cart] = await db
    .insert(carts)
    .values({ userId })
    .onConflictDoUpdate({ target: carts.userId, set: { updatedAt: sql`now()` } })
    .returning();
  if (!cart) throw new Error(`cart of user ${userId} could not be written`);
  return cart;
}

function fileAnswer(
  file: Pick<UploadRow, 'preflight'> & Partial<UploadRow>,
  widthCm: number | null,
  heightCm: number | null,
  spec: PrintSpec,
  lang: Lang,
): CartFile {
  return {
    id: file.id ?? 0,
    name: file.originalName ?? '',
    size: file.sizeBytes ?? 0,
    mime: file.mimeType ?? '',
    preflight: file.preflight ?? null,
    at_size: file.preflight ? preflightAtSize(file.preflight, widthCm, heightCm) : null,
    findings: findingsAtSize(file.preflight, widthCm, heightCm, spec, lang),
  };
}

/**
 * Refuses (422, in the caller's language) files whose preflight has a blocker at the ordered
 * size unless the customer ticked "print as supplied, I accept the risk". The message names
 * each file and its blockers, so the customer knows what to fix.
 */
function assertArtworkAccepted(
  files: { originalName: string; preflight: UploadRow['preflight'] }[],
  widthCm: number | null,
  heightCm: number | null,
  spec: PrintSpec,
  lang: Lang,
  accepted: boolean,
): void {
  if (accepted) return;
  const blocked = files
    .map((f) => ({
      name: f.originalName,
      blockers: findingsAtSize(f.preflight, widthCm, heightCm, spec, lang).filter(
        (x) => x.severity === 'blocker',
      ),
    }))
    .filter((f) => hasBlocker(f.blockers));
  if (blocked.length === 0) return;
  throw new AppError(
    'artwork_blocked',
    'cart.artworkBlocked',
    { files: blocked.map((f) => `“${f.name}”`).join(', ') },
    blocked.flatMap((f) =>
      f.blockers.map((b) => ({
        key: 'cart.artworkBlocker' as const,
        params: { name: f.name, problem: b.message },
      })),
    ),
  );
}

/**
 * One cart line as the storefront shows it, priced now with the shared rules. A product
 * that is gone or a configuration it no longer takes makes the line `available: false`.
 */
export function cartLineAnswer(
  line: CartLineRow,
  product: CatalogProduct | undefined,
  categoryName: string,
  files: UploadRow[],
  lang: Lang,
  now: Date,
): CartLineAnswer & { totalCents: number } {
  const addedCents = line.totalCents;
  const base = {
    id: line.id,
    product_id: line.productId,
    name: line.name,
    quantity: line.quantity,
    width: line.widthCm,
    height: line.heightCm,
    files: files.map((f) =>
      fileAnswer(f, line.widthCm, line.heightCm, printSpecFor(product?.pricing ?? { pricingMode: '' }), lang),
    ),
    accept_risk: line.artworkRiskAccepted,
    added_price: centsToEuros(addedCents),
    quote_id: null,
  };
  let quoted: ReturnType<typeof quoteForProduct> | null = null;
  if (product) {
    try {
      quoted = quoteForProduct(product, lang, {
        optionIds: line.optionIds,
        width: line.widthCm ?? undefined,
        height: line.heightCm ?? undefined,
        quantity: line.quantity,
      });
    } catch {
      quoted = null;
    }
  }
  if (!product || !quoted) {
    return {
      ...base,
      category_id: product?.categoryId ?? null,
      title: product ? localize(product.title, lang) : '',
      category: categoryName,
      image: product?.images[0] ?? '',
      min_q: product?.minQuantity ?? 1,
      max_q: product?.maxQuantity ?? line.quantity,
      options: [],
      unit_price: 0,
      price: 0,
      price_changed: false,
      available: false,
      turnaround_days: product?.turnaroundDays ?? 0,
      estimated_delivery: '',
      totalCents: 0,
    };
  }
  const { options } = quoted;
  const quote = { ...quoted.quote, ...linePrice(line, quoted.quote, now) };
  return {
    ...base,
    quote_id: quote.quoteId,
    category_id: product.categoryId,
    title: localize(product.title, lang),
    category: categoryName,
    image: product.images[0] ?? '',
    min_q: product.minQuantity,
    max_q: product.maxQuantity,
    options: chosenOptions(product, options, lang),
    unit_price: centsToEuros(quote.unitCents),
    price: centsToEuros(quote.totalCents),
    price_changed: quote.totalCents !== addedCents,
    available: true,
    turnaround_days: product.turnaroundDays,
    // The line's dispatch date: production days less its express saving, the same count the
    // order's promise keeps when paid (docs/product.md#delivery-estimate).
    estimated_delivery: estimateDelivery(now, lineProductionDays(product, quoted.options)),
    totalCents: quote.totalCents,
  };
}

export type CartView = {
  cart: CartRow | null;
  lines: (CartLineAnswer & { totalCents: number })[];
  meta: CartMeta;
  couponRow: typeof coupons.$inferSelect | null;
};

type CartRows = {
  cart: CartRow;
  coupon: typeof coupons.$inferSelect | null;
  lines: CartLineRow[];
  files: UploadRow[];
} | null;

/**
 * A user's cart rows, kept a few seconds per process: the top bar reads the cart on every
 * page. Every write to a cart calls `forgetCart(userId)` once it has committed; a staff
 * write (a coupon changed) empties them all through the read-cache generation. Other
 * processes are told (lib/invalidation.ts) and otherwise see a change within
 * CART_CACHE_TTL_MS. Payment never reads from here.
 */
export const CART_CACHE_TTL_MS = 5_000;
const cartRowsCache = new TtlCache<number, CartRows>(CART_CACHE_TTL_MS, Date.now, readCacheGeneration);

onInvalidation((event) => {
  if (event.kind === 'cart') cartRowsCache.delete(event.userId);
});

/** Drops one user's cached cart rows here and in every other process. */
export function forgetCart(userId: number): void {
  invalidate({ kind: 'cart', userId });
}

/** The cart's rows (cart, coupon, lines, their files) straight from the database, not the read cache. */
export async function loadCartRows(db: Db, userId: number): Promise<CartRows> {
  const [head] = await db
    .select({ cart: carts, coupon: coupons })
    .from(carts)
    .leftJoin(coupons, eq(coupons.id, carts.couponId))
    .where(eq(carts.userId, userId))
    .limit(1);
  if (!head) return null;
  const lines = await db
    .select()
    .from(cartLines)
    .where(eq(cartLines.cartId, head.cart.id))
    .orderBy(asc(cartLines.id));
  const files =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(uploads)
          .where(
            inArray(
              uploads.cartLineId,
              lines.map((l) => l.id),
            ),
          )
          .orderBy(asc(uploads.id));
  return { cart: head.cart, coupon: head.coupon, lines, files };
}

/** The cart as the storefront shows it, priced from the catalogue read cache. */
export async function viewCart(
  db: Db,
  userId: number,
  lang: Lang,
  now = new Date(),
  /** The rows as the writing transaction left them (no second trip to the database). */
  written?: CartRows,
): Promise<CartView> {
  const rows =
    written !== undefined ? written : await cartRowsCache.get(userId, () => loadCartRows(db, userId));
  if (!rows) {
    return {
      cart: null,
      lines: [],
      couponRow: null,
      meta: {
        count: 0,
        subtotal: 0,
        discount: 0,
        goods: 0,
        coupon: null,
        country_id: null,
        price_changed: false,
      },
    };
  }
  const snapshot = await getCatalog(db);
  const lines = rows.lines.map((line) => {
    const product = snapshot.products.get(line.productId);
    const category = product ? snapshot.categoryById.get(product.categoryId) : undefined;
    return cartLineAnswer(
      line,
      product,
      category ? localize(category.name, lang) : '',
      rows.files.filter((f) => f.cartLineId === line.id),
      lang,
      now,
    );
  });
  return { cart: rows.cart, lines, couponRow: rows.coupon, meta: metaOf(rows.cart, rows.coupon, lines, now) };
}

function metaOf(
  cart: CartRow,
  coupon: typeof coupons.$inferSelect | null,
  lines: { totalCents: number; price_changed: boolean }[],
  now: Date,
): CartMeta {
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  // A coupon that expired, was switched off or ran out since it was applied is not shown as a
  // discount (payment drops it and says why): the shop never advertises one (decision 028).
  const shown = coupon && isCouponOffered(coupon, now).ok ? coupon : null;
  // The discount is shown at once, before a country is chosen (issue 27): the same percentage
  // of the same subtotal the checkout's totals take (cartTotals), when the cart reaches the
  // coupon's minimum. Delivery and VAT still wait for the country.
  const discountCents =
    shown && checkCoupon(shown, subtotalCents, now).ok ? percentOf(subtotalCents, shown.percentOff) : 0;
  return {
    count: lines.length,
    subtotal: centsToEuros(subtotalCents),
    discount: centsToEuros(discountCents),
    goods: centsToEuros(subtotalCents - discountCents),
    coupon: shown ? { code: shown.code, percent: shown.percentOff } : null,
    country_id: cart.countryId,
    price_changed: lines.some((l) => l.price_changed),
  };
}

/** Finds the caller's own line; anyone else's is "not found" (no existence leak). */
async function ownLine(db: Db, userId: number, lineId: number) {
  const [row] = await db
    .select({ line: cartLines })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .where(and(eq(cartLines.id, lineId), eq(carts.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'cart.lineNotFound');
  return row.line;
}

/**
 * Adds a configured product, priced from the database with the shared rules, and attaches
 * its design files (already streamed to disk by the caller). If anything fails, the files
 * are deleted and nothing is written.
 */
export async function addCartLine(
  db: Db,
  deps: { uploadDir: string; maxCartLines: number },
  userId: number,
  lang: Lang,
  input: AddCartLineBody,
  files: ReceivedFile[],
): Promise<{ lineId: number; rows: CartRows }> {
  try {
    // Priced as the product page shows it (catalogue snapshot); payment re-prices from the
    // database and stops if anything moved in between.
    const product = (await getCatalog(db)).products.get(input.product_id);
    if (!product) throw new AppError('not_found', 'catalog.productNotFound');
    const { quote, selection } = quoteForProduct(product, lang, {
      optionIds: input.options,
      width: input.width,
      height: input.height,
      quantity: input.quantity,
    });
    if (files.length > product.fileLimit) {
      throw new AppError('business_rule', 'cart.tooManyFiles', { max: product.fileLimit });
    }
    const sized = product.pricing.pricingMode === 'per_m2' || quote.areaM2 > 0;
    const widthCm = sized ? (selection.width ?? null) : null;
    const heightCm = sized ? (selection.height ?? null) : null;
    assertArtworkAccepted(files, widthCm, heightCm, printSpecFor(product.pricing), lang, input.accept_risk);
    const added = await db.transaction(async (tx) => {
      const cart = await getOrCreateCart(tx, userId);
      const [{ lines } = { lines: 0 }] = await tx
        .select({ lines: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      // The line limit (MAX_CART_LINES) keeps one cart from growing without bound.
      if (lines >= deps.maxCartLines)
        throw new AppError('business_rule', 'cart.tooManyLines', { max: deps.maxCartLines });
      const [line] = await tx
        .insert(cartLines)
        .values({
          cartId: cart.id,
          productId: product.id,
          quantity: quote.quantity,
          widthCm,
          heightCm,
          optionIds: [...new Set(input.options)],
          name: input.name,
          artworkRiskAccepted: input.accept_risk && files.length > 0,
          unitPriceCents: quote.unitCents,
          totalCents: quote.totalCents,
        })
        .returning({ id: cartLines.id });
      if (!line) throw new Error('cart line insert returned nothing');
      if (files.length > 0) await insertUploads(tx, userId, files, { cartLineId: line.id });
      // The answer's cart is read in the same transaction: one wait for the connection, not two.
      return { lineId: line.id, rows: await loadCartRows(tx, userId) };
    });
    forgetCart(userId);
    return added;
  } catch (error) {
    await deleteStoredFiles(
      deps.uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}

/** Changes a line's quantity; the line takes the price for the new quantity. */
export async function updateCartLineQuantity(
  db: Db,
  userId: number,
  lang: Lang,
  lineId: number,
  quantity: number,
  acceptRisk = false,
) {
  const line = await ownLine(db, userId, lineId);
  const product = (await loadSellableProducts(db, [line.productId])).get(line.productId);
  if (!product) throw new AppError('not_found', 'catalog.productNotFound');
  const files = await db
    .select({ originalName: uploads.originalName, preflight: uploads.preflight })
    .from(uploads)
    .where(eq(uploads.cartLineId, line.id));
  const accepted = line.artworkRiskAccepted || acceptRisk;
  assertArtworkAccepted(files, line.widthCm, line.heightCm, printSpecFor(product.pricing), lang, accepted);
  const { quote } = quoteForProduct(product, lang, {
    optionIds: line.optionIds,
    width: line.widthCm ?? undefined,
    height: line.heightCm ?? undefined,
    quantity,
  });
  await db
    .update(cartLines)
    .set({
      quantity: quote.quantity,
      unitPriceCents: quote.unitCents,
      totalCents: quote.totalCents,
      artworkRiskAccepted: accepted && files.length > 0,
      // A saved quote priced its own quantity: another quantity is priced from the catalogue.
      quoteId: null,
      quotedUnitCents: null,
      quotedTotalCents: null,
      quotedUntil: null,
    })
    .where(eq(cartLines.id, line.id));
  forgetCart(userId);
}

/** Removes an own line and its design files. */
export async function removeCartLine(db: Db, deps: { uploadDir: string }, userId: number, lineId: number) {
  const line = await ownLine(db, userId, lineId);
  const removed = await db.transaction(async (tx) => {
    const files = await tx
      .delete(uploads)
      .where(eq(uploads.cartLineId, line.id))
      .returning({ storageKey: uploads.storageKey });
    await tx.delete(cartLines).where(eq(cartLines.id, line.id));
    return files;
  });
  forgetCart(userId);
  await deleteStoredFiles(
    deps.uploadDir,
    removed.map((f) => f.storageKey),
  );
}
