import {
  CategoryDetailSchema,
  CategorySchema,
  ProductDetailSchema,
  SearchResultSchema,
  ServiceDetailSchema,
  SummarySchema,
} from '@shop/shared/api/catalog';
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

// ---- Answers: their shapes are defined once, in @shop/shared/api/catalog, which the storefront
// infers its types from; the routes serialise (and document) with them
// (docs/decisions/031-shared-answer-types.md).

export const CategoriesResponseSchema = envelopeSchema(z.array(CategorySchema));
export const CategoryResponseSchema = envelopeSchema(CategoryDetailSchema);
export const ServiceResponseSchema = envelopeSchema(ServiceDetailSchema);
export const ProductResponseSchema = envelopeSchema(ProductDetailSchema);
export const SearchResponseSchema = envelopeSchema(z.array(SearchResultSchema));
export const SummaryResponseSchema = envelopeSchema(SummarySchema);
