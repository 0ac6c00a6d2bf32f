import {
  centsToEuros,
  eurosToCents,
  type Lang,
  localize,
  ORDER_STATUS,
  type OrderStatus,
} from '@shop/shared';
import { and, asc, count, desc, eq, gte, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../lib/admin';
import { AppError } from '../../lib/errors';
import { madridDayStart, nextDay } from '../../lib/madrid-time';
import { translate } from '../../lib/messages';
import { users } from '../accounts';
import { deliveryAddress } from '../addresses';
import { recordAudit } from '../audit';
import { payments } from '../payments';
import type { VatNumberChecker } from '../tax';
import { dispatchChanges } from './carriers';
import { refundedByOrder } from './refund-sums';
import { orderDetail, summarize } from './service';
import { precheckServiceVat, serviceVat } from './service-vat';
import { orderLines, orders } from './table';
import { lockOrder, moveOrder } from './transitions';

export type StaffDeps = {
  db: Db;
  publicUrl: string;
  /** The fees' VAT is estimated with the customer's VAT number checked, as at payment. */
  vatChecker: VatNumberChecker;
};

export type StaffOrderFilter = {
  status?: number | undefined;
  type?: 'service' | 'product' | undefined;
  /** The order code, or part of the customer's name or e-mail. */
  q?: string | undefined;
  /** Placed on or after this Madrid day (YYYY-MM-DD). */
  from?: string | undefined;
  /** Placed on or before this Madrid day (YYYY-MM-DD). */
  to?: string | undefined;
  customerId?: number | undefined;
  sort?: 'created_at' | 'total' | 'status' | undefined;
  order?: 'asc' | 'desc' | undefined;
  page: number;
  perPage: number;
};

/**
 * What the customer pays: the paid total, or the accepted fees while a quote waits for payment.
 * Built on use, not at load: drizzle-kit loads orders/table.ts before this module's index, and
 * its imports come back here through uploads and storage before `orders` exists.
 */
const amountSql =
  () => sql<number>`case when ${orders.kind} = 'service' and ${orders.status} < ${ORDER_STATUS.received}
  then coalesce(${orders.feesServiceCents}, 0) + coalesce(${orders.feesTaxCents}, 0) else ${orders.totalCents} end`;

function staffWhere(filter: Omit<StaffOrderFilter, 'page' | 'perPage'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.type) conditions.push(eq(orders.kind, filter.type));
  if (filter.customerId !== undefined) conditions.push(eq(orders.userId, filter.customerId));
  if (filter.from) conditions.push(gte(orders.createdAt, madridDayStart(filter.from)));
  if (filter.to) conditions.push(lt(orders.createdAt, madridDayStart(nextDay(filter.to))));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    const search = or(
      sql`${orders.code} ilike ${pattern}`,
      sql`${users.name} ilike ${pattern}`,
      sql`${users.email} ilike ${pattern}`,
      // The buyer's purchase-order number: staff are often asked "where is our PO 4471?".
      sql`${orders.poNumber} ilike ${pattern}`,
    );
    if (search) conditions.push(search);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

function staffOrderBy(filter: Pick<StaffOrderFilter, 'sort' | 'order'>): SQL[] {
  const direction = filter.order === 'asc' ? asc : desc;
  const key =
    filter.sort === 'total' ? amountSql() : filter.sort === 'status' ? orders.status : orders.createdAt;
  return [direction(key), direction(orders.id)];
}

/** Every customer's orders for staff, filtered and sorted, a page at a time, with the customer. */
export async function listOrdersForStaff(db: Db, lang: Lang, filter: StaffOrderFilter) {
  const where = staffWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(...staffOrderBy(filter))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
  ]);
  const cards = await summarize(
    db,
    rows.map((r) => r.order),
    lang,
  );
  return {
    items: cards.map((card, i) => ({ ...card, customer: rows[i]!.customer })),
    page: filter.page,
    per_page: filter.perPage,
    total: total?.value ?? 0,
  };
}

/** The most rows one CSV export carries; narrow the filters for more. */
export const CSV_MAX_ROWS = 10_000;

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The filtered list (same filters and order as the page, up to CSV_MAX_ROWS) as CSV with a
 * header row, UTF-8 with a byte-order mark so spreadsheets read Arabic names correctly.
 */
export async function ordersCsv(db: Db, lang: Lang, filter: Omit<StaffOrderFilter, 'page' | 'perPage'>) {
  const rows = await db
    .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(staffWhere(filter))
    .orderBy(...staffOrderBy(filter))
    .limit(CSV_MAX_ROWS);
  const lines = await db
    .select({ orderId: orderLines.orderId, title: orderLines.title, quantity: orderLines.quantity })
    .from(orderLines)
    .where(inArray(orderLines.orderId, rows.length > 0 ? rows.map((r) => r.order.id) : [0]))
    .orderBy(asc(orderLines.id));
  const refunded = await refundedByOrder(
    db,
    rows.map((r) => r.order.id),
  );
  const header = [
    'id',
    'code',
    'type',
    'status',
    'status_name',
    'created_at',
    'paid_at',
    'customer_id',
    'customer_name',
    'customer_email',
    'items',
    'subtotal',
    'discount',
    'shipping',
    'vat',
    'total',
    'coupon',
    // Net of refunds (docs/decisions/042-cancellations-refunds-credit-notes.md): appended so that
    // spreadsheets reading the columns by position keep working.
    'refunded',
    'net',
    // The buyer's purchase-order number (migration 0015), appended for the same reason.
    'po_number',
  ];
  const euros = (cents: number) => (cents / 100).toFixed(2);
  const body = rows.map(({ order, customer }) => {
    const items = lines
      .filter((l) => l.orderId === order.id)
      .map((l) => `${localize(l.title, lang)} × ${l.quantity}`)
      .join('; ');
    const awaitingPayment = order.kind === 'service' && order.status < ORDER_STATUS.received;
    const totalCents = awaitingPayment
      ? (order.feesServiceCents ?? 0) + (order.feesTaxCents ?? 0)
      : order.totalCents;
    return [
      order.id,
      order.code,
      order.kind,
      order.status,
      translate(`orders.status.${order.status as OrderStatus}`, lang),
      order.createdAt.toISOString(),
      order.paidAt?.toISOString() ?? null,
      customer.id,
      customer.name,
      customer.email,
      items,
      euros(order.subtotalCents),
      euros(order.discountCents),
      euros(order.shippingCents),
      euros(order.vatCents),
      order.feesServiceCents === null && awaitingPayment ? null : euros(totalCents),
      order.couponCode,
      euros(refunded.get(order.id) ?? 0),
      order.paidAt ? euros(order.totalCents - (refunded.get(order.id) ?? 0)) : null,
      order.poNumber,
    ]
      .map(csvCell)
      .join(',');
  });
  return `\uFEFF${[header.join(','), ...body].join('\r\n')}\r\n`;
}

/** Payments tried on an order (declined ones too), oldest first; never a card number. */
async function orderPayments(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id));
  return rows.map((p) => ({
    id: p.id,
    status: p.status,
    amount: centsToEuros(p.amountCents),
    currency: p.currency,
    brand: p.cardBrand,
    last4: p.cardLast4,
    gateway: p.gateway,
    at: p.createdAt.toISOString(),
  }));
}

/** An order with its customer, lines, files, amounts, history, invoice and payments. */
export async function getOrderForStaff(db: Db, orderId: number, lang: Lang) {
  const [row] = await db
    .select({
      order: orders,
      customer: { id: users.id, name: users.name, email: users.email, phone: users.phone },
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId))
    .limit(1);
  if (!row) throw new AppError('not_found', 'orders.notFound');
  const [detail, paymentRows] = await Promise.all([
    orderDetail(db, row.order, lang, 'staff'),
    orderPayments(db, row.order.id),
  ]);
  return { ...detail, customer: row.customer, details: row.order.details, payments: paymentRows };
}

type Transition = { orderId: number; staffUserId: number };

/**
 * Moves an order under its lock and records the move in the audit log, in one transaction; the
 * move's `moved` event mails the customer in their language (orders/event-mails.ts).
 */
async function transition(
  deps: StaffDeps,
  action: 'accept' | 'reject' | 'advance',
  { orderId, staffUserId }: Transition,
  decide: (
    order: typeof orders.$inferSelect,
    tx: Db,
  ) =>
    | {
        to: OrderStatus;
        changes?: Partial<typeof orders.$inferInsert>;
        note?: string | { text: string; shown: boolean };
      }
    | Promise<{
        to: OrderStatus;
        changes?: Partial<typeof orders.$inferInsert>;
        note?: string | { text: string; shown: boolean };
      }>,
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { to, changes, note } = await decide(order, tx);
    const moved = await moveOrder(tx, order, to, staffUserId, changes, note);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action,
      entity: 'order',
      entityId: order.id,
      before: order,
      after: moved,
    });
    return moved;
  });
}

/**
 * 1 → 3: a quote accepted with its net fee (euros) and a note to the customer. Staff no longer
 * type the tax: it comes from the VAT decision a cart gets (docs/decisions/043-invoices-an-accountant-accepts.md),
 * estimated here for the customer's default address and settled at payment for the address
 * chosen then. A `tax` sent by an older back-office is ignored.
 */
export async function acceptOrder(
  deps: StaffDeps,
  t: Transition,
  input: { service_fee: number; message: string },
) {
  const [owner] = await deps.db
    .select({ userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, t.orderId))
    .limit(1);
  if (!owner) throw new AppError('not_found', 'orders.notFound');
  const address = await deliveryAddress(deps.db, owner.userId, undefined).catch(() => null);
  const netCents = eurosToCents(input.service_fee);
  const { totals } = await serviceVat(deps.db, deps.vatChecker, {
    userId: owner.userId,
    address,
    netCents,
    checked: await precheckServiceVat(deps.db, deps.vatChecker, owner.userId, address),
  });
  return transition(deps, 'accept', t, () => ({
    to: ORDER_STATUS.waitingForPayment,
    changes: { feesServiceCents: netCents, feesTaxCents: totals.vatCents, message: input.message },
    note: input.message,
  }));
}

/** 1 → 2: a quote rejected with the reason the customer reads. */
export function rejectOrder(deps: StaffDeps, t: Transition, input: { message: string }) {
  return transition(deps, 'reject', t, () => ({
    to: ORDER_STATUS.rejected,
    changes: { message: input.message },
    note: input.message,
  }));
}

/**
 * 4 → 5 → 6 → 7 → 8: the next production step, for service and product orders alike. `from`
 * is the status the caller saw; compared under the row lock, so of two calls that saw the same
 * status one moves the order and the other is a 409 that changes and mails nothing.
 */
export function advanceOrder(
  deps: StaffDeps,
  t: Transition,
  from: number,
  extra: {
    note?: string;
    noteShown?: boolean;
    carrierId?: number | undefined;
    trackingNumbers?: string[] | undefined;
  } = {},
) {
  return transition(deps, 'advance', t, async (order, tx) => {
    if (order.status !== from) {
      throw new AppError('conflict', 'orders.staleStatus', { code: order.code, from, status: order.status });
    }
    const next = order.status + 1;
    if (order.status < ORDER_STATUS.received || next > ORDER_STATUS.delivered) {
      throw new AppError('conflict', 'orders.illegalMove', { from: order.status, to: next });
    }
    const note = { text: extra.note ?? '', shown: extra.noteShown ?? false };
    if (next !== ORDER_STATUS.processed) return { to: next as OrderStatus, note };
    // Handed to the courier: a product order's customer gets something to track
    // (docs/admin-api.md#carriers). A service (a design, say) may have no parcel: optional there.
    if (order.kind === 'service' && extra.carrierId === undefined && !extra.trackingNumbers?.length) {
      return { to: next as OrderStatus, note };
    }
    const changes = await dispatchChanges(tx, extra.carrierId, extra.trackingNumbers);
    return { to: next as OrderStatus, note, changes };
  });
}
