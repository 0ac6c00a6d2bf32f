import { centsToEuros } from '@shop/shared';
import { AdminCustomerListQuerySchema } from '@shop/shared/admin-schemas';
import { AdminCustomerSchema, adminPageSchema } from '@shop/shared/api/admin';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminAnswer, adminDoc, containsPattern, failures, ok, type Paging, pageOf } from '../../lib/admin';
import { users } from '../accounts';
import { companyDetails } from '../tax';
import { refundedByOrder } from './refund-sums';
import { orders, refunds } from './table';

/**
 * Customers with how many orders they placed and what they paid (totals of paid orders,
 * VAT included, less refunds) and their company, newest first; `q` matches the name, e-mail,
 * phone, company name or tax id.
 */
export async function listCustomers(db: Db, filter: Paging & { q?: string | undefined }) {
  const search = filter.q
    ? or(
        sql`${users.name} ilike ${containsPattern(filter.q)}`,
        sql`${users.email} ilike ${containsPattern(filter.q)}`,
        sql`${users.phone} ilike ${containsPattern(filter.q)}`,
        sql`${companyDetails.companyName} ilike ${containsPattern(filter.q)}`,
        // Tax ids are stored compact and upper case: "es b-12345674" finds "ESB12345674".
        sql`${companyDetails.taxId} ilike ${containsPattern(filter.q.replace(/[\s.-]/g, ''))}`,
      )
    : undefined;
  const where = and(eq(users.role, 'customer'), search);
  const stats = db
    .select({
      userId: orders.userId,
      ordersCount: count().as('orders_count'),
      spendCents:
        sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${isNotNull(orders.paidAt)}), 0)`.as(
          'spend_cents',
        ),
    })
    .from(orders)
    .groupBy(orders.userId)
    .as('stats');
  // Spend is net of refunds (docs/decisions/042-cancellations-refunds-credit-notes.md).
  const given = db
    .select({
      userId: orders.userId,
      refundedCents: sql<string>`sum(${refunds.amountCents})`.as('refunded_cents'),
    })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(eq(refunds.status, 'succeeded'))
    .groupBy(orders.userId)
    .as('given');
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        createdAt: users.createdAt,
        ordersCount: stats.ordersCount,
        spendCents: stats.spendCents,
        refundedCents: given.refundedCents,
        companyName: companyDetails.companyName,
        taxId: companyDetails.taxId,
      })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .leftJoin(given, eq(given.userId, users.id))
      .leftJoin(companyDetails, eq(companyDetails.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db
      .select({ value: count() })
      .from(users)
      .leftJoin(companyDetails, eq(companyDetails.userId, users.id))
      .where(where),
  ]);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      created_at: r.createdAt.toISOString(),
      orders_count: Number(r.ordersCount ?? 0),
      spend: centsToEuros(Number(r.spendCents ?? 0) - Number(r.refundedCents ?? 0)),
      company_name: r.companyName ?? null,
      tax_id: r.taxId ?? null,
    })),
    filter,
    total?.value ?? 0,
  );
}

/** The most orders a customer's page lists (newest first); `count` says how many there are. */
const CUSTOMER_ORDERS_SHOWN = 200;

/**
 * A customer's orders for their back-office page: product and service orders, newest first,
 * each with its total net of succeeded refunds, and their spend (paid totals less refunds,
 * as the list counts it: docs/decisions/042-cancellations-refunds-credit-notes.md).
 */
export async function customerOrders(db: Db, userId: number) {
  const [rows, [stats]] = await Promise.all([
    db
      .select({
        id: orders.id,
        code: orders.code,
        kind: orders.kind,
        status: orders.status,
        createdAt: orders.createdAt,
        paidAt: orders.paidAt,
        totalCents: orders.totalCents,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(CUSTOMER_ORDERS_SHOWN),
    db
      .select({
        count: count(),
        paidCents: sql<string>`coalesce(sum(${orders.totalCents}) filter (where ${isNotNull(orders.paidAt)}), 0)`,
      })
      .from(orders)
      .where(eq(orders.userId, userId)),
  ]);
  const [refunded] = await db
    .select({ cents: sql<string>`coalesce(sum(${refunds.amountCents}), 0)` })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(and(eq(orders.userId, userId), eq(refunds.status, 'succeeded')));
  const refundedOf = await refundedByOrder(
    db,
    rows.map((r) => r.id),
  );
  return {
    orders: rows.map((r) => {
      const back = refundedOf.get(r.id) ?? 0;
      return {
        id: r.id,
        code: r.code,
        kind: r.kind,
        status: r.status,
        created_at: r.createdAt.toISOString(),
        paid_at: r.paidAt?.toISOString() ?? null,
        total: centsToEuros(r.totalCents),
        refunded: centsToEuros(back),
        net_total: centsToEuros(r.totalCents - back),
      };
    }),
    count: stats?.count ?? 0,
    spend: centsToEuros(Number(stats?.paidCents ?? 0) - Number(refunded?.cents ?? 0)),
  };
}

/**
 * The customers list of the back-office (staff only). It lives with the orders because it
 * counts them; accounts cannot import orders without a cycle.
 */
export const customersAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/customers',
    {
      onRequest: app.requireStaff,
      schema: {
        ...adminDoc('customers'),
        summary:
          'Customers with their orders count, spend (paid totals less refunds) and company, newest first; q searches name, e-mail, phone, company and tax id',
        querystring: AdminCustomerListQuerySchema,
        response: { 200: adminAnswer(adminPageSchema(AdminCustomerSchema)), ...failures(400, 401, 403) },
      },
    },
    async (request) =>
      ok(
        await listCustomers(app.db, {
          q: request.query.q,
          page: request.query.page,
          perPage: request.query.per_page,
        }),
      ),
  );
};
