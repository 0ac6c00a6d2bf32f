import {
  centsToEuros,
  type Lang,
  localize,
  ORDER_STATUS,
  type OrderProofState,
  orderProofState,
  serviceStage,
  toldAsService,
} from '@shop/shared';
import { type PrintSpec, printSpecFor } from '@shop/shared/preflight-findings';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { getCatalog, services } from '../catalog';
import { creditNotesByIds, formatInvoiceNumber, invoices } from '../invoices';
import { countries } from '../shipping';
import { findingsAtSize, uploads } from '../uploads';
import { dispatchShipment } from './carriers';
import { proofFactsOf, proofNeeds } from './proof-gate';
import { proofsOfOrder } from './proofs';
import {
  type CompanySnapshot,
  orderLines,
  orderPromiseChanges,
  orderStatusHistory,
  orders,
  refunds,
} from './table';

export type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
export type OrderKind = OrderRow['kind'];

/**
 * docs/product.md#order-statuses: status=1 current (1–7; product orders start at 4), status=2
 * finished (8) and cancelled (9): no longer in progress either way.
 */
export type OrderListFilter = 1 | 2 | 'all';

function statusRange(filter: OrderListFilter): SQL | undefined {
  if (filter === 'all') return undefined;
  return filter === 2
    ? inArray(orders.status, [ORDER_STATUS.delivered, ORDER_STATUS.cancelled])
    : and(gte(orders.status, ORDER_STATUS.waitingForApproval), lte(orders.status, ORDER_STATUS.processed));
}

/** The amount a customer sees: the paid total, or the accepted fees while waiting for payment. */
function amountCents(order: OrderRow): number | null {
  if (order.kind === 'product' || order.status >= ORDER_STATUS.received) return order.totalCents;
  if (order.status === ORDER_STATUS.waitingForPayment)
    return (order.feesServiceCents ?? 0) + (order.feesTaxCents ?? 0);
  return null;
}

/**
 * A card of the order lists (docs/product.md#entities-and-legacy-names: id, code, image, message,
 * fees, status, price, service).
 */
export function orderSummary(
  order: OrderRow,
  lines: (Pick<LineRow, 'title' | 'quantity'> & { label?: string | undefined })[],
  image: string,
  lang: Lang,
  service: ServiceRow | null = null,
  /** Null where the answer does not count proofs (a payment's answer). */
  proofState: OrderProofState | null = null,
) {
  const amount = amountCents(order);
  const hasFees = order.feesServiceCents !== null;
  return {
    id: order.id,
    code: order.code,
    kind: order.kind,
    status: order.status,
    price: amount === null ? null : centsToEuros(amount),
    message: order.message,
    fees: hasFees
      ? { service: centsToEuros(order.feesServiceCents ?? 0), tax: centsToEuros(order.feesTaxCents ?? 0) }
      : null,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    po_number: order.poNumber,
    dispatch_by: order.dispatchBy,
    delivered_by: order.deliveredBy,
    image: service?.images[0] ?? image,
    service_id: order.serviceId,
    service: service
      ? {
          id: service.id,
          category_id: service.categoryId,
          name: localize(service.name, lang),
          image: service.images[0] ?? '',
        }
      : null,
    items: lines.map((l) => ({ title: localize(l.title, lang), quantity: l.quantity, label: l.label ?? '' })),
    proof_state: proofState,
    fulfilment: toldAsService({ kind: order.kind, ships_goods: service?.shipsGoods })
      ? ('service' as const)
      : ('production' as const),
  };
}

async function servicesById(db: Db, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map<number, ServiceRow>();
  const rows = await db.select().from(services).where(inArray(services.id, wanted));
  return new Map(rows.map((s) => [s.id, s]));
}

async function productImages(db: Db) {
  const snapshot = await getCatalog(db);
  return (productId: number | null) =>
    productId === null ? '' : (snapshot.products.get(productId)?.images[0] ?? '');
}

/** Cards of orders (newest first), with their lines' titles and the picture to show. */
export async function summarize(db: Db, rows: OrderRow[], lang: Lang) {
  if (rows.length === 0) return [];
  const [lines, serviceMap] = await Promise.all([
    db
      .select({
        id: orderLines.id,
        orderId: orderLines.orderId,
        title: orderLines.title,
        quantity: orderLines.quantity,
        label: orderLines.label,
        productId: orderLines.productId,
      })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((o) => o.id),
        ),
      )
      .orderBy(asc(orderLines.id)),
    servicesById(
      db,
      rows.map((o) => o.serviceId),
    ),
  ]);
  const snapshot = await getCatalog(db);
  const facts = await proofFactsOf(
    db,
    rows.map((o) => o.id),
  );
  return rows.map((order) => {
    const own = lines.filter((l) => l.orderId === order.id);
    const service = order.serviceId === null ? null : (serviceMap.get(order.serviceId) ?? null);
    // The same rule as proof-gate.ts#proofNeeds, from rows already read.
    const needing =
      order.kind === 'service'
        ? service?.needsProof
          ? [null]
          : []
        : own
            .filter((l) => l.productId === null || snapshot.products.get(l.productId)?.needsProof !== false)
            .map((l) => l.id);
    const image = own[0]?.productId ? (snapshot.products.get(own[0].productId)?.images[0] ?? '') : '';
    return orderSummary(
      order,
      own,
      image,
      lang,
      service,
      orderProofState(needing, facts.get(order.id) ?? []),
    );
  });
}

/** The signed-in user's orders of one kind, newest first. */
export async function listOwnOrders(
  db: Db,
  userId: number,
  lang: Lang,
  kind: OrderKind,
  filter: OrderListFilter,
) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, kind), statusRange(filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(500);
  return summarize(db, rows, lang);
}

/** A stored file; with `judged` its prepress findings at a line's size (else none). */
function fileAnswer(
  f: typeof uploads.$inferSelect,
  judged?: { widthCm: number | null; heightCm: number | null; spec: PrintSpec; lang: Lang },
) {
  return {
    id: f.id,
    name: f.originalName,
    size: f.sizeBytes,
    mime: f.mimeType,
    preflight: f.preflight ?? null,
    findings: judged
      ? findingsAtSize(f.preflight, judged.widthCm, judged.heightCm, judged.spec, judged.lang)
      : [],
    url: `/api/uploads/${f.id}`,
  };
}

/** The buyer's company as snapshotted at payment (null for orders without one). */
function companyAnswer(company: CompanySnapshot | null, lang: Lang) {
  if (!company) return null;
  return {
    name: company.name,
    tax_id: company.taxId,
    address: {
      street: company.address.street,
      postcode: company.address.postcode,
      city: company.address.city,
      province: company.address.province,
      country_code: company.address.countryCode,
      country: localize(company.countryName, lang),
    },
  };
}

/** An order's refunds, oldest first, with their credit notes, and the euros given back so far. */
async function refundsOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, orderId))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const notes = await creditNotesByIds(
    db,
    rows.flatMap((r) => (r.creditNoteId === null ? [] : [r.creditNoteId])),
  );
  const given = rows.filter((r) => r.status === 'succeeded').reduce((sum, r) => sum + r.amountCents, 0);
  return {
    refunded: centsToEuros(given),
    refunds: rows.map((r) => ({
      id: r.id,
      amount: centsToEuros(r.amountCents),
      reason: r.reason,
      state: r.status,
      created_at: r.createdAt.toISOString(),
      credit_note: r.creditNoteId === null ? null : (notes.get(r.creditNoteId) ?? null),
    })),
  };
}

/**
 * Everything about one order: lines, files, amounts, address, status history and invoice.
 * `audience` 'customer' drops staff's internal notes from the history (only notes marked shown
 * reach the customer); 'staff' sees every note with its visibility.
 */
export async function orderDetail(
  db: Db,
  order: OrderRow,
  lang: Lang,
  audience: 'customer' | 'staff' = 'customer',
) {
  const [lines, history, files, [invoice], [country], serviceMap, [deliveryNote], shipment, promiseChanges] =
    await Promise.all([
      db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
      db
        .select()
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, order.id))
        .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
      db.select().from(uploads).where(eq(uploads.orderId, order.id)).orderBy(asc(uploads.id)),
      db
        .select()
        .from(invoices)
        .where(and(eq(invoices.orderId, order.id), isNull(invoices.annulledAt)))
        .limit(1),
      order.countryId === null
        ? Promise.resolve([])
        : db.select().from(countries).where(eq(countries.id, order.countryId)).limit(1),
      servicesById(db, [order.serviceId]),
      order.deliveryNoteUploadId === null
        ? Promise.resolve([])
        : db.select().from(uploads).where(eq(uploads.id, order.deliveryNoteUploadId)).limit(1),
      dispatchShipment(db, order),
      order.dispatchBy === null
        ? Promise.resolve([])
        : db
            .select()
            .from(orderPromiseChanges)
            .where(eq(orderPromiseChanges.orderId, order.id))
            .orderBy(asc(orderPromiseChanges.id)),
    ]);
  const imageOf = await productImages(db);
  const catalog = await getCatalog(db);
  // A product no longer in the catalogue is judged by the rules of a large format (the strictest bleed).
  const specOf = (productId: number | null) =>
    printSpecFor(catalog.products.get(productId ?? -1)?.pricing ?? { pricingMode: 'per_m2' });
  const service = order.serviceId === null ? null : (serviceMap.get(order.serviceId) ?? null);
  const [refundList, needing, proofList] = await Promise.all([
    refundsOf(db, order.id),
    proofNeeds(db, order),
    proofsOfOrder(db, order.id),
  ]);
  const proofState = orderProofState(
    needing,
    proofList.proofs.map(({ proof }) => proof),
  );
  const summary = orderSummary(order, lines, imageOf(lines[0]?.productId ?? null), lang, service, proofState);
  return {
    ...summary,
    details: order.details,
    subtotal: centsToEuros(order.subtotalCents),
    discount: centsToEuros(order.discountCents),
    coupon_code: order.couponCode,
    shipping: centsToEuros(order.shippingCents),
    vat_rate: order.vatRateBasisPoints / 100,
    vat: centsToEuros(order.vatCents),
    total: centsToEuros(order.totalCents),
    country: country ? { id: country.id, name: localize(country.name, lang) } : null,
    address: order.address,
    company: companyAnswer(order.company, lang),
    vat_reason: order.vatReason,
    vat_reason_text: order.vatReason
      ? translate(`vat.reason.${order.vatReason}`, lang, { vat: order.company?.taxId ?? '' })
      : null,
    blind_shipping: order.blindShipping,
    delivery_note: deliveryNote ? fileAnswer(deliveryNote) : null,
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      title: localize(line.title, lang),
      label: line.label,
      quantity: line.quantity,
      width: line.widthCm,
      height: line.heightCm,
      options: line.options.map((o) => ({
        id: o.id,
        section: localize(o.section, lang),
        name: localize(o.name, lang),
        parent_name: o.parentName ? localize(o.parentName, lang) : null,
      })),
      unit_price: centsToEuros(line.unitPriceCents),
      price: centsToEuros(line.totalCents),
      files: files
        .filter((f) => f.orderLineId === line.id)
        .map((f) =>
          fileAnswer(f, {
            widthCm: line.widthCm,
            heightCm: line.heightCm,
            spec: specOf(line.productId),
            lang,
          }),
        ),
      /** The customer ticked "print as supplied, I accept the risk" for files with blockers. */
      accept_risk: line.artworkRiskAccepted,
      needs_proof: needing.includes(line.id),
    })),
    files: files
      .filter((f) => f.orderLineId === null)
      .map((f) => fileAnswer(f, { widthCm: null, heightCm: null, spec: specOf(null), lang })),
    history: history.map((h) => ({
      status: h.toStatus,
      at: h.createdAt.toISOString(),
      note: audience === 'staff' || h.noteShown ? h.note : '',
      note_shown: h.noteShown,
    })),
    shipment,
    promise_changes: promiseChanges.map((c) => ({
      from: c.fromDate,
      to: c.toDate,
      reason: c.reason,
      at: c.createdAt.toISOString(),
    })),
    invoice: invoice ? { id: invoice.id, number: formatInvoiceNumber(invoice.year, invoice.number) } : null,
    ...refundList,
    needs_proof: needing.includes(null),
    proofs: proofList.proofs.map(({ proof, file, replies }) => ({
      id: proof.id,
      line_id: proof.lineId,
      version: proof.version,
      status: proof.status,
      url: `/api/uploads/${file.id}`,
      file: fileAnswer(file),
      note: proof.note,
      created_at: proof.createdAt.toISOString(),
      decided_at: proof.decidedAt?.toISOString() ?? null,
      comment: proof.comment,
      replies: replies.map((reply) => fileAnswer(reply)),
    })),
    final_files: proofList.finalFiles.map((final) => fileAnswer(final)),
    service_stage:
      summary.fulfilment === 'service'
        ? serviceStage(order.status, proofState, proofList.finalFiles.length > 0)
        : null,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** An own order of one kind; anyone else's is "not found" (no existence leak). */
export async function getOwnOrder(db: Db, userId: number, orderId: number, kind: OrderKind, lang: Lang) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.kind, kind)))
    .limit(1);
  if (!order) throw new AppError('not_found', 'orders.notFound');
  return orderDetail(db, order, lang);
}

/**
 * An own order by its code, with or without its first letter (the tracking page's URL drops it,
 * docs/product.md#screens-and-routes). Product and service codes share the digits' space, so the
 * newest of the caller's matches is taken.
 */
export async function trackOrder(db: Db, userId: number, code: string, lang: Lang): Promise<OrderDetail> {
  const clean = code.trim().toUpperCase();
  const candidates = /^[PS]\d{6}$/.test(clean)
    ? [clean]
    : /^\d{6}$/.test(clean)
      ? [`P${clean}`, `S${clean}`]
      : [];
  if (candidates.length === 0) throw new AppError('not_found', 'orders.notFound');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), or(...candidates.map((c) => eq(orders.code, c)))))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) throw new AppError('not_found', 'orders.notFound');
  return orderDetail(db, order, lang);
}
