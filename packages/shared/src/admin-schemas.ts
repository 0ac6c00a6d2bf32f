/**
 * Body and query schemas of the staff back-office (docs/admin-api.md). The API validates
 * with these, and the /admin forms validate with the very same ones (react-hook-form + zod),
 * so a form never accepts what the server refuses. Import as '@shop/shared/admin-schemas'.
 *
 * Field names are the JSON names (snake_case). Money is euros with two decimals; texts shown
 * to customers are `{ en, ar }` and edited side by side.
 */
import { z } from 'zod';
import { OptionFinishingSchema, ProductArtworkSchema } from './api/catalog';
import { PRODUCTION_DEFAULT_LIMIT, PRODUCTION_MAX_LIMIT } from './api/production';
import { isTrackingUrlPattern, MAX_TRACKING_NUMBERS, TRACKING_NUMBER_PATTERN } from './carriers';
import { OPTION_PRICE_MODES, PRICING_MODES } from './catalog';
import type { OptionFinishing } from './finishing-layout';
import { IdSchema, perLanguage } from './schemas';
import { SHIPPING_REGIONS, VAT_REGIONS } from './shipping-regions';

// ---------------------------------------------------------------------------------------
// Building blocks

/** A text without control characters other than line breaks and tabs. */
const cleanText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'control characters are not allowed');

/**
 * Names and titles: English and Arabic required; a later language (Spanish) may be left out
 * or empty, and the storefront then shows English (older clients send only en and ar).
 */
export const RequiredTextSchema = (max = 200) =>
  perLanguage(cleanText(max).pipe(z.string().min(1)), cleanText(max));
/** Any language may be empty (descriptions, meta fields). */
export const OptionalTextSchema = (max = 5000) => perLanguage(cleanText(max));
/** Paragraphs or bullet lines per language. */
export const TextListSchema = (max = 2000, items = 30) => perLanguage(z.array(cleanText(max)).max(items));

export const AdminIdSchema = z.number().int().positive().max(2_147_483_647);
/** Lower-case words joined by dashes: the item's address in the storefront. */
export const SlugSchema = z
  .string()
  .trim()
  .min(1)
  .max(120)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower-case letters, digits and dashes');
/** A picture: a path on this site (`/media/….webp` from the image upload, `/images/…`) or an https URL. */
export const ImageRefSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:\/(?!\/)\S*|https:\/\/\S+)$/, 'a path starting with / or an https:// address');
export const ImageListSchema = z.array(ImageRefSchema).max(12);
/** Euros with at most two decimals. */
export const EurosSchema = z.number().min(0).max(1_000_000).multipleOf(0.01);
export const SortOrderSchema = z.number().int().min(-1_000_000).max(1_000_000);
/** A side in cm, or null when the product has no size. */
const CmSchema = z.number().int().min(1).max(100_000).nullable();

// ---------------------------------------------------------------------------------------
// Lists

export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});
/** `true`/`false` (or 1/0) in a query string. */
const QueryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** YYYY-MM-DD, a day in Europe/Madrid. */
export const DateSchema = z.iso.date();

export const AdminOrderListQuerySchema = PageQuerySchema.extend({
  status: z.coerce.number().int().min(1).max(9).optional(),
  type: z.enum(['service', 'product']).optional(),
  /** The order code, or part of the customer's name, e-mail or purchase-order number. */
  q: z.string().trim().max(100).optional(),
  /** Placed on or after this day (Madrid). */
  from: DateSchema.optional(),
  /** Placed on or before this day (Madrid). */
  to: DateSchema.optional(),
  customer_id: IdSchema.optional(),
  sort: z.enum(['created_at', 'total', 'status']).default('created_at'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type AdminOrderListQuery = z.infer<typeof AdminOrderListQuerySchema>;

export const AdminCategoryListQuerySchema = z.object({
  owner_type: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
});
export const AdminItemListQuerySchema = PageQuerySchema.extend({
  category_id: IdSchema.optional(),
  q: z.string().trim().max(100).optional(),
});
export const AdminCustomerListQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});
/** The longest staff note on a customer, in characters. */
export const CUSTOMER_NOTE_MAX = 2000;
/** A staff note on a customer (the form; the API answers 422 in the caller's language for the same rules). */
export const CustomerNoteBodySchema = z.object({ body: z.string().trim().min(1).max(CUSTOMER_NOTE_MAX) });
export type CustomerNoteBody = z.infer<typeof CustomerNoteBodySchema>;
export const AdminMessageListQuerySchema = PageQuerySchema.extend({ handled: QueryBoolean.optional() });
export const AdminAuditListQuerySchema = PageQuerySchema.extend({
  entity: z.string().trim().max(40).optional(),
  entity_id: z.string().trim().max(64).optional(),
});

// ---------------------------------------------------------------------------------------
// Orders

/** A number typed in a form may arrive as a string: "12.50" is read as 12.5. */
const FormEuros = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,7}(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
  EurosSchema,
);

/**
 * 1 → 3: a quote accepted with its net fee and a note to the customer. The VAT is the
 * customer's VAT decision; `tax`, which older back-offices send, is accepted and ignored.
 */
export const AcceptOrderBodySchema = z.object({
  service_fee: FormEuros.pipe(z.number().positive()),
  tax: FormEuros.optional(),
  message: cleanText(2000).default(''),
});
export type AcceptOrderBody = z.infer<typeof AcceptOrderBodySchema>;

/** 1 → 2: the reason the customer reads. */
export const RejectOrderBodySchema = z.object({ message: cleanText(2000).pipe(z.string().min(1)) });
export type RejectOrderBody = z.infer<typeof RejectOrderBodySchema>;

/**
 * 4 → 5 → … → 8: `from` is the status the caller saw, so a double click or two staff at once
 * move the order one step, not two (docs/decisions/028-cross-site-gets-and-floor-races.md).
 */
export const AdvanceOrderBodySchema = z.object({
  from: z.number().int().min(1).max(8),
  /** A note on the move: internal (staff only) unless `note_shown` (tracking page and status mail). */
  note: cleanText(2000).default(''),
  note_shown: z.boolean().default(false),
  /** 6 → 7 (handed to the courier): the carrier and each parcel's tracking number are required. */
  carrier_id: z.number().int().positive().optional(),
  tracking_numbers: z
    .array(z.string().trim().regex(TRACKING_NUMBER_PATTERN, '3 to 40 letters, digits or -'))
    .max(MAX_TRACKING_NUMBERS)
    .optional(),
});
export type AdvanceOrderBody = z.infer<typeof AdvanceOrderBodySchema>;

/** Up to 5 → 9: the reason the customer reads; a paid order is refunded in full. */
export const CancelOrderBodySchema = z.object({ reason: cleanText(2000).pipe(z.string().min(1)) });
export type CancelOrderBody = z.infer<typeof CancelOrderBodySchema>;

/** An invoice issued by mistake, annulled and issued again (docs/decisions/045-invoice-annulment.md): why. */
export const ReissueInvoiceBodySchema = z.object({ reason: cleanText(500).pipe(z.string().min(1)) });
export type ReissueInvoiceBody = z.infer<typeof ReissueInvoiceBodySchema>;

/** From 6: a partial refund (euros, VAT included) and why (goodwill, a short delivery, a reprint). */
export const RefundOrderBodySchema = z.object({
  amount: FormEuros.pipe(z.number().positive()),
  reason: cleanText(500).pipe(z.string().min(1)),
});
export type RefundOrderBody = z.infer<typeof RefundOrderBodySchema>;

// ---------------------------------------------------------------------------------------
// Catalogue

export const CategoryBodySchema = z.object({
  /** 1 services, 2 products. */
  owner_type: z.union([z.literal(1), z.literal(2)]),
  slug: SlugSchema,
  name: RequiredTextSchema(120),
  description: OptionalTextSchema(2000),
  /** '' for none yet. */
  image: z.union([z.literal(''), ImageRefSchema]),
  sort_order: SortOrderSchema.default(0),
  active: z.boolean().default(true),
  /** Goods of this category never ship free and are charged by weight. */
  excluded_from_free_shipping: z.boolean().default(false),
});
export type CategoryBody = z.infer<typeof CategoryBodySchema>;

export const ServiceBodySchema = z.object({
  category_id: AdminIdSchema,
  slug: SlugSchema,
  name: RequiredTextSchema(160),
  /** Paragraphs. */
  description: TextListSchema(2000, 30),
  images: ImageListSchema,
  meta_title: OptionalTextSchema(120),
  meta_description: OptionalTextSchema(300),
  sort_order: SortOrderSchema.default(0),
  active: z.boolean().default(true),
  /** Staff send a proof for the customer's approval before production. */
  needs_proof: z.boolean().default(true),
  /** Also ships goods: the order keeps the production steps. */
  ships_goods: z.boolean().default(false),
});
export type ServiceBody = z.infer<typeof ServiceBodySchema>;

export const ProductHeaderSchema = z.object({
  /** Kept when sent; new headers get the next free number. */
  id: z.number().int().positive().max(1_000_000).optional(),
  title: RequiredTextSchema(160),
  description: OptionalTextSchema(2000),
  lines: TextListSchema(500, 30),
});

export const QuantityBreakBodySchema = z.object({
  min_quantity: z.number().int().min(1).max(1_000_000),
  discount_percent: z.number().min(0).max(100).multipleOf(0.01),
});

export const ProductBodySchema = z
  .object({
    category_id: AdminIdSchema,
    slug: SlugSchema,
    title: RequiredTextSchema(160),
    description: OptionalTextSchema(5000),
    images: ImageListSchema,
    meta_title: OptionalTextSchema(120),
    meta_description: OptionalTextSchema(300),
    headers: z.array(ProductHeaderSchema).max(20).default([]),
    footer: OptionalTextSchema(2000),
    pricing_mode: z.enum(PRICING_MODES),
    /** Per m² or per item (by pricing_mode), euros, VAT excluded. */
    base_price: EurosSchema,
    /** The least a line costs. */
    min_charge: EurosSchema.default(0),
    quantity_breaks: z.array(QuantityBreakBodySchema).max(20).default([]),
    min_width: CmSchema,
    max_width: CmSchema,
    min_height: CmSchema,
    max_height: CmSchema,
    def_width: CmSchema,
    def_height: CmSchema,
    /** Larger than the maximum is welded from vertical panels. */
    weldable: z.boolean().default(false),
    /** A line waits for the customer's approved proof before production (off for hardware-only goods). */
    needs_proof: z.boolean().default(true),
    min_q: z.number().int().min(1).max(1_000_000),
    max_q: z.number().int().min(1).max(1_000_000),
    /** Most design files for one cart line (0–10). */
    file_limit: z.number().int().min(0).max(10).default(10),
    turnaround_days: z.number().int().min(0).max(90).default(3),
    /** Ships at the "large" rate whatever its size. */
    large: z.boolean().default(false),
    /** Per item, for goods charged by weight. */
    weight_grams: z.number().int().min(0).max(1_000_000).default(0),
    sort_order: SortOrderSchema.default(0),
    active: z.boolean().default(true),
    /**
     * Bleed, safe margin and hardware outline in cm, which the live preview and the templates
     * draw (docs/product.md#artwork-templates); null: the shop's default; kept when omitted.
     */
    artwork: ProductArtworkSchema.nullable().optional(),
  })
  .superRefine((p, ctx) => {
    // What the pricing rules (shared/pricing/validate.ts) take for granted about a product.
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    for (const side of ['width', 'height'] as const) {
      const min = p[`min_${side}`];
      const max = p[`max_${side}`];
      const def = p[`def_${side}`];
      if (p.pricing_mode === 'per_m2') {
        if (min === null) issue(`min_${side}`, 'a product priced per m² needs a minimum size');
        if (max === null) issue(`max_${side}`, 'a product priced per m² needs a maximum size');
      }
      if ((min === null) !== (max === null)) {
        issue(
          min === null ? `min_${side}` : `max_${side}`,
          'give both the minimum and the maximum, or neither',
        );
      }
      if (min !== null && max !== null && min > max) issue(`max_${side}`, 'must not be below the minimum');
      if (def !== null && ((min !== null && def < min) || (max !== null && def > max))) {
        issue(`def_${side}`, 'must lie between the minimum and the maximum');
      }
    }
    if (p.min_q > p.max_q) issue('max_q', 'must not be below the minimum quantity');
    const seen = new Set<number>();
    p.quantity_breaks.forEach((b, i) => {
      if (seen.has(b.min_quantity)) {
        ctx.addIssue({
          code: 'custom',
          path: ['quantity_breaks', i, 'min_quantity'],
          message: 'two breaks at the same quantity',
        });
      }
      seen.add(b.min_quantity);
    });
    const headerIds = p.headers.map((h) => h.id).filter((id) => id !== undefined);
    if (new Set(headerIds).size !== headerIds.length) issue('headers', 'two headers with the same id');
  });
export type ProductBody = z.infer<typeof ProductBodySchema>;
export type ProductBodyInput = z.input<typeof ProductBodySchema>;

/** Options nest at most this deep (an option, its choices, and theirs). */
export const MAX_OPTION_DEPTH = 3;

export type SectionOptionBody = {
  id?: number | undefined;
  name: { en: string; ar: string };
  description?: { en: string; ar: string } | undefined;
  image?: string | null | undefined;
  price_mode: (typeof OPTION_PRICE_MODES)[number];
  /** Euros for per_m2 / per_item / fixed; a percentage of the base for percent. */
  price: number;
  /** Working days the option takes off the turnaround (express); kept as stored when omitted. */
  production_days_saved?: number | undefined;
  /** What the option places on the piece (eyelets, hems, pockets…); null: nothing; kept when omitted. */
  finishing?: OptionFinishing | null | undefined;
  children?: SectionOptionBody[] | undefined;
};

export const SectionOptionBodySchema: z.ZodType<SectionOptionBody> = z.lazy(() =>
  z.object({
    id: AdminIdSchema.optional(),
    name: RequiredTextSchema(160),
    description: OptionalTextSchema(1000).optional(),
    image: ImageRefSchema.nullable().optional(),
    price_mode: z.enum(OPTION_PRICE_MODES),
    price: z.number().min(0).max(1_000_000).multipleOf(0.01),
    production_days_saved: z.number().int().min(0).max(60).optional(),
    finishing: OptionFinishingSchema.nullable().optional(),
    children: z.array(SectionOptionBodySchema).max(100).optional(),
  }),
);

export const SectionBodySchema = z.object({
  id: AdminIdSchema.optional(),
  name: RequiredTextSchema(160),
  /** A required section takes exactly one top-level choice. */
  required: z.boolean().default(false),
  options: z.array(SectionOptionBodySchema).max(100).default([]),
});

/** The whole option tree of a product, in order: `PUT /api/admin/products/{id}/sections`. */
export const SectionsBodySchema = z
  .array(SectionBodySchema)
  .max(30)
  .superRefine((sections, ctx) => {
    const ids = { section: new Set<number>(), option: new Set<number>() };
    const walk = (options: SectionOptionBody[], depth: number, path: (string | number)[]) => {
      options.forEach((option, i) => {
        const here = [...path, i];
        if (option.id !== undefined) {
          if (ids.option.has(option.id)) {
            ctx.addIssue({ code: 'custom', path: [...here, 'id'], message: 'option id used twice' });
          }
          ids.option.add(option.id);
        }
        const children = option.children ?? [];
        if (children.length > 0 && depth >= MAX_OPTION_DEPTH) {
          ctx.addIssue({
            code: 'custom',
            path: [...here, 'children'],
            message: `options nest at most ${MAX_OPTION_DEPTH} levels`,
          });
          return;
        }
        walk(children, depth + 1, [...here, 'children']);
      });
    };
    sections.forEach((section, i) => {
      if (section.id !== undefined) {
        if (ids.section.has(section.id)) {
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'section id used twice' });
        }
        ids.section.add(section.id);
      }
      walk(section.options, 1, [i, 'options']);
    });
  });
export type SectionsBody = z.infer<typeof SectionsBodySchema>;

// ---------------------------------------------------------------------------------------
// Coupons

/** A day (YYYY-MM-DD, Madrid: from its start, until its end) or an instant with its offset. */
export const ValidityDateSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

export const CouponBodySchema = z
  .object({
    /** Customers type it in any case; stored upper-cased. */
    code: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9][A-Z0-9_-]{1,31}$/, '2 to 32 letters, digits, - or _'),
    percent: z.number().int().min(1).max(100),
    valid_from: ValidityDateSchema.nullable().default(null),
    valid_until: ValidityDateSchema.nullable().default(null),
    /** How many orders may use it in all; null is unlimited. */
    usage_limit: z.number().int().min(1).max(1_000_000).nullable().default(null),
    /** How many orders one customer may pay with it (1: once per customer); null is no limit. */
    max_uses_per_customer: z.number().int().min(1).max(1000).nullable().default(null),
    /** Goods subtotal (VAT excluded) the cart must reach. */
    min_subtotal: EurosSchema.default(0),
    active: z.boolean().default(true),
  })
  .superRefine((c, ctx) => {
    if (c.valid_from && c.valid_until && c.valid_until.slice(0, 10) < c.valid_from.slice(0, 10)) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: 'must not be before valid_from' });
    }
  });
export type CouponBody = z.infer<typeof CouponBodySchema>;

// ---------------------------------------------------------------------------------------
// Carriers

export const CarrierBodySchema = z.object({
  name: cleanText(80).pipe(z.string().min(1)),
  /** The public tracking page with `{tracking}` where the number goes (https). */
  tracking_url: z.string().trim().max(500).refine(isTrackingUrlPattern, 'an https address with {tracking}'),
  active: z.boolean().default(true),
});
export type CarrierBody = z.infer<typeof CarrierBodySchema>;

// ---------------------------------------------------------------------------------------
// Shipping

export const ShippingRegionParamSchema = z.object({ region: z.enum(SHIPPING_REGIONS) });

export const ShippingRateBodySchema = z
  .object({
    /** False: no quote, the customer is asked to contact the shop. */
    quote_available: z.boolean(),
    standard: EurosSchema.nullable(),
    large: EurosSchema.nullable(),
    /** Free delivery when the goods subtotal after discount exceeds this; null never. */
    free_over: EurosSchema.nullable(),
    /** For goods of categories excluded from free delivery. */
    per_kg: EurosSchema.default(0),
    /**
     * Working days the courier takes to the region (the delivered-by date of the promise); null:
     * no courier quote. Absent: left as it is (a client that does not know the field).
     */
    courier_days: z.number().int().min(0).max(60).nullable().optional(),
  })
  .superRefine((r, ctx) => {
    if (!r.quote_available) return;
    if (r.standard === null)
      ctx.addIssue({ code: 'custom', path: ['standard'], message: 'required when quoted' });
    if (r.large === null) ctx.addIssue({ code: 'custom', path: ['large'], message: 'required when quoted' });
  });
export type ShippingRateBody = z.infer<typeof ShippingRateBodySchema>;

export const CountryBodySchema = z.object({
  /** ISO 3166-1 alpha-2, or a sub-region such as ES-CN. */
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}(?:-[A-Z0-9]{1,3})?$/, 'two letters, optionally -XX (e.g. ES-CN)'),
  name: RequiredTextSchema(120),
  region: z.enum(SHIPPING_REGIONS),
  vat_region: z.enum(VAT_REGIONS),
  sort_order: SortOrderSchema.default(0),
});
export type CountryBody = z.infer<typeof CountryBodySchema>;

// ---------------------------------------------------------------------------------------
// Messages

export const MessageHandledBodySchema = z.object({ handled: z.boolean() });
export type MessageHandledBody = z.infer<typeof MessageHandledBodySchema>;

// ---------------------------------------------------------------------------------------
// Delivery promise and production board

/** PUT /api/admin/orders/{id}/promise: the new dispatch date and why (the reason is required: 422). */
export const MovePromiseBodySchema = z.object({
  dispatch_by: z.iso.date(),
  reason: cleanText(500).optional(),
});
export type MovePromiseBody = z.infer<typeof MovePromiseBodySchema>;

/**
 * GET /api/admin/production: filters (category id, material = product id, dispatch day:
 * today, overdue or YYYY-MM-DD), and one column's page of orders for "show more" (stage, offset, limit).
 */
export const ProductionQuerySchema = z.object({
  category: IdSchema.optional(),
  material: IdSchema.optional(),
  dispatch: z.union([z.enum(['today', 'overdue']), z.iso.date()]).optional(),
  stage: z.coerce.number().int().min(4).max(7).optional(),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(PRODUCTION_MAX_LIMIT).default(PRODUCTION_DEFAULT_LIMIT),
});
export type ProductionQuery = z.infer<typeof ProductionQuerySchema>;

// ---------------------------------------------------------------------------------------
// Credit terms and bank transfers (docs/decisions/053-pay-on-account.md)

/** PUT /api/admin/customers/{id}/credit as the back-office form sends it: euros, 1..60 days (0 € withdraws). */
export const CreditTermsBodySchema = z.object({
  limit: EurosSchema,
  days: z.number().int().min(1).max(60),
});
export type CreditTermsBody = z.infer<typeof CreditTermsBodySchema>;

/** The back-office form of a bank transfer against one invoice on account. */
export const TransferFormSchema = z.object({
  amount: EurosSchema.pipe(z.number().positive()),
  received_on: z.iso.date(),
  reference: z.string().trim().min(1).max(140),
});
export type TransferForm = z.infer<typeof TransferFormSchema>;
