import { centsToEuros, type Lang, localize, ORDER_STATUS } from '@shop/shared';
import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { formatInvoiceNumber } from '../invoices/service';
import { countries } from '../shipping/table';
import { uploads } from '../uploads/table';
import { invoices, orderLines, orderStatusHistory, orders } from './table';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;

/** spec section 4: status=1 current (4–7 for product orders, 1–7 for services), status=2 finished (8). */
export type OrderListFilter = 1 | 2;

function statusRange(filter: OrderListFilter) {
  return filter === 2
    ? eq(orders.status, ORDER_STATUS.delivered)
    : and(gte(orders.status, ORDER_STATUS.waitingForApproval), lte(orders.status, ORDER_STATUS.processed));
}

/** A card of the order lists. */
export function orderSummary(
  order: OrderRow,
  lines: Pick<LineRow, 'title' | 'quantity'>[],
  image: string,
  lang: Lang,
) {
  return {
    id: order.id,
    code: order.code,
    kind: order.kind,
    status: order.status,
    price: centsToEuros(order.totalCents),
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    image,
    items: lines.map((l) => ({ title: localize(l.title, lang), quantity: l.quantity })),
  };
}

/** The signed-in user's product orders, newest first. */
export async function listProductOrders(db: Db, userId: number, lang: Lang, filter: OrderListFilter) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'product'), statusRange(filter)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(200);
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      title: orderLines.title,
      quantity: orderLines.quantity,
      productId: orderLines.productId,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        rows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((order) => {
    const own = lines.filter((l) => l.orderId === order.id);
    return orderSummary(order, own, '', lang);
  });
}

async function orderDetail(db: Db, order: OrderRow, lang: Lang) {
  const [lines, history, files, [invoice], [country]] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id)),
    db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id))
      .orderBy(asc(orderStatusHistory.createdAt), asc(orderStatusHistory.id)),
    db.select().from(uploads).where(eq(uploads.orderId, order.id)).orderBy(asc(uploads.id)),
    db.select().from(invoices).where(eq(invoices.orderId, order.id)).limit(1),
    order.countryId === null
      ? Promise.resolve([])
      : db.select().from(countries).where(eq(countries.id, order.countryId)).limit(1),
  ]);
  const fileAnswer = (f: typeof uploads.$inferSelect) => ({
    id: f.id,
    name: f.originalName,
    size: f.sizeBytes,
    mime: f.mimeType,
    preflight: f.preflight ?? null,
    url: `/api/uploads/${f.id}`,
  });
  return {
    ...orderSummary(order, lines, '', lang),
    subtotal: centsToEuros(order.subtotalCents),
    discount: centsToEuros(order.discountCents),
    coupon_code: order.couponCode,
    shipping: centsToEuros(order.shippingCents),
    vat_rate: order.vatRateBasisPoints / 100,
    vat: centsToEuros(order.vatCents),
    total: centsToEuros(order.totalCents),
    country: country ? { id: country.id, name: localize(country.name, lang) } : null,
    address: order.address,
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      title: localize(line.title, lang),
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
      files: files.filter((f) => f.orderLineId === line.id).map(fileAnswer),
    })),
    files: files.filter((f) => f.orderLineId === null).map(fileAnswer),
    history: history.map((h) => ({ status: h.toStatus, at: h.createdAt.toISOString() })),
    invoice: invoice ? { id: invoice.id, number: formatInvoiceNumber(invoice.year, invoice.number) } : null,
  };
}

export type OrderDetail = Awaited<ReturnType<typeof orderDetail>>;

/** An own product order; anyone else's is "not found". */
export async function getProductOrder(
  db: Db,
  userId: number,
  orderId: number,
  lang: Lang,
): Promise<OrderDetail> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.kind, 'product')))
    .limit(1);
  if (!order) throw new AppError('not_found', 'orders.notFound');
  return orderDetail(db, order, lang);
}

/**
 * An own order by its code, with or without its first letter (the tracking page's URL
 * drops it, spec section 2). Product and service codes share the digits' space, so the
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
