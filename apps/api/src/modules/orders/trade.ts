import { centsToEuros, type Lang, localize, ORDER_STATUS } from '@shop/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { cartLines, forgetCart, getOrCreateCart } from '../cart';
import { loadSellableProducts, quoteForProduct } from '../catalog';
import { assertUploadRoom } from '../storage';
import { copiedUploads, copyStoredFiles, deleteStoredFiles, receiveArtwork, uploads } from '../uploads';
import { orderLines, orders } from './table';
import { lockOrder } from './transitions';

/** A delivery note is a page or two: 10 MB is plenty and keeps the upload directory small. */
export const DELIVERY_NOTE_MAX_MB = 10;

/**
 * Attaches the reseller's own delivery note (one PDF, sniffed by content) to an own product
 * order that is not yet in production, replacing an earlier one. Anyone else's order is 404.
 */
export async function attachDeliveryNote(
  db: Db,
  request: FastifyRequest,
  { uploadDir, userId, orderId }: { uploadDir: string; userId: number; orderId: number },
) {
  const received = await receiveArtwork(request, {
    ownerUserId: userId,
    uploadDir,
    maxFiles: 1,
    maxFileMb: DELIVERY_NOTE_MAX_MB,
  });
  const file = received.files[0];
  const keys = received.files.map((f) => f.storageKey);
  try {
    if (!file) throw new AppError('business_rule', 'orders.deliveryNoteMissing');
    if (file.mimeType !== 'application/pdf') {
      throw new AppError('unsupported_media_type', 'orders.deliveryNoteNotPdf', { name: file.originalName });
    }
    const replaced = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId, userId);
      if (order.kind !== 'product') throw new AppError('not_found', 'orders.notFound');
      if (order.status !== ORDER_STATUS.received) {
        throw new AppError('conflict', 'orders.deliveryNoteTooLate', { code: order.code });
      }
      const [row] = await tx
        .insert(uploads)
        .values({
          ownerUserId: userId,
          storageKey: file.storageKey,
          originalName: file.originalName,
          mimeType: file.mimeType,
          sizeBytes: file.sizeBytes,
          purpose: 'artwork',
          preflight: file.preflight,
        })
        .returning();
      if (!row) throw new Error('upload insert returned nothing');
      await tx
        .update(orders)
        .set({ deliveryNoteUploadId: row.id, updatedAt: new Date() })
        .where(eq(orders.id, order.id));
      if (order.deliveryNoteUploadId === null) return { order, old: null };
      const [old] = await tx.delete(uploads).where(eq(uploads.id, order.deliveryNoteUploadId)).returning();
      return { order, old: old ?? null };
    });
    if (replaced.old) await deleteStoredFiles(uploadDir, [replaced.old.storageKey]);
    return replaced.order;
  } catch (error) {
    await deleteStoredFiles(uploadDir, keys);
    throw error;
  }
}

/**
 * "Order again": the lines of an own product order go back into the cart with the same
 * product, size, options, quantity and copies of their files, priced today from the
 * database with the shared rules. All or nothing: if any line can no longer be configured
 * so, a 409 names each one and the cart is unchanged. The answer compares old and new totals.
 */
export async function reorder(
  db: Db,
  deps: { uploadDir: string; maxCartLines: number; uploadQuotaBytes: number },
  userId: number,
  orderId: number,
  lang: Lang,
) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.kind, 'product')))
    .limit(1);
  if (!order) throw new AppError('not_found', 'orders.notFound');
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const files =
    lines.length === 0
      ? []
      : await db
          .select()
          .from(uploads)
          .where(
            and(
              isNotNull(uploads.orderLineId),
              inArray(
                uploads.orderLineId,
                lines.map((l) => l.id),
              ),
            ),
          )
          .orderBy(asc(uploads.id));

  // Today's prices straight from the database, never a read cache.
  const products = await loadSellableProducts(
    db,
    lines.flatMap((l) => (l.productId === null ? [] : [l.productId])),
  );
  const unavailable: string[] = [];
  const repriced = lines.flatMap((line) => {
    const title = localize(line.title, lang);
    const product = line.productId === null ? undefined : products.get(line.productId);
    if (!product) {
      unavailable.push(title);
      return [];
    }
    try {
      const { quote, selection } = quoteForProduct(product, lang, {
        optionIds: line.options.map((o) => o.id),
        width: line.widthCm ?? undefined,
        height: line.heightCm ?? undefined,
        quantity: line.quantity,
      });
      // A product that now takes a different quantity (new minimum or step) is not the same order.
      if (quote.quantity !== line.quantity) throw new Error('quantity changed');
      const lineFiles = files.filter((f) => f.orderLineId === line.id);
      if (lineFiles.length > product.fileLimit) throw new Error('too many files');
      const sized = product.pricing.pricingMode === 'per_m2' || quote.areaM2 > 0;
      return [{ line, title, product, quote, selection, sized, lineFiles }];
    } catch {
      unavailable.push(title);
      return [];
    }
  });
  if (lines.length === 0 || unavailable.length > 0) {
    throw new AppError(
      'conflict',
      'orders.reorderUnavailable',
      { code: order.code },
      unavailable.map((title) => ({ key: 'orders.reorderLineUnavailable' as const, params: { title } })),
    );
  }

  // Copies, not links: the order keeps its files whatever happens to the new cart line. They
  // count against the account's upload quota like files sent to the cart.
  await assertUploadRoom(
    db,
    userId,
    deps.uploadQuotaBytes,
    repriced.reduce((sum, r) => sum + r.lineFiles.reduce((bytes, f) => bytes + f.sizeBytes, 0), 0),
  );
  const copies = await copyStoredFiles(
    deps.uploadDir,
    repriced.flatMap((r) => r.lineFiles),
    // A stored file lost from disk: say which, rather than reorder without it.
    (file) =>
      new AppError('conflict', 'orders.reorderUnavailable', { code: order.code }, [
        { key: 'orders.reorderFileMissing', params: { name: file.originalName } },
      ]),
  );
  try {
    const added = await db.transaction(async (tx) => {
      const cart = await getOrCreateCart(tx, userId);
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id));
      if (count + repriced.length > deps.maxCartLines) {
        throw new AppError('business_rule', 'orders.reorderCartFull', {
          count: repriced.length,
          max: deps.maxCartLines,
        });
      }
      const result = [];
      for (const r of repriced) {
        const [cartLine] = await tx
          .insert(cartLines)
          .values({
            cartId: cart.id,
            productId: r.product.id,
            quantity: r.quote.quantity,
            widthCm: r.sized ? (r.selection.width ?? null) : null,
            heightCm: r.sized ? (r.selection.height ?? null) : null,
            optionIds: [...new Set(r.line.options.map((o) => o.id))],
            // The customer's own label goes back with the line (issue 27).
            name: r.line.label,
            // A reorder repeats the same files: the customer's acceptance of their blockers goes with them.
            artworkRiskAccepted: r.line.artworkRiskAccepted,
            unitPriceCents: r.quote.unitCents,
            totalCents: r.quote.totalCents,
          })
          .returning({ id: cartLines.id });
        if (!cartLine) throw new Error('cart line insert returned nothing');
        if (r.lineFiles.length > 0) {
          await tx
            .insert(uploads)
            .values(copiedUploads(r.lineFiles, copies, userId, () => ({ cartLineId: cartLine.id })));
        }
        result.push({ cartLineId: cartLine.id, ...r });
      }
      return result;
    });
    forgetCart(userId);
    const oldTotal = added.reduce((sum, r) => sum + r.line.totalCents, 0);
    const newTotal = added.reduce((sum, r) => sum + r.quote.totalCents, 0);
    return {
      order,
      answer: {
        order_id: order.id,
        code: order.code,
        lines: added.map((r) => ({
          cart_line_id: r.cartLineId,
          product_id: r.product.id,
          title: r.title,
          quantity: r.quote.quantity,
          files: r.lineFiles.length,
          old_price: centsToEuros(r.line.totalCents),
          new_price: centsToEuros(r.quote.totalCents),
          difference: centsToEuros(r.quote.totalCents - r.line.totalCents),
        })),
        old_total: centsToEuros(oldTotal),
        new_total: centsToEuros(newTotal),
        difference: centsToEuros(newTotal - oldTotal),
      },
    };
  } catch (error) {
    await deleteStoredFiles(deps.uploadDir, [...copies.values()]);
    throw error;
  }
}
