/**
 * What `data` holds in the catalogue's answers (GET /api/categories, /category/{id},
 * /service/{id}, /product/{id}, /search, /summary). The API validates its real answers with
 * these in apps/api/src/test/answer-shapes.test.ts; the storefront infers its types from them.
 */
import { z } from 'zod';
import { OPTION_PRICE_MODES, PRICING_MODES } from '../catalog';
import type { HardwareSpec, OptionFinishing, ProductArtwork } from '../finishing-layout';

const cm = z.number().nonnegative().max(10_000);
const EdgeSchema = z.enum(['top', 'right', 'bottom', 'left']);

/** `product_options.finishing`: what an option places on the piece (docs/product.md#artwork-templates). */
export const OptionFinishingSchema: z.ZodType<OptionFinishing> = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('eyelets'),
    spacing: z.number().positive().max(10_000).nullable(),
    inset: cm,
    diameter: cm,
    edges: z.array(EdgeSchema).optional(),
  }),
  z.object({ kind: z.literal('hem'), width: cm }),
  z.object({ kind: z.literal('pole_pockets'), edges: z.array(EdgeSchema), depth: cm }),
  z.object({ kind: z.literal('double_sided') }),
  z.object({ kind: z.literal('print_size'), width: z.number().positive(), height: z.number().positive() }),
]);

export const HardwareSpecSchema: z.ZodType<HardwareSpec> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('frame'), profile: cm }),
  z.object({
    kind: z.literal('flag'),
    pole: cm,
    below: cm,
    base: z.object({ width: cm, height: cm }),
  }),
  z.object({ kind: z.literal('barrier'), post: cm, above: cm, below: cm }),
  z.object({ kind: z.literal('stand'), base: cm, overhang: cm }),
]);

/** `products.artwork`: bleed, safe margin and hardware outline, in cm. */
export const ProductArtworkSchema: z.ZodType<ProductArtwork> = z.object({
  bleed: cm,
  safe: cm,
  hardware: HardwareSpecSchema.optional(),
  finishing: z.array(OptionFinishingSchema).optional(),
});

export const CategorySchema = z.object({
  id: z.number(),
  owner_type: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  count: z.number(),
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
  price_from: z.number(),
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

/** POST /api/one/sub/service: a service as its purchase page loads it (no meta fields). */
export const SubServiceSchema = ServiceDetailSchema.omit({ meta_title: true, meta_description: true });

/** Written out because the option tree is recursive (a schema cannot infer its own type). */
export type ProductOption = {
  id: number;
  section_id: number;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  price_mode: (typeof OPTION_PRICE_MODES)[number];
  price: number | null;
  percent: number | null;
  /** Working days this option takes off the turnaround (express production). */
  production_days_saved: number;
  /** What choosing it places on the piece (eyelets, hems, pockets...); null for none. */
  finishing: OptionFinishing | null;
  childrens: ProductOption[];
};

export const ProductOptionSchema: z.ZodType<ProductOption> = z.lazy(() =>
  z.object({
    id: z.number(),
    section_id: z.number(),
    parent_id: z.number().nullable(),
    name: z.string(),
    description: z.string(),
    image: z.string().nullable(),
    price_mode: z.enum(OPTION_PRICE_MODES),
    price: z.number().nullable(),
    percent: z.number().nullable(),
    production_days_saved: z.number(),
    finishing: OptionFinishingSchema.nullable(),
    childrens: z.array(ProductOptionSchema),
  }),
);

export const ProductSectionSchema = z.object({
  id: z.number(),
  name: z.string(),
  required: z.boolean(),
  options: z.array(ProductOptionSchema),
});

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
  sections: z.array(ProductSectionSchema),
  min_width: z.number().nullable(),
  max_width: z.number().nullable(),
  min_height: z.number().nullable(),
  max_height: z.number().nullable(),
  def_width: z.number().nullable(),
  def_height: z.number().nullable(),
  min_q: z.number(),
  max_q: z.number(),
  limit: z.number(),
  weldable: z.boolean(),
  pricing_mode: z.enum(PRICING_MODES),
  base_price: z.number(),
  min_charge: z.number(),
  quantity_breaks: z.array(z.object({ min_quantity: z.number(), discount_percent: z.number() })),
  turnaround_days: z.number(),
  footers: z.object({ description: z.string() }),
  /** Bleed, safe margin and hardware outline (cm); null: the shop's default (2 cm bleed, 3 cm safe). */
  artwork: ProductArtworkSchema.nullable(),
});

export const SearchResultSchema = z.object({
  id: z.number(),
  type: z.enum(['product', 'service']),
  category_id: z.number(),
  category: z.string(),
  title: z.string(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
});

/** A chosen option as a line or a price summary names it, in the caller's language. */
export const ChosenOptionSchema = z.object({
  id: z.number(),
  section: z.string(),
  name: z.string(),
  parent_name: z.string().nullable(),
});

export const SummarySchema = z.object({
  product_id: z.number(),
  options: z.array(ChosenOptionSchema),
  width: z.number().nullable(),
  height: z.number().nullable(),
  quantity: z.number(),
  area_m2: z.number(),
  unit_price: z.number(),
  fixed_charges: z.number(),
  discount_percent: z.number(),
  discount: z.number(),
  subtotal: z.number(),
  min_charge_applied: z.boolean(),
  total: z.number(),
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
  production_days: z.number(),
  /** End of production, when the parcel ships (YYYY-MM-DD, Madrid). */
  estimated_delivery: z.string(),
  /** Production plus courier days to mainland Spain (YYYY-MM-DD). */
  delivered_by: z.string().nullable(),
});

export type Category = z.infer<typeof CategorySchema>;
export type ServiceCard = z.infer<typeof ServiceCardSchema>;
export type ProductCard = z.infer<typeof ProductCardSchema>;
export type CategoryDetail = z.infer<typeof CategoryDetailSchema>;
export type ServiceDetail = z.infer<typeof ServiceDetailSchema>;
export type SubService = z.infer<typeof SubServiceSchema>;
export type ProductSection = z.infer<typeof ProductSectionSchema>;
export type ProductDetail = z.infer<typeof ProductDetailSchema>;
export type SearchResult = z.infer<typeof SearchResultSchema>;
export type ChosenOption = z.infer<typeof ChosenOptionSchema>;
export type Summary = z.infer<typeof SummarySchema>;
