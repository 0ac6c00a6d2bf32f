import { type Lang, localize, OWNER_TYPE } from '@shop/shared';
import type { ProductionQuery } from '@shop/shared/admin-schemas';
import { PRODUCTION_STAGES, type ProductionBoard, type ProductionCard } from '@shop/shared/api/production';
import { and, asc, eq, gte, lt, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDay } from '../../lib/madrid-time';
import { users } from '../accounts';
import { getCatalog, products, services } from '../catalog';
import { orderLines, orders } from '../orders';

const FIRST_STAGE = PRODUCTION_STAGES[0];
const LAST_STAGE = PRODUCTION_STAGES[PRODUCTION_STAGES.length - 1]!;

/** The card's category: its product's, or a service quote's service's. */
const categoryOf = sql<number | null>`coalesce(${products.categoryId}, ${services.categoryId})`;

function dispatchCondition(dispatch: ProductionQuery['dispatch'], today: string): SQL | undefined {
  if (dispatch === undefined) return undefined;
  if (dispatch === 'overdue') return lt(orders.dispatchBy, today);
  return eq(orders.dispatchBy, dispatch === 'today' ? today : dispatch);
}

/**
 * GET /api/admin/production: the board's columns (statuses 4-7), each sorted by dispatch date
 * then order and line, capped at `limit` cards from `offset` (one stage when `stage` is given:
 * "show more"), with each column's total, the overdue and due-today counts and the filters'
 * choices (docs/decisions/046-production-board.md). Overdue and today are Madrid's days at `now`.
 */
export async function listProductionBoard(
  db: Db,
  query: ProductionQuery,
  lang: Lang,
  now = new Date(),
): Promise<ProductionBoard> {
  const today = madridDay(now);
  const filters = and(
    query.category === undefined ? undefined : sql`${categoryOf} = ${query.category}`,
    query.material === undefined ? undefined : eq(orderLines.productId, query.material),
  );
  const inProduction = and(gte(orders.status, FIRST_STAGE), lte(orders.status, LAST_STAGE), filters);
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
    .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(services, eq(services.id, orders.serviceId))
    .where(inProduction)
    .groupBy(orders.status);

  const page = (stage: number): Promise<BoardRow[]> =>
    db
      .select({
        orderId: orders.id,
        code: orders.code,
        status: orders.status,
        dispatchBy: orders.dispatchBy,
        deliveredBy: orders.deliveredBy,
        company: orders.company,
        customerName: users.name,
        lineId: orderLines.id,
        productId: orderLines.productId,
        lineTitle: orderLines.title,
        label: orderLines.label,
        quantity: orderLines.quantity,
        widthCm: orderLines.widthCm,
        heightCm: orderLines.heightCm,
        options: orderLines.options,
        serviceName: services.name,
        categoryId: categoryOf,
        orderLines:
          sql<number>`(select count(*) from order_lines ol where ol.order_id = ${orders.id})`.mapWith(Number),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(orderLines, eq(orderLines.orderId, orders.id))
      .leftJoin(products, eq(products.id, orderLines.productId))
      .leftJoin(services, eq(services.id, orders.serviceId))
      .where(and(eq(orders.status, stage), filters, dispatch))
      .orderBy(asc(orders.dispatchBy), asc(orders.id), asc(orderLines.id))
      .limit(query.limit)
      .offset(query.offset);

  const [counted, catalog, ...pages] = await Promise.all([totals, getCatalog(db), ...stages.map(page)]);
  const byStage = new Map(counted.map((c) => [c.stage, c]));
  const card = (row: BoardRow): ProductionCard => ({
    order_id: row.orderId,
    code: row.code,
    line_id: row.lineId,
    order_lines: Math.max(1, row.orderLines),
    customer: { name: row.customerName, company: row.company?.name ?? null },
    product: {
      id: row.productId,
      title: row.lineTitle
        ? localize(row.lineTitle, lang)
        : row.serviceName
          ? localize(row.serviceName, lang)
          : '',
    },
    category_id: row.categoryId === null ? null : Number(row.categoryId),
    label: row.label ?? '',
    width: row.widthCm,
    height: row.heightCm,
    quantity: row.quantity ?? 1,
    finishing: (row.options ?? []).map((o) => ({
      id: o.id,
      section: localize(o.section, lang),
      name: localize(o.name, lang),
      parent_name: o.parentName ? localize(o.parentName, lang) : null,
    })),
    proof_state: null,
    dispatch_by: row.dispatchBy,
    delivered_by: row.deliveredBy,
    stage: row.status,
    overdue: row.dispatchBy !== null && row.dispatchBy < today,
    due_today: row.dispatchBy === today,
  });
  const sum = (key: 'overdue' | 'dueToday') => counted.reduce((n, c) => n + c[key], 0);
  return {
    today,
    columns: stages.map((stage, i) => ({
      stage,
      total: byStage.get(stage)?.total ?? 0,
      cards: (pages[i] ?? []).map(card),
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

type LineRow = typeof orderLines.$inferSelect;
type BoardRow = {
  orderId: number;
  code: string;
  status: number;
  dispatchBy: string | null;
  deliveredBy: string | null;
  company: (typeof orders.$inferSelect)['company'];
  customerName: string;
  lineId: number | null;
  productId: number | null;
  lineTitle: LineRow['title'] | null;
  label: string | null;
  quantity: number | null;
  widthCm: number | null;
  heightCm: number | null;
  options: LineRow['options'] | null;
  serviceName: (typeof services.$inferSelect)['name'] | null;
  categoryId: number | string | null;
  orderLines: number;
};
