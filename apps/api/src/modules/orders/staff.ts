import { eurosToCents, type Lang, ORDER_STATUS, type OrderStatus } from '@shop/shared';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { users } from '../accounts/table';
import { recordAudit } from '../audit/service';
import type { MailMessage } from '../mail/mailer';
import { orderStatusMail } from './mails';
import { orderDetail, summarize } from './service';
import { orders } from './table';
import { lockOrder, moveOrder } from './transitions';

export type StaffDeps = {
  db: Db;
  publicUrl: string;
  enqueueMail: (tx: Db, message: MailMessage) => Promise<void>;
};

export type StaffOrderFilter = {
  status?: number | undefined;
  type?: 'service' | 'product' | undefined;
  page: number;
  perPage: number;
};

/** Every customer's orders for staff, newest first, a page at a time, with the customer. */
export async function listOrdersForStaff(db: Db, lang: Lang, filter: StaffOrderFilter) {
  const conditions: SQL[] = [];
  if (filter.status !== undefined) conditions.push(eq(orders.status, filter.status));
  if (filter.type) conditions.push(eq(orders.kind, filter.type));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, customer: { id: users.id, name: users.name, email: users.email } })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(orders).where(where),
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
  return { ...(await orderDetail(db, row.order, lang)), customer: row.customer, details: row.order.details };
}

type Transition = { orderId: number; staffUserId: number };

/**
 * Moves an order under its lock, records the move in the audit log and mails the customer in
 * their language, in one transaction.
 */
async function transition(
  deps: StaffDeps,
  action: 'accept' | 'reject' | 'advance',
  { orderId, staffUserId }: Transition,
  decide: (order: typeof orders.$inferSelect) => {
    to: OrderStatus;
    changes?: Partial<typeof orders.$inferInsert>;
    note?: string;
  },
) {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const { to, changes, note } = decide(order);
    const moved = await moveOrder(tx, order, to, staffUserId, changes, note);
    await recordAudit(tx, {
      actorUserId: staffUserId,
      action,
      entity: 'order',
      entityId: order.id,
      before: order,
      after: moved,
    });
    const [customer] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId));
    if (customer) await deps.enqueueMail(tx, orderStatusMail(moved, customer, deps.publicUrl));
    return moved;
  });
}

/** 1 → 3: a quote accepted with its fees (euros: service and tax) and a note to the customer. */
export function acceptOrder(
  deps: StaffDeps,
  t: Transition,
  input: { service_fee: number; tax: number; message: string },
) {
  return transition(deps, 'accept', t, () => ({
    to: ORDER_STATUS.waitingForPayment,
    changes: {
      feesServiceCents: eurosToCents(input.service_fee),
      feesTaxCents: eurosToCents(input.tax),
      message: input.message,
    },
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

/** 4 → 5 → 6 → 7 → 8: the next production step, for service and product orders alike. */
export function advanceOrder(deps: StaffDeps, t: Transition) {
  return transition(deps, 'advance', t, (order) => {
    const next = order.status + 1;
    if (order.status < ORDER_STATUS.received || next > ORDER_STATUS.delivered) {
      throw new AppError('conflict', 'orders.illegalMove', { from: order.status, to: next });
    }
    return { to: next as OrderStatus };
  });
}
