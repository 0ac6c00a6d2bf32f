/**
 * The production board's answer (GET /api/admin/production, docs/admin-api.md): every line of
 * every order in production (statuses 4-7) as a card, in columns by stage, each column sorted
 * by dispatch date then order, and capped by orders (docs/decisions/048-production-board.md).
 */
import { z } from 'zod';
import { ChosenOptionSchema } from './catalog';

export const PRODUCTION_STAGES = [4, 5, 6, 7] as const;
/** Orders per column when the caller does not say (each shows all its lines); at most PRODUCTION_MAX_LIMIT. */
export const PRODUCTION_DEFAULT_LIMIT = 25;
export const PRODUCTION_MAX_LIMIT = 200;

export const ProductionCardSchema = z.object({
  order_id: z.number(),
  code: z.string(),
  /** The order line (null: a paid service quote, which has no product lines). */
  line_id: z.number().nullable(),
  /** How many cards the order has on the board: its lines move together (status is per order). */
  order_lines: z.number(),
  customer: z.object({ name: z.string(), company: z.string().nullable() }),
  product: z.object({ id: z.number().nullable(), title: z.string() }),
  category_id: z.number().nullable(),
  /** The customer's own label for the line ('' when none). */
  label: z.string(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  quantity: z.number(),
  /** The chosen options (finishing, material, speed), in the order they were chosen. */
  finishing: z.array(ChosenOptionSchema),
  /** The artwork proof's state; null until proofs exist (another issue). */
  proof_state: z.string().nullable(),
  /** Civil date in Madrid; null for an order paid before the promise was kept. */
  dispatch_by: z.string().nullable(),
  delivered_by: z.string().nullable(),
  /** The order's status: the card's column. */
  stage: z.number(),
  overdue: z.boolean(),
  due_today: z.boolean(),
});

export const ProductionColumnSchema = z.object({
  stage: z.number(),
  /** Orders matching the filters in this stage (the column shows the first `limit`, each as its lines' cards). */
  total: z.number(),
  cards: z.array(ProductionCardSchema),
});

export const ProductionBoardSchema = z.object({
  /** Today in Madrid, by which overdue and due_today were decided. */
  today: z.string(),
  columns: z.array(ProductionColumnSchema),
  /** Orders over the whole board with the category/material filters (not the day filter). */
  counts: z.object({ overdue: z.number(), due_today: z.number() }),
  /** What the filters can choose: categories and products (materials) in production. */
  filters: z.object({
    categories: z.array(z.object({ id: z.number(), name: z.string() })),
    materials: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
});

export type ProductionCard = z.infer<typeof ProductionCardSchema>;
export type ProductionColumn = z.infer<typeof ProductionColumnSchema>;
export type ProductionBoard = z.infer<typeof ProductionBoardSchema>;
