import { type Lang, type LocalizedText, localize, OWNER_TYPE } from '@shop/shared';
import type { ProductionQuery } from '@shop/shared/admin-schemas';
import { PRODUCTION_STAGES, type ProductionBoard, type ProductionCard } from '@shop/shared/api/production';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { madridDay } from '../../lib/madrid-time';
import { getCatalog } from '../catalog';
import type { OptionSnapshot } from '../orders';

const FIRST_STAGE = PRODUCTION_STAGES[0];
const LAST_STAGE = PRODUCTION_STAGES[PRODUCTION_STAGES.length - 1]!;

/** Rows of a raw statement (node-postgres and PGlite answer the same shape). */
type Rows<T> = { rows: T[] };

function dispatchCondition(dispatch: ProductionQuery['dispatch'], today: string): SQL {
  if (dispatch === undefined) return sql`true`;
  if (dispatch === 'overdue') return sql`o.dispatch_by < ${today}::date`;
  return sql`o.dispatch_by = ${dispatch === 'today' ? today : dispatch}::date`;
}

/**
 * The orders a category/material filter keeps, each set computed once per statement
 * (materialized) whatever the number of columns: an order with a line of the material
 * (product) or of the category, or a service quote of that category.
 */
function filterSets(query: ProductionQuery): { ctes: SQL[]; condition: SQL } {
  const ctes: SQL[] = [];
  const conditions: SQL[] = [sql`o.status between ${FIRST_STAGE} and ${LAST_STAGE}`];
  if (query.material !== undefined) {
    ctes.push(
      sql`by_material as materialized (select order_id from order_lines where product_id = ${query.material})`,
    );
    conditions.push(sql`o.id in (select order_id from by_material)`);
  }
  if (query.category !== undefined) {
    ctes.push(sql`by_category as materialized (
      select order_id from order_lines
      where product_id in (select id from products where category_id = ${query.category}))`);
    // A service quote's category is its service's: checked on the order row itself.
    conditions.push(sql`(o.id in (select order_id from by_category)
      or o.service_id in (select id from services where category_id = ${query.category}))`);
  }
  return { ctes, condition: sql.join(conditions, sql` and `) };
}

const withClause = (ctes: SQL[]) => (ctes.length === 0 ? sql`` : sql`with ${sql.join(ctes, sql`, `)} `);

type BoardRow = {
  orderId: number;
  code: string;
  status: number;
  dispatchBy: string | null;
  deliveredBy: string | null;
  company: { name?: string } | null;
  customerName: string;
  serviceName: LocalizedText | null;
  serviceCategoryId: number | null;
  lineId: number | null;
  productId: number | null;
  title: LocalizedText | null;
  label: string | null;
  quantity: number | null;
  widthCm: number | null;
  heightCm: number | null;
  options: OptionSnapshot[] | null;
  lineCategoryId: number | null;
};

/**
 * GET /api/admin/production: the board's columns (statuses 4-7). Each column lists its orders
 * by dispatch date then order, `limit` orders from `offset` (one stage when `stage` is given:
 * "show more"), each order as one card per line (matching the category/material filter);
 * `total` counts the column's orders. With the overdue and due-today counts (orders) and the
 * filters' choices (docs/decisions/048-production-board.md). Days are Madrid's at `now`.
 *
 * Two statements whatever the filters (each round trip to the embedded database costs more
 * than the work: the bench apps/api/bench/production-board.ts): the counts, then every
 * column's page with its lines. Each page is read in the order of the index
 * orders_status_dispatch_idx (status, dispatch_by, id), so no column is sorted whole.
 */
export async function listProductionBoard(
  db: Db,
  query: ProductionQuery,
  lang: Lang,
  now = new Date(),
): Promise<ProductionBoard> {
  const today = madridDay(now);
  const { ctes, condition } = filterSets(query);
  const dispatch = dispatchCondition(query.dispatch, today);
  const stages = query.stage === undefined ? [...PRODUCTION_STAGES] : [query.stage];

  const counts = db.execute(sql`${withClause(ctes)}
    select o.status as stage,
           (count(*) filter (where ${dispatch}))::int as total,
           (count(*) filter (where o.dispatch_by < ${today}::date))::int as overdue,
           (count(*) filter (where o.dispatch_by = ${today}::date))::int as "dueToday"
    from orders o where ${condition} group by o.status`) as unknown as Promise<
    Rows<{ stage: number; total: number; overdue: number; dueToday: number }>
  >;
  const pages = sql.join(
    stages.map(
      (
        stage,
      ) => sql`(select o.id, o.code, o.status, o.dispatch_by, o.delivered_by, o.company, o.user_id, o.service_id
        from orders o where o.status = ${stage} and ${condition} and ${dispatch}
        order by o.dispatch_by, o.id limit ${query.limit} offset ${query.offset})`,
    ),
    sql` union all `,
  );
  // The page carries the order's columns: joining it back to orders would scan them all.
  const cards = db.execute(sql`${withClause([...ctes, sql`page as (${pages})`])}
    select o.id as "orderId", o.code, o.status, o.dispatch_by::text as "dispatchBy",
           o.delivered_by::text as "deliveredBy", o.company, u.name as "customerName",
           s.name as "serviceName", s.category_id as "serviceCategoryId",
           l.id as "lineId", l.product_id as "productId", l.title, l.label, l.quantity,
           l.width_cm as "widthCm", l.height_cm as "heightCm", l.options, p.category_id as "lineCategoryId"
    from page o join users u on u.id = o.user_id
    left join services s on s.id = o.service_id
    left join order_lines l on l.order_id = o.id left join products p on p.id = l.product_id
    order by o.status, o.dispatch_by, o.id, l.id`) as unknown as Promise<Rows<BoardRow>>;

  const [counted, rows, catalog] = await Promise.all([counts, cards, getCatalog(db)]);
  const linesPerOrder = new Map<number, number>();
  for (const row of rows.rows)
    if (row.lineId !== null) linesPerOrder.set(row.orderId, (linesPerOrder.get(row.orderId) ?? 0) + 1);
  const shown = (row: BoardRow) =>
    (query.material === undefined || row.productId === query.material) &&
    (query.category === undefined || row.lineCategoryId === query.category);

  const card = (row: BoardRow): ProductionCard => {
    const base = {
      order_id: row.orderId,
      code: row.code,
      order_lines: Math.max(1, linesPerOrder.get(row.orderId) ?? 0),
      customer: { name: row.customerName, company: row.company?.name ?? null },
      proof_state: null,
      dispatch_by: row.dispatchBy,
      delivered_by: row.deliveredBy,
      stage: row.status,
      overdue: row.dispatchBy !== null && row.dispatchBy < today,
      due_today: row.dispatchBy === today,
    };
    if (row.lineId === null) {
      // A paid service quote: no product lines, one card for the work.
      return {
        ...base,
        line_id: null,
        product: { id: null, title: row.serviceName ? localize(row.serviceName, lang) : row.code },
        category_id: row.serviceCategoryId,
        label: '',
        width: null,
        height: null,
        quantity: 1,
        finishing: [],
      };
    }
    return {
      ...base,
      line_id: row.lineId,
      product: { id: row.productId, title: row.title ? localize(row.title, lang) : '' },
      category_id: row.lineCategoryId,
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
    };
  };

  const byStage = new Map(counted.rows.map((c) => [Number(c.stage), c]));
  const sum = (key: 'overdue' | 'dueToday') => counted.rows.reduce((n, c) => n + Number(c[key]), 0);
  return {
    today,
    columns: stages.map((stage) => ({
      stage,
      total: Number(byStage.get(stage)?.total ?? 0),
      cards: rows.rows.filter((r) => r.status === stage && (r.lineId === null || shown(r))).map(card),
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
