import { centsToEuros } from '@shop/shared';
import { AdminCustomerListQuerySchema } from '@shop/shared/admin-schemas';
import { AdminCustomerSchema, adminPageSchema } from '@shop/shared/api/admin';
import { and, count, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { adminAnswer, adminDoc, containsPattern, failures, ok, type Paging, pageOf } from '../../lib/admin';
import { users } from '../accounts';
import { orders, refunds } from './table';

/**
 * Customers with how many orders they placed and what they paid (totals of paid orders,
 * VAT included, less refunds), newest first; `q` matches the name, e-mail or phone.
 */
export async function listCustomers(db: Db, filter: Paging & { q?: string | undefined }) {
  const search = filter.q
    ? or(
        sql`${users.name} ilike ${containsPattern(filter.q)}`,
        sql`${users.email} ilike ${containsPattern(filter.q)}`,
        sql`${users.phone} ilike ${containsPattern(filter.q)}`,
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
      })
      .from(users)
      .leftJoin(stats, eq(stats.userId, users.id))
      .leftJoin(given, eq(given.userId, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage),
    db.select({ value: count() }).from(users).where(where),
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
    })),
    filter,
    total?.value ?? 0,
  );
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
        summary: 'Customers with their orders count and spend (paid totals), newest first',
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
