import { type Lang, localize, OWNER_TYPE } from '@shop/shared';
import type { ProductionQuery } from '@shop/shared/admin-schemas';
import { PRODUCTION_STAGES, type ProductionBoard, type ProductionCard } from '@shop/shared/api/production';
import { and, asc, eq, gte, inArray, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDay } from '../../lib/madrid-time';
import { users } from '../accounts';
import { getCatalog, products, services } from '../catalog';
import { orderLines, orders } from '../orders';

const FIRST_STAGE = PRODUCTION_STAGES[0];
const LAST_STAGE = PRODUCTION_STAGES[PRODUCTION_STAGES.length - 1]!;

function dispatchCondition(dispatch: ProductionQuery['dispatch'], today: string): SQL | undefined {
  if (dispatch === undefined) return undefined;
  if (dispatch === 'overdue') return lt(orders.dispatchBy, today);
  return eq(orders.dispatchBy, dispatch === 'today' ? today : dispatch);
}

/**
 * An order on the board has a line of the material (product), or of the category (or is a
 * service quote of that category). Written as `id in (…)` so the database hashes the few
 * matching order ids once instead of probing each order's lines (the bench's category case
 * halved), and the index on (status, dispatch_by, id) still gives each column's order.
 */
function orderFilters(query: ProductionQuery): SQL | undefined {
  return and(
    query.material === undefined
      ? undefined
      : sql`${orders.id} in (select ${orderLines.orderId} from ${orderLines} where ${orderLines.productId} = ${query.material})`,
    query.category === undefined
      ? undefined
      : sql`(${orders.id} in (select ${orderLines.orderId} from ${orderLines} where ${orderLines.productId} in (select ${products.id} from ${products} where ${products.categoryId} = ${query.category}))
          or ${orders.serviceId} in (select ${services.id} from ${services} where ${services.categoryId} = ${query.category}))`,
  );
}

/**
 * GET /api/admin/production: the board's columns (statuses 4-7). Each column lists its orders
 * by dispatch date then order, `limit` orders from `offset` (one stage when `stage` is given:
 * "show more"), each order as one card per line (matching the category/material filter);
 * `total` counts the column's orders. With the overdue and due-today counts (orders) and the
 * filters' choices (docs/decisions/046-production-board.md). Days are Madrid's at `now`.
 */
export async function listProductionBoard(
  db: Db,
  query: ProductionQuery,
  lang: Lang,
  now = new Date(),
): Promise<ProductionBoard> {
  const today = madridDay(now);
  const filters = orderFilters(query);
  const dispatch = dispatchCondition(query.dispatch, today);
  const stages = query.stage === undefined ? [...PRODUCTION_STAGES] : [query.stage];

  const totals = db
    .select({
      stage: orders.status,
      total: dispatch
        ? sql<number>`count(*) filter (where ${dispatch})`.mapWith(Number)
        : sql<number>`count(*)`.mapWith(Number),
      overdue: sql<number>`count(*) filter (where ${orders.dispatchBy} < ${today})`.mapWith(Number),
      dueToday: sql<number>`count(*) filter (where ${orders.dispatchBy} = ${today})`.mapWith(Number),
    })
    .from(orders)
    .where(and(gte(orders.status, FIRST_STAGE), lte(orders.status, LAST_STAGE), filters))
    .groupBy(orders.status);

  const page = (stage: number) =>
    db
      .select({
        id: orders.id,
        code: orders.code,
        status: orders.status,
        dispatchBy: orders.dispatchBy,
        deliveredBy: orders.deliveredBy,
        company: orders.company,
        customerName: users.name,
        serviceName: services.name,
        serviceCategoryId: services.categoryId,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(services, eq(services.id, orders.serviceId))
      .where(and(eq(orders.status, stage), filters, dispatch))
      .orderBy(asc(orders.dispatchBy), asc(orders.id))
      .limit(query.limit)
      .offset(query.offset);

  const [counted, catalog, ...pages] = await Promise.all([totals, getCatalog(db), ...stages.map(page)]);
  const ids = pages.flatMap((rows) => rows.map((o) => o.id));
  const lines =
    ids.length === 0
      ? []
      : await db
          .select({
            id: orderLines.id,
            orderId: orderLines.orderId,
            productId: orderLines.productId,
            title: orderLines.title,
            label: orderLines.label,
            quantity: orderLines.quantity,
            widthCm: orderLines.widthCm,
            heightCm: orderLines.heightCm,
            options: orderLines.options,
            categoryId: products.categoryId,
          })
          .from(orderLines)
          .leftJoin(products, eq(products.id, orderLines.productId))
          .where(inArray(orderLines.orderId, ids))
          .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const list = linesOf.get(line.orderId) ?? [];
    list.push(line);
    linesOf.set(line.orderId, list);
  }
  const shown = (line: (typeof lines)[number]) =>
    (query.material === undefined || line.productId === query.material) &&
    (query.category === undefined || line.categoryId === query.category);

  const cardsOf = (order: (typeof pages)[number][number]): ProductionCard[] => {
    const own = linesOf.get(order.id) ?? [];
    const base = {
      order_id: order.id,
      code: order.code,
      order_lines: Math.max(1, own.length),
      customer: { name: order.customerName, company: order.company?.name ?? null },
      proof_state: null,
      dispatch_by: order.dispatchBy,
      delivered_by: order.deliveredBy,
      stage: order.status,
      overdue: order.dispatchBy !== null && order.dispatchBy < today,
      due_today: order.dispatchBy === today,
    };
    if (own.length === 0) {
      // A paid service quote: no product lines, one card for the work.
      return [
        {
          ...base,
          line_id: null,
          product: { id: null, title: order.serviceName ? localize(order.serviceName, lang) : order.code },
          category_id: order.serviceCategoryId,
          label: '',
          width: null,
          height: null,
          quantity: 1,
          finishing: [],
        },
      ];
    }
    return own.filter(shown).map((line) => ({
      ...base,
      line_id: line.id,
      product: { id: line.productId, title: localize(line.title, lang) },
      category_id: line.categoryId,
      label: line.label,
      width: line.widthCm,
      height: line.heightCm,
      quantity: line.quantity,
      finishing: line.options.map((o) => ({
        id: o.id,
        section: localize(o.section, lang),
        name: localize(o.name, lang),
        parent_name: o.parentName ? localize(o.parentName, lang) : null,
      })),
    }));
  };

  const byStage = new Map(counted.map((c) => [c.stage, c]));
  const sum = (key: 'overdue' | 'dueToday') => counted.reduce((n, c) => n + c[key], 0);
  return {
    today,
    columns: stages.map((stage, i) => ({
      stage,
      total: byStage.get(stage)?.total ?? 0,
      cards: (pages[i] ?? []).flatMap(cardsOf),
    })),
    counts: { overdue: sum('overdue'), due_today: sum('dueToday') },
    filters: {
      categories: catalog.categories
        .filter((c) => c.ownerType === OWNER_TYPE.products)
        .map((c) => ({ id: c.id, name: localize(c.name, lang) })),
      materials: [...catalog.products.values()].map((p) => ({ id: p.id, name: localize(p.title, lang) })),
    },
  };
}
