import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@shop/shared';
import { centsToEuros } from '@shop/shared';
import type { ResellerPlacedOrder } from '@shop/shared/api/reseller';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type SenderBrand, senderBrandOf } from '../brand';
import { getCatalog } from '../catalog';
import type { PlacedOnAccount } from '../credit';
import { type AddressSnapshot, getOwnOrder, orders, type PaidOrderDraft } from '../orders';
import type { VatNumberChecker } from '../tax';
import { checkPostal, loadCompany, snapshotCompany } from '../tax';
import {
  ARTWORK_MIME_TYPES,
  deleteStoredFiles,
  insertUploads,
  type ReceivedFile,
  storeArtworkStream,
  uploads,
} from '../uploads';
import { type ArtworkFetchLimits, openArtworkUrl } from './artwork-fetch';
import { type PricedQuote, pricedAnswer, priceLines } from './pricing';
import type { OrderBody, QuoteBody } from './schema';
import { resellerOrders, resellerQuotes } from './table';

/** How long a reseller quote's prices hold (docs/reseller-api.md#quotes). */
export const QUOTE_VALID_DAYS = 14;

export async function createQuote(
  db: Db,
  checker: VatNumberChecker,
  userId: number,
  lang: Lang,
  body: QuoteBody,
  now = new Date(),
) {
  const priced = await priceLines(db, checker, userId, lang, body);
  const publicId = `rq_${randomBytes(12).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + QUOTE_VALID_DAYS * 86_400_000);
  await db.insert(resellerQuotes).values({ publicId, userId, priced, expiresAt });
  return { quote_id: publicId, valid_until: expiresAt.toISOString(), ...pricedAnswer(priced, lang, now) };
}

/** An own quote still valid; someone else's is "not found". */
export async function loadQuote(
  db: Db,
  userId: number,
  publicId: string,
  now = new Date(),
): Promise<PricedQuote> {
  const [row] = await db
    .select()
    .from(resellerQuotes)
    .where(and(eq(resellerQuotes.publicId, publicId), eq(resellerQuotes.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'reseller.quoteNotFound', { id: publicId.slice(0, 40) });
  if (row.expiresAt <= now) {
    throw new AppError('business_rule', 'reseller.quoteExpired', {
      id: publicId,
      date: row.expiresAt.toISOString().slice(0, 10),
    });
  }
  return row.priced;
}

const EXTENSION_OF_MIME: Record<string, string> = Object.fromEntries(
  Object.entries(ARTWORK_MIME_TYPES).map(([type, mime]) => [mime, type === 'jpeg' ? 'jpg' : type]),
);
/** Servers that do not know better label files like this; the content check decides then. */
const GENERIC_TYPES = new Set(['', 'application/octet-stream', 'binary/octet-stream']);
const KNOWN_EXTENSION = /\.(pdf|png|jpe?g|tiff?|svg|ai|eps|zip)$/i;

/**
 * Fetches artwork from a URL (artwork-fetch.ts: https, public addresses, redirects, size and
 * time limits) and stores it like an upload (content-checked, measured). The Content-Type must
 * be an artwork type (or a generic binary one); the content then must match it.
 */
export async function fetchArtwork(
  request: FastifyRequest,
  url: string,
  limits: ArtworkFetchLimits,
  uploadDir: string,
): Promise<ReceivedFile> {
  const fetched = await openArtworkUrl(url, limits);
  let fileName = fetched.fileName;
  const extension = EXTENSION_OF_MIME[fetched.contentType];
  if (!extension && !GENERIC_TYPES.has(fetched.contentType)) {
    fetched.stream.destroy();
    throw new AppError('unsupported_media_type', 'reseller.artworkWrongType', {
      url: url.length > 120 ? `${url.slice(0, 117)}…` : url,
      type: fetched.contentType.slice(0, 60),
    });
  }
  if (!KNOWN_EXTENSION.test(fileName) && extension) fileName = `${fileName}.${extension}`;
  try {
    return await storeArtworkStream(request, {
      source: fetched.stream,
      fileName,
      uploadDir,
      maxBytes: limits.maxBytes,
    });
  } catch (error) {
    if (fetched.stream.errored && !(error instanceof AppError)) {
      throw new AppError('business_rule', 'reseller.artworkTimeout', {
        url: url.length > 120 ? `${url.slice(0, 117)}…` : url,
        seconds: Math.ceil(limits.timeoutMs / 1000),
      });
    }
    throw error;
  }
}

export function uploadAnswer(row: typeof uploads.$inferSelect) {
  return {
    upload_id: row.id,
    file_name: row.originalName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
  };
}

/** Stores received or fetched files as the caller's unattached artwork; deletes them if the insert fails. */
export async function saveUploads(db: Db, uploadDir: string, userId: number, files: ReceivedFile[]) {
  try {
    return (await insertUploads(db, userId, files)).map(uploadAnswer);
  } catch (error) {
    await deleteStoredFiles(
      uploadDir,
      files.map((f) => f.storageKey),
    );
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Orders

export function orderRequestHash(body: OrderBody): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export type OrderOutcome = { statusCode: 200 | 201; answer: ResellerPlacedOrder };

/**
 * A retry of an order already placed: the same Idempotency-Key with the same body, or the
 * same external_ref with the same body, replays the first answer (200); the same key or
 * reference with another body is 409. Null: nothing placed yet under either.
 */
export async function replayOrder(
  db: Db,
  userId: number,
  idempotencyKey: string,
  externalRef: string,
  requestHash: string,
): Promise<OrderOutcome | null> {
  const [byKey] = await db
    .select()
    .from(resellerOrders)
    .where(and(eq(resellerOrders.userId, userId), eq(resellerOrders.idempotencyKey, idempotencyKey)))
    .limit(1);
  if (byKey) {
    if (byKey.requestHash !== requestHash) throw new AppError('conflict', 'reseller.idempotencyConflict');
    return { statusCode: 200, answer: byKey.answer as ResellerPlacedOrder };
  }
  const [byRef] = await db
    .select({ row: resellerOrders, code: orders.code })
    .from(resellerOrders)
    .innerJoin(orders, eq(orders.id, resellerOrders.orderId))
    .where(and(eq(resellerOrders.userId, userId), eq(resellerOrders.externalRef, externalRef)))
    .limit(1);
  if (byRef) {
    if (byRef.row.requestHash !== requestHash) {
      throw new AppError('conflict', 'reseller.externalRefTaken', { ref: externalRef, code: byRef.code });
    }
    return { statusCode: 200, answer: byRef.row.answer as ResellerPlacedOrder };
  }
  return null;
}

type ArtworkSource = { upload_id?: number | undefined; url?: string | undefined };

/**
 * Checks each line's artwork before anything is fetched: one source per line, and an
 * upload id must be the caller's own artwork not yet used by an order.
 */
export async function checkArtworkSources(db: Db, userId: number, sources: ArtworkSource[]): Promise<void> {
  for (const [index, source] of sources.entries()) {
    const line = index + 1;
    if ((source.upload_id === undefined) === (source.url === undefined)) {
      throw new AppError('business_rule', 'reseller.artworkOneSource', { line });
    }
    if (source.upload_id !== undefined) {
      const [row] = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(
          and(
            eq(uploads.id, source.upload_id),
            eq(uploads.ownerUserId, userId),
            eq(uploads.purpose, 'artwork'),
            isNull(uploads.orderId),
            isNull(uploads.cartLineId),
            // A saved quote's copy is the quote's own, not a file sent for an order.
            isNull(uploads.savedQuoteId),
          ),
        )
        .limit(1);
      if (!row)
        throw new AppError('business_rule', 'reseller.uploadNotFound', { line, id: source.upload_id });
    }
  }
}

/** The end client's address as an order keeps it; its country and postcode are checked. */
export async function deliveryAddressOf(db: Db, body: OrderBody): Promise<AddressSnapshot> {
  const a = body.delivery_address;
  await checkPostal(db, a.country, a.postcode);
  const lines = [
    a.contact_name,
    a.company,
    a.street,
    a.details,
    `${a.postcode} ${a.city}`,
    a.province,
    a.country,
  ].filter((part): part is string => Boolean(part));
  return {
    type: 0,
    label: '',
    details: lines.join('\n'),
    phone: a.phone,
    contactName: a.contact_name,
    company: a.company ?? '',
    street: a.street,
    postcode: a.postcode,
    city: a.city,
    province: a.province ?? '',
    countryCode: a.country.toUpperCase(),
  };
}

export function placedAnswer(placed: PlacedOnAccount, externalRef: string): ResellerPlacedOrder {
  const { order } = placed;
  return {
    order_id: order.id,
    code: order.code,
    external_ref: externalRef,
    status: order.status,
    currency: 'EUR',
    subtotal: centsToEuros(order.subtotalCents),
    shipping: centsToEuros(order.shippingCents),
    vat: centsToEuros(order.vatCents),
    total: centsToEuros(order.totalCents),
    dispatch_by: order.dispatchBy,
    delivered_by: order.deliveredBy,
    payment: 'on_account',
    invoice: {
      id: placed.invoice.id,
      number: placed.invoice.number,
      due_on: placed.dueOn,
      iban: placed.iban,
      reference: placed.reference,
    },
  };
}

/** The order as the credit module writes it, from a priced quote and the order's own details. */
export async function orderDraft(
  db: Db,
  userId: number,
  priced: PricedQuote,
  details: {
    address: AddressSnapshot;
    blindShipping: boolean;
    poNumber: string | null;
    /** The order's own sender; else the account's brand (profile), which also gives the logo. */
    sender: { name: string; addressLines: string[] } | null;
    lang: Lang;
  },
): Promise<PaidOrderDraft> {
  const catalog = await getCatalog(db);
  const company = await loadCompany(db, userId);
  const firstProduct = priced.lines[0] ? catalog.products.get(priced.lines[0].productId) : undefined;
  return {
    lines: priced.lines.map((l) => ({
      productId: l.productId,
      title: l.title,
      quantity: l.quantity,
      widthCm: l.widthCm,
      heightCm: l.heightCm,
      options: l.options,
      unitPriceCents: l.unitPriceCents,
      totalCents: l.totalCents,
      charges: l.charges,
    })),
    image: firstProduct?.images[0] ?? '',
    totals: priced.totals,
    coupon: null,
    countryId: priced.countryId,
    countryName: priced.countryName,
    vatRegion: priced.vatRegion,
    vatReason: priced.vatReason,
    vat: priced.vat,
    address: details.address,
    company: company ? await snapshotCompany(db, company) : null,
    blindShipping: details.blindShipping,
    senderBrand: details.blindShipping ? await parcelBrand(db, userId, details) : null,
    poNumber: details.poNumber,
    promise: priced.promise,
  };
}

/**
 * Who a blind-shipped API order's parcel is from (docs/decisions/055-reseller-brand-and-saved-quotes.md):
 * the order's `sender` when given, over the account's saved brand, whose logo it keeps.
 */
async function parcelBrand(
  db: Db,
  userId: number,
  details: { sender: { name: string; addressLines: string[] } | null; lang: Lang },
): Promise<SenderBrand | null> {
  const saved = await senderBrandOf(db, userId, details.lang);
  if (!details.sender) return saved;
  return {
    name: details.sender.name,
    addressLines: details.sender.addressLines,
    phone: saved?.phone ?? '',
    email: saved?.email ?? '',
    logoKey: saved?.logoKey ?? null,
  };
}

/**
 * Attaches each line's artwork to the written order (inside the placing transaction): an
 * upload id is moved onto its line, a fetched file gets its row there.
 */
export async function attachArtwork(
  tx: Db,
  input: {
    userId: number;
    orderId: number;
    lineIds: number[];
    uploadIds: (number | null)[];
    fetched: (ReceivedFile | null)[];
  },
): Promise<void> {
  for (const [index, uploadId] of input.uploadIds.entries()) {
    const orderLineId = input.lineIds[index] ?? null;
    if (uploadId !== null) {
      const moved = await tx
        .update(uploads)
        .set({ orderId: input.orderId, orderLineId })
        .where(
          and(
            eq(uploads.id, uploadId),
            eq(uploads.ownerUserId, input.userId),
            isNull(uploads.orderId),
            isNull(uploads.savedQuoteId),
          ),
        )
        .returning({ id: uploads.id });
      // Taken by a parallel order meanwhile: this one is undone and says so.
      if (moved.length === 0)
        throw new AppError('business_rule', 'reseller.uploadNotFound', { line: index + 1, id: uploadId });
    }
    const file = input.fetched[index];
    if (file) await insertUploads(tx, input.userId, [file], { orderId: input.orderId, orderLineId });
  }
}

/**
 * The reseller's row of a placed order, last in the placing transaction. A parallel twin that
 * won the external_ref or key race makes this a unique violation: everything is undone and the
 * caller replays (or refuses) from the winner's row.
 */
export async function recordResellerOrder(
  tx: Db,
  input: {
    userId: number;
    placed: PlacedOnAccount;
    externalRef: string;
    idempotencyKey: string;
    requestHash: string;
    sender: { name: string; addressLines: string[] } | null;
  },
): Promise<ResellerPlacedOrder> {
  const answer = placedAnswer(input.placed, input.externalRef);
  await tx.insert(resellerOrders).values({
    userId: input.userId,
    orderId: input.placed.order.id,
    externalRef: input.externalRef,
    idempotencyKey: input.idempotencyKey,
    requestHash: input.requestHash,
    answer,
    sender: input.sender,
  });
  return answer;
}

/** An own order through the reseller API, with its external reference when it has one. */
export async function getResellerOrder(db: Db, userId: number, orderId: number, lang: Lang) {
  const order = await getOwnOrder(db, userId, orderId, 'product', lang).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found')
      throw new AppError('not_found', 'reseller.orderNotFound');
    throw error;
  });
  const [row] = await db
    .select({ externalRef: resellerOrders.externalRef })
    .from(resellerOrders)
    .where(and(eq(resellerOrders.orderId, orderId), eq(resellerOrders.userId, userId)))
    .limit(1);
  return { external_ref: row?.externalRef ?? null, order };
}

export async function findByExternalRef(db: Db, userId: number, externalRef: string, lang: Lang) {
  const [row] = await db
    .select({ orderId: resellerOrders.orderId })
    .from(resellerOrders)
    .where(and(eq(resellerOrders.userId, userId), eq(resellerOrders.externalRef, externalRef)))
    .limit(1);
  if (!row) throw new AppError('not_found', 'reseller.orderNotFound');
  return getResellerOrder(db, userId, row.orderId, lang);
}
