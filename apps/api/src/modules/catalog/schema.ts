import { OPTION_PRICE_MODES, PRICING_MODES } from '@shop/shared';
import { envelopeSchema, IdParamSchema, IdSchema, OwnerTypeSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Id = IdSchema;
/** A list filter typed by a person: trimmed, bounded. */
const NameFilter = z.string().trim().max(100);

export { IdParamSchema };

export const CategoriesQuerySchema = z.object({
  owner_type: OwnerTypeSchema.optional().describe('1 services, 2 products; both when omitted'),
  name: NameFilter.optional().describe('Only categories whose name contains this text'),
});
export type CategoriesQuery = z.infer<typeof CategoriesQuerySchema>;

/** The spec's search-filter path: the same list, filtered by the posted params. */
export const CategoriesFilterBodySchema = z
  .object({
    owner_type: OwnerTypeSchema.optional(),
    name: NameFilter.optional(),
  })
  .nullish()
  .describe('A POST without a body lists everything');
export type CategoriesFilterBody = z.infer<typeof CategoriesFilterBodySchema>;

export const CategoryQuerySchema = z.object({
  owner_type: OwnerTypeSchema.optional().describe('When given, the category must be of this type'),
  name: NameFilter.optional().describe('Only services or products whose name contains this text'),
});
export type CategoryQuery = z.infer<typeof CategoryQuerySchema>;

/**
 * At most this many search results by default: the search box's list
 * (docs/product.md#limits-and-timings).
 */
export const SEARCH_LIMIT = 5;
/** The most one search answers (the search results page). */
export const SEARCH_MAX_LIMIT = 50;
/** Longest search text (a typed search is a few words). */
export const SEARCH_TEXT_MAX = 100;

const SearchText = z.string().max(SEARCH_TEXT_MAX);

export const SearchQuerySchema = z
  .object({
    q: SearchText.optional().describe('Words of a product or service name or description, either language'),
    name: SearchText.optional().describe("The spec's name for `q` (used when `q` is absent)"),
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(SEARCH_MAX_LIMIT)
      .default(SEARCH_LIMIT)
      .describe(
        `How many results at most (default ${SEARCH_LIMIT}, the search box; up to ${SEARCH_MAX_LIMIT})`,
      ),
  })
  .transform(({ q, name, limit }) => ({ text: q ?? name ?? '', limit }));

/**
 * `options` arrives as `options[0]=12&options[1]=15`, `options[]=12`, `options=12&options=15`
 * or `options=12,15`; a preValidation hook gathers them into one array first.
 */
export const SummaryQuerySchema = z.object({
  product_id: Id,
  options: z.array(Id).max(100).default([]),
  width: z.coerce.number().int().safe().optional().describe('cm; the product default when omitted'),
  height: z.coerce.number().int().safe().optional().describe('cm; the product default when omitted'),
  quantity: z.coerce.number().int().safe().optional().describe('the product minimum when omitted'),
});
export type SummaryQuery = z.infer<typeof SummaryQuerySchema>;

// ---- Answers (also the OpenAPI document; tests parse real answers with them) ----

export const CategorySchema = z.object({
  id: z.number(),
  owner_type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  count: z.number().describe('Active services or products in it'),
});

export const ServiceCardSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  description: z.array(z.string()),
  image: z.string(),
  images: z.array(z.string()),
});

export const ProductCardSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  pricing_mode: z.enum(PRICING_MODES),
  price_from: z.number().describe('Base price in euros, per m² or per item, VAT excluded'),
});

export const CategoryDetailSchema = CategorySchema.extend({
  services: z.array(ServiceCardSchema),
  products: z.array(ProductCardSchema),
});

export const ServiceDetailSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  name: z.string(),
  images: z.array(z.string()),
  description: z.array(z.string()),
  meta_title: z.string(),
  meta_description: z.string(),
});

export type OptionAnswer = {
  id: number;
  section_id: number;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  price_mode: (typeof OPTION_PRICE_MODES)[number];
  price: number | null;
  percent: number | null;
  production_days_saved: number;
  childrens: OptionAnswer[];
};

export const OptionSchema: z.ZodType<OptionAnswer> = z.lazy(() =>
  z.object({
    id: z.number(),
    section_id: z.number(),
    parent_id: z.number().nullable(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    price_mode: z.enum(OPTION_PRICE_MODES),
    price: z.number().nullable().describe('Euros for per_m2, per_item and fixed options'),
    percent: z.number().nullable().describe('Percent of the base price for percent options'),
    production_days_saved: z.number().describe('Working days this option takes off the turnaround'),
    childrens: z.array(OptionSchema),
  }),
);

export const ProductDetailSchema = z.object({
  id: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  title: z.string(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  meta_title: z.string(),
  meta_description: z.string(),
  headers: z.array(
    z.object({ id: z.number(), title: z.string(), description: z.string(), lines: z.array(z.string()) }),
  ),
  sections: z.array(
    z.object({ id: z.number(), name: z.string(), required: z.boolean(), options: z.array(OptionSchema) }),
  ),
  min_width: z.number().nullable(),
  max_width: z.number().nullable(),
  min_height: z.number().nullable(),
  max_height: z.number().nullable(),
  def_width: z.number().nullable(),
  def_height: z.number().nullable(),
  min_q: z.number(),
  max_q: z.number(),
  limit: z.number().describe('Most design files for one line'),
  weldable: z.boolean(),
  pricing_mode: z.enum(PRICING_MODES),
  base_price: z.number(),
  min_charge: z.number(),
  quantity_breaks: z.array(z.object({ min_quantity: z.number(), discount_percent: z.number() })),
  turnaround_days: z.number(),
  footers: z.object({ description: z.string() }),
});

export const SearchResultSchema = z.object({
  id: z.number(),
  type: z.enum(['product', 'service']),
  category_id: z.number(),
  category: z.string().describe("The category name, in the caller's language"),
  title: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string().describe('The start of the description (at most 160 characters)'),
});

export const SummarySchema = z.object({
  product_id: z.number(),
  options: z.array(
    z.object({ id: z.number(), section: z.string(), name: z.string(), parent_name: z.string().nullable() }),
  ),
  width: z.number().nullable(),
  height: z.number().nullable(),
  quantity: z.number(),
  area_m2: z.number(),
  unit_price: z.number().describe('One item with its options, before quantity discounts'),
  fixed_charges: z.number(),
  discount_percent: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  min_charge_applied: z.boolean(),
  total: z.number().describe('Euros, VAT excluded'),
  currency: z.literal('EUR'),
  vat_included: z.literal(false),
  panels: z
    .object({
      columns: z.number(),
      rows: z.number(),
      overlap_cm: z.number(),
      pieces: z.array(z.object({ width: z.number(), height: z.number() })),
    })
    .optional(),
  turnaround_days: z.number(),
  production_days: z
    .number()
    .describe('Working days of production with the chosen options (express shortens it)'),
  estimated_delivery: z.string().describe('YYYY-MM-DD, Madrid: the end of production, when the parcel ships'),
  delivered_by: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: production plus courier days to mainland Spain (the default destination)'),
});
export type SummaryAnswer = z.infer<typeof SummarySchema>;

export const CategoriesResponseSchema = envelopeSchema(z.array(CategorySchema));
export const CategoryResponseSchema = envelopeSchema(CategoryDetailSchema);
export const ServiceResponseSchema = envelopeSchema(ServiceDetailSchema);
export const ProductResponseSchema = envelopeSchema(ProductDetailSchema);
export const SearchResponseSchema = envelopeSchema(z.array(SearchResultSchema));
export const SummaryResponseSchema = envelopeSchema(SummarySchema);
