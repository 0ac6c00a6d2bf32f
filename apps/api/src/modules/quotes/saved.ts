import { centsToEuros, eurosToCents, type Lang, type LocalizedText, localize } from '@shop/shared';
import type { SavedQuote } from '@shop/shared/api/saved-quotes';
import { optionPathLines } from '@shop/shared/option-path';
import { formatCivilDate, madridWallClock } from '@shop/shared/pricing';
import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cartLines, forgetCart, getOrCreateCart, loadCartRows, viewCart } from '../cart';
import { type CatalogProduct, getCatalog, loadSellableProducts, quoteForProduct } from '../catalog';
import { calculateShipment } from '../checkout';
import { assertUploadRoom, registerUploadUse } from '../storage';
import type { VatNumberChecker } from '../tax';
import { copiedUploads, copyStoredFiles, deleteStoredFiles, type UploadRow, uploads } from '../uploads';
import { QUOTE_VALID_DAYS } from './document';
import type { SaveQuoteBody } from './schema';
import { type SavedQuoteLineRow, savedQuoteCounters, savedQuotes } from './table';

export type SavedQuoteRow = typeof savedQuotes.$inferSelect;

const DAY_MS = 86_400_000;

/** The Madrid day of an instant, "YYYY-MM-DD". */
export function madridDay(instant: Date): string {
  return formatCivilDate(madridWallClock(instant));
}

export function isExpired(quote: Pick<SavedQuoteRow, 'validUntil'>, now: Date): boolean {
  return now.getTime() > quote.validUntil.getTime();
}

/** A price with the reseller's markup (whole cents, half up). */
export function markedUp(cents: number, percent: number): number {
  return Math.round((cents * (100 + percent)) / 100);
}

/**
 * The end client's figures: every line, the discount and delivery raised by the markup, VAT
 * at the quote's rate on the raised base. With no markup they are the shop's own figures.
 */
export function clientFigures(quote: SavedQuoteRow, percent: number) {
  if (percent === 0) {
    return {
      lines: quote.lines.map((l) => ({ unitCents: l.unitCents, totalCents: l.totalCents })),
      subtotalCents: quote.subtotalCents,
      discountCents: quote.discountCents,
      shippingCents: quote.shippingCents,
      vatCents: quote.vatCents,
      totalCents: quote.totalCents,
    };
  }
  const lines = quote.lines.map((l) => {
    const unitCents = markedUp(l.unitCents, percent);
    // Unit × quantity stays exact when the shop's line was; fixed charges keep their own rounding.
    const totalCents =
      l.totalCents === l.unitCents * l.quantity ? unitCents * l.quantity : markedUp(l.totalCents, percent);
    return { unitCents, totalCents };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  const discountCents = markedUp(quote.discountCents, percent);
  const shippingCents = quote.shippingCents === null ? null : markedUp(quote.shippingCents, percent);
  const base = subtotalCents - discountCents + (shippingCents ?? 0);
  const vatCents =
    quote.vatRateBasisPoints === null ? null : Math.round((base * quote.vatRateBasisPoints) / 10_000);
  return {
    lines,
    subtotalCents,
    discountCents,
    shippingCents,
    vatCents,
    totalCents: base + (vatCents ?? 0),
  };
}

export function optionLabels(line: SavedQuoteLineRow, lang: Lang): string[] {
  return optionPathLines(
    line.options.map((o) => ({
      section: localize(o.section, lang),
      name: localize(o.name, lang),
      parent_name: o.parentName ? localize(o.parentName, lang) : null,
    })),
  );
}

export function savedQuoteAnswer(quote: SavedQuoteRow, lang: Lang, now = new Date()): SavedQuote {
  const client = clientFigures(quote, quote.markupPercent);
  return {
    id: quote.id,
    number: quote.number,
    created_at: quote.createdAt.toISOString(),
    valid_until: madridDay(quote.validUntil),
    expired: isExpired(quote, now),
    markup_percent: quote.markupPercent,
    client_name: quote.clientName,
    client_reference: quote.clientReference,
    lang: quote.lang,
    country_id: quote.countryId,
    lines: quote.lines.map((l) => ({
      product_id: l.productId,
      title: localize(l.title, lang),
      label: l.label,
      width: l.widthCm,
      height: l.heightCm,
      options: optionLabels(l, lang),
      quantity: l.quantity,
      unit_price: centsToEuros(l.unitCents),
      price: centsToEuros(l.totalCents),
      files: (l.files ?? []).map((f) => ({ name: f.name, size_bytes: f.sizeBytes })),
    })),
    subtotal: centsToEuros(quote.subtotalCents),
    shipping: quote.shippingCents === null ? null : centsToEuros(quote.shippingCents),
    vat: quote.vatCents === null ? null : centsToEuros(quote.vatCents),
    total: centsToEuros(quote.totalCents),
    client_total: centsToEuros(client.totalCents),
  };
}

function optionSnapshot(product: CatalogProduct, optionIds: number[]): SavedQuoteLineRow['options'] {
  const none: LocalizedText = { en: '', ar: '' };
  return optionIds.flatMap((id) => {
    const option = product.optionById.get(id);
    if (!option) return [];
    const parent = option.parentId === null ? undefined : product.optionById.get(option.parentId);
    return [
      {
        section: product.sectionById.get(option.sectionId)?.name ?? none,
        name: option.name,
        parentName: parent?.name ?? null,
      },
    ];
  });
}

/**
 * Saves the caller's cart as a dated quote (POST /api/quotes): its lines at the prices the cart
 * shows now (server-computed, a reopened quote's lines at their quoted price), and delivery
 * and VAT when the cart has a country. Numbered per year (`Q-000123-2026`) with no gap.
 */
export async function saveQuote(
  db: Db,
  deps: SavedQuoteDeps & { checker: VatNumberChecker },
  userId: number,
  lang: Lang,
  body: SaveQuoteBody,
  now = new Date(),
): Promise<SavedQuoteRow> {
  // The rows straight from the database (lines and their files), priced by the cart's own view.
  const fresh = await loadCartRows(db, userId);
  const view = await viewCart(db, userId, lang, now, fresh);
  if (view.lines.length === 0) throw new AppError('business_rule', 'cart.empty');
  const gone = view.lines.find((l) => !l.available);
  if (gone)
    throw new AppError('conflict', 'savedQuote.unavailableLineInCart', {
      title: gone.title || `#${gone.product_id}`,
    });
  const catalog = await getCatalog(db);
  const rows = fresh?.lines ?? [];
  const cartFiles = fresh?.files ?? [];
  const lines: SavedQuoteLineRow[] = view.lines.map((line) => {
    const product = catalog.products.get(line.product_id);
    const row = rows.find((r) => r.id === line.id);
    if (!product || !row)
      throw new AppError('conflict', 'savedQuote.unavailableLineInCart', { title: line.title });
    const files = cartFiles.filter((f) => f.cartLineId === row.id);
    return {
      productId: product.id,
      title: product.title,
      options: optionSnapshot(product, row.optionIds),
      optionIds: row.optionIds,
      widthCm: row.widthCm,
      heightCm: row.heightCm,
      quantity: line.quantity,
      label: line.name,
      unitCents: eurosToCents(line.unit_price),
      totalCents: line.totalCents,
      files: files.map((f) => ({ name: f.originalName, sizeBytes: f.sizeBytes })),
      artworkRiskAccepted: row.artworkRiskAccepted && files.length > 0,
    };
  });
  const subtotalCents = lines.reduce((sum, l) => sum + l.totalCents, 0);
  let totals = {
    discountCents: eurosToCents(view.meta.discount),
    shippingCents: null as number | null,
    vatRateBasisPoints: null as number | null,
    vatCents: null as number | null,
    totalCents: subtotalCents - eurosToCents(view.meta.discount),
  };
  const countryId = view.cart?.countryId ?? null;
  if (countryId !== null) {
    // The checkout's own bill for the cart's destination; a destination the shop does not
    // deliver to leaves delivery and VAT out (the PDF says so).
    const bill = await calculateShipment(db, deps.checker, userId, lang, { countryId }, now).catch(
      () => null,
    );
    if (bill) {
      const b = bill.breakdown;
      totals = {
        discountCents: eurosToCents(b.discount),
        shippingCents: eurosToCents(b.shipping),
        vatRateBasisPoints: Math.round(b.vat_rate * 100),
        vatCents: eurosToCents(b.vat),
        totalCents: eurosToCents(b.total),
      };
    }
  }
  const validUntil = new Date(now.getTime() + QUOTE_VALID_DAYS * DAY_MS);
  const year = Number(madridDay(now).slice(0, 4));
  // The quote keeps copies of the cart's files, so it can be reopened with them after the cart
  // is paid or emptied. Expired quotes' copies go first: they can never be reopened.
  await dropExpiredQuoteFiles(db, deps.uploadDir, userId, now);
  const copies = await copyDesignFiles(db, deps, userId, cartFiles);
  try {
    return await db.transaction(async (tx) => {
      // One upsert hands out the year's next number; concurrent saves queue on the counter's row.
      const [counter] = await tx
        .insert(savedQuoteCounters)
        .values({ year, last: 1 })
        .onConflictDoUpdate({
          target: savedQuoteCounters.year,
          set: { last: sql`${savedQuoteCounters.last} + 1` },
        })
        .returning({ last: savedQuoteCounters.last });
      if (!counter) throw new Error('quote counter upsert returned nothing');
      const [row] = await tx
        .insert(savedQuotes)
        .values({
          userId,
          number: `Q-${String(counter.last).padStart(6, '0')}-${year}`,
          lang: body.lang ?? lang,
          markupPercent: body.markup_percent,
          clientName: body.client_name,
          clientReference: body.client_reference,
          countryId: totals.shippingCents === null ? null : countryId,
          lines,
          subtotalCents,
          ...totals,
          createdAt: now,
          validUntil,
        })
        .returning();
      if (!row) throw new Error('saved quote insert returned nothing');
      // The quote's lines are the cart's rows, in their order (view.lines follows them).
      if (cartFiles.length > 0) {
        await tx.insert(uploads).values(
          copiedUploads(cartFiles, copies, userId, (f) => ({
            savedQuoteId: row.id,
            savedQuoteLine: rows.findIndex((r) => r.id === f.cartLineId),
          })),
        );
      }
      return row;
    });
  } catch (error) {
    await deleteStoredFiles(deps.uploadDir, [...copies.values()]);
    throw error;
  }
}

/** What saving and reopening a quote need besides the database: where files are, and the account's quota. */
export type SavedQuoteDeps = { uploadDir: string; uploadQuotaBytes: number };

/** Copies design files for a quote or a reopened cart, within the account's upload quota (else 413). */
async function copyDesignFiles(db: Db, deps: SavedQuoteDeps, userId: number, files: readonly UploadRow[]) {
  await assertUploadRoom(
    db,
    userId,
    deps.uploadQuotaBytes,
    files.reduce((sum, f) => sum + f.sizeBytes, 0),
  );
  return copyStoredFiles(
    deps.uploadDir,
    files,
    (file) => new AppError('conflict', 'savedQuote.fileMissing', { name: file.originalName }),
  );
}

/** Deletes the copies kept for the account's expired quotes (rows first, then the files). */
async function dropExpiredQuoteFiles(db: Db, uploadDir: string, userId: number, now: Date) {
  const expired = db
    .select({ id: savedQuotes.id })
    .from(savedQuotes)
    .where(and(eq(savedQuotes.userId, userId), lt(savedQuotes.validUntil, now)));
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.ownerUserId, userId), inArray(uploads.savedQuoteId, expired)))
    .returning({ storageKey: uploads.storageKey });
  await deleteStoredFiles(
    uploadDir,
    gone.map((f) => f.storageKey),
  );
}

// A saved quote's copies count against the upload quota like the cart's files, until the quote
// expires and the account's next save drops them.
registerUploadUse(async (db, userId) => {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploads.sizeBytes}), 0)` })
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), isNotNull(uploads.savedQuoteId)));
  return Number(row?.bytes ?? 0);
});

export function listQuotes(db: Db, userId: number): Promise<SavedQuoteRow[]> {
  return db
    .select()
    .from(savedQuotes)
    .where(eq(savedQuotes.userId, userId))
    .orderBy(desc(savedQuotes.createdAt), desc(savedQuotes.id))
    .limit(200);
}

/** The caller's own quote; anyone else's is "not found" (no existence leak). */
export async function ownQuote(db: Db, userId: number, quoteId: number): Promise<SavedQuoteRow> {
  const [row] = await db
    .select()
    .from(savedQuotes)
    .where(and(eq(savedQuotes.id, quoteId), eq(savedQuotes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'savedQuote.notFound');
  return row;
}

/**
 * Puts a valid quote's lines back in the cart at the quote's prices (POST /api/quotes/{id}/reopen):
 * each cart line carries the quoted price and the quote's id until the quote expires
 * (cart/quoted-price.ts). All or nothing: an expired quote is a 409, and so is a product no
 * longer sold or an option gone, naming each such line. Reopening again replaces the lines
 * the quote put in the cart before. Each line gets its own copy of the quote's design files,
 * so the quote can be reopened again after this cart is paid.
 */
export async function reopenQuote(
  db: Db,
  deps: SavedQuoteDeps & { maxCartLines: number },
  userId: number,
  lang: Lang,
  quoteId: number,
  now = new Date(),
) {
  const quote = await ownQuote(db, userId, quoteId);
  if (isExpired(quote, now)) {
    throw new AppError('conflict', 'savedQuote.expired', {
      number: quote.number,
      date: madridDay(quote.validUntil),
    });
  }
  // The catalogue straight from the database: is each line still sold as quoted?
  const products = await loadSellableProducts(
    db,
    quote.lines.map((l) => l.productId),
  );
  const problems: { key: 'savedQuote.lineUnavailable'; params: { line: number; title: string } }[] = [];
  const ready = quote.lines.flatMap((line, index) => {
    const product = products.get(line.productId);
    const title = localize(line.title, lang);
    try {
      if (!product) throw new Error('gone');
      const { quote: current } = quoteForProduct(product, lang, {
        optionIds: line.optionIds,
        width: line.widthCm ?? undefined,
        height: line.heightCm ?? undefined,
        quantity: line.quantity,
      });
      if (current.quantity !== line.quantity) throw new Error('quantity changed');
      return [line];
    } catch {
      problems.push({ key: 'savedQuote.lineUnavailable', params: { line: index + 1, title } });
      return [];
    }
  });
  if (problems.length > 0) {
    throw new AppError('conflict', 'savedQuote.unavailable', { number: quote.number }, problems);
  }
  const files = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.ownerUserId, userId), eq(uploads.savedQuoteId, quote.id)))
    .orderBy(asc(uploads.id));
  const copies = await copyDesignFiles(db, deps, userId, files);
  let replaced: string[] = [];
  try {
    replaced = await db.transaction(async (tx) => {
      const cart = await getOrCreateCart(tx, userId);
      const previous = tx
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(and(eq(cartLines.cartId, cart.id), eq(cartLines.quoteId, quote.id)));
      const dropped = await tx
        .delete(uploads)
        .where(inArray(uploads.cartLineId, previous))
        .returning({ storageKey: uploads.storageKey });
      await tx.delete(cartLines).where(and(eq(cartLines.cartId, cart.id), eq(cartLines.quoteId, quote.id)));
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      if (count + ready.length > deps.maxCartLines) {
        throw new AppError('business_rule', 'savedQuote.cartFull', {
          count: ready.length,
          max: deps.maxCartLines,
        });
      }
      for (const [index, line] of ready.entries()) {
        // `ready` is every line of the quote, in order (a missing one was a 409 above).
        const lineFiles = files.filter((f) => f.savedQuoteLine === index);
        const [cartLine] = await tx
          .insert(cartLines)
          .values({
            cartId: cart.id,
            productId: line.productId,
            quantity: line.quantity,
            widthCm: line.widthCm,
            heightCm: line.heightCm,
            optionIds: line.optionIds,
            name: line.label,
            artworkRiskAccepted: (line.artworkRiskAccepted ?? false) && lineFiles.length > 0,
            // The price the customer was quoted and sees: no "price changed" stop at payment.
            unitPriceCents: line.unitCents,
            totalCents: line.totalCents,
            quoteId: quote.id,
            quotedUnitCents: line.unitCents,
            quotedTotalCents: line.totalCents,
            quotedUntil: quote.validUntil,
          })
          .returning({ id: cartLines.id });
        if (!cartLine) throw new Error(`cart line ${index} insert returned nothing`);
        if (lineFiles.length > 0) {
          await tx
            .insert(uploads)
            .values(copiedUploads(lineFiles, copies, userId, () => ({ cartLineId: cartLine.id })));
        }
      }
      return dropped.map((f) => f.storageKey);
    });
  } catch (error) {
    await deleteStoredFiles(deps.uploadDir, [...copies.values()]);
    throw error;
  }
  await deleteStoredFiles(deps.uploadDir, replaced);
  forgetCart(userId);
  return quote;
}
