/**
 * Body schemas of the admin forms, written against docs/admin-api.md until the API's own
 * schemas (`@shop/shared/admin-schemas`) exist; then the forms use those directly.
 */
import { z } from 'zod';

const Euros = z.number().min(0).max(1_000_000).multipleOf(0.01);
const Text = (max: number) => z.string().trim().max(max);
const Required = (max: number) => Text(max).min(1);
const Localized = (max = 200) => z.object({ en: Required(max), ar: Required(max) });
const OptionalLocalized = (max = 2000) => z.object({ en: Text(max), ar: Text(max) });
const LocalizedList = z.object({ en: z.array(Text(5000)), ar: z.array(Text(5000)) });
const Slug = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const Id = z.number().int().positive();
const Cm = z.number().int().min(1).max(100_000).nullable();
const Count = z.number().int().min(0).max(1_000_000);

export const AcceptBodySchema = z.object({
  service_fee: Euros.positive(),
  tax: Euros,
  message: Text(2000),
});
export const RejectBodySchema = z.object({ message: Required(2000) });

export const CategoryBodySchema = z.object({
  owner_type: z.union([z.literal(1), z.literal(2)]),
  slug: Slug,
  name: Localized(),
  description: OptionalLocalized(),
  image: Text(500),
  sort_order: Count,
  active: z.boolean(),
  excluded_from_free_shipping: z.boolean(),
});

export const ServiceBodySchema = z.object({
  category_id: Id,
  slug: Slug,
  name: Localized(),
  description: LocalizedList,
  images: z.array(Text(500)).max(20),
  meta_title: OptionalLocalized(200),
  meta_description: OptionalLocalized(500),
  sort_order: Count,
  active: z.boolean(),
});

export const HeaderSchema = z.object({
  id: z.number().int().optional(),
  title: Localized(),
  description: OptionalLocalized(),
  lines: LocalizedList,
});

export const ProductBodySchema = z.object({
  category_id: Id,
  slug: Slug,
  title: Localized(),
  description: OptionalLocalized(5000),
  images: z.array(Text(500)).max(20),
  meta_title: OptionalLocalized(200),
  meta_description: OptionalLocalized(500),
  headers: z.array(HeaderSchema).max(20),
  footer: OptionalLocalized(5000),
  pricing_mode: z.enum(['per_m2', 'per_item']),
  base_price: Euros,
  min_charge: Euros,
  quantity_breaks: z
    .array(
      z.object({
        min_quantity: z.number().int().min(2).max(1_000_000),
        discount_percent: z.number().min(0).max(100),
      }),
    )
    .max(20),
  min_width: Cm,
  max_width: Cm,
  min_height: Cm,
  max_height: Cm,
  def_width: Cm,
  def_height: Cm,
  weldable: z.boolean(),
  min_q: z.number().int().min(1).max(1_000_000),
  max_q: z.number().int().min(1).max(1_000_000),
  file_limit: z.number().int().min(0).max(10),
  turnaround_days: z.number().int().min(0).max(60),
  large: z.boolean(),
  weight_grams: Count,
  sort_order: Count,
  active: z.boolean(),
});

export type OptionNode = {
  id?: number;
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  image: string | null;
  price_mode: 'per_m2' | 'per_item' | 'fixed' | 'percent';
  price: number;
  children: OptionNode[];
};

const OptionSchema: z.ZodType<OptionNode> = z.lazy(() =>
  z.object({
    id: z.number().int().optional(),
    name: Localized(),
    description: OptionalLocalized(),
    image: Text(500).nullable(),
    price_mode: z.enum(['per_m2', 'per_item', 'fixed', 'percent']),
    price: z.number().min(-1_000_000).max(1_000_000),
    children: z.array(OptionSchema).max(100),
  }),
);

export const SectionsBodySchema = z.array(
  z.object({
    id: z.number().int().optional(),
    name: Localized(),
    required: z.boolean(),
    options: z.array(OptionSchema).max(200),
  }),
);

export const CouponBodySchema = z.object({
  code: z
    .string()
    .trim()
    .min(2)
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/),
  percent: z.number().int().min(1).max(100),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  usage_limit: z.number().int().min(1).max(1_000_000).nullable(),
  min_subtotal: Euros,
  active: z.boolean(),
});

export const ShippingRateBodySchema = z.object({
  quote_available: z.boolean(),
  standard: Euros.nullable(),
  large: Euros.nullable(),
  free_over: Euros.nullable(),
  per_kg: Euros,
});

export const CountryBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}(-[A-Z0-9]{1,3})?$/),
  name: Localized(),
  region: z.enum([
    'es_mainland',
    'es_non_mainland',
    'uk_mainland',
    'europe_mainland',
    'switzerland',
    'scandinavia',
    'rest_of_world',
  ]),
  vat_region: z.enum(['es', 'eu', 'export']),
  sort_order: Count,
});

export const MessageHandledBodySchema = z.object({ handled: z.boolean() });
