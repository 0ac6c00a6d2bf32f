/**
 * What the back-office endpoints answer in `data` (docs/admin-api.md). The routes serialise
 * through these (`adminAnswer(…)`, apps/api/src/lib/admin.ts) and
 * apps/api/src/test/admin-answer-shapes.test.ts holds them to the real answers. Texts come in every language (staff edit
 * them all); money in euros.
 */
import { z } from 'zod';
import { OPTION_PRICE_MODES, PRICING_MODES } from '../catalog';
import { VAT_CHECK_RESULTS } from '../checkout/reverse-charge';
import type { OptionFinishing } from '../finishing-layout';
import { LANGS } from '../i18n';
import { LocalizedListSchema, LocalizedTextSchema } from '../schemas';
import { SHIPPING_REGIONS, VAT_REGIONS } from '../shipping-regions';
import { OptionFinishingSchema, ProductArtworkSchema } from './catalog';
import { CreditTermsSchema } from './credit';
import { PaymentKindSchema, PaymentMethodSchema, PaymentStateSchema } from './payment-states';

/** `?page=&per_page=` lists answer `{ items, page, per_page, total }`. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    per_page: z.number().int(),
    total: z.number().int(),
  });
}

const when = z.string();
const euros = z.number();

// Catalogue ---------------------------------------------------------------------------------

export const AdminCategorySchema = z.object({
  id: z.number().int(),
  /** 1: services, 2: products. */
  owner_type: z.union([z.literal(1), z.literal(2)]),
  slug: z.string(),
  name: LocalizedTextSchema,
  description: LocalizedTextSchema,
  image: z.string(),
  sort_order: z.number().int(),
  active: z.boolean(),
  excluded_from_free_shipping: z.boolean(),
  updated_at: when,
  /** Services or products in it; every answer but the audit log's copies has it. */
  items_count: z.number().int().optional(),
});

export const AdminServiceSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  name: LocalizedTextSchema,
  description: LocalizedListSchema,
  images: z.array(z.string()),
  meta_title: LocalizedTextSchema,
  meta_description: LocalizedTextSchema,
  sort_order: z.number().int(),
  active: z.boolean(),
  needs_proof: z.boolean(),
  ships_goods: z.boolean(),
  updated_at: when,
});

/** Written out because the option tree is recursive (a schema cannot infer its own type). */
export type AdminOption = {
  id: number;
  name: z.infer<typeof LocalizedTextSchema>;
  description: z.infer<typeof LocalizedTextSchema>;
  image: string | null;
  price_mode: (typeof OPTION_PRICE_MODES)[number];
  /** Euros, or a percentage of the base price for `percent`. */
  price: number;
  production_days_saved: number;
  finishing: OptionFinishing | null;
  sort_order: number;
  children: AdminOption[];
};

export const AdminOptionSchema: z.ZodType<AdminOption> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    name: LocalizedTextSchema,
    description: LocalizedTextSchema,
    image: z.string().nullable(),
    price_mode: z.enum(OPTION_PRICE_MODES),
    price: z.number(),
    production_days_saved: z.number().int(),
    finishing: OptionFinishingSchema.nullable(),
    sort_order: z.number().int(),
    children: z.array(AdminOptionSchema),
  }),
);

export const AdminSectionSchema = z.object({
  id: z.number().int(),
  name: LocalizedTextSchema,
  required: z.boolean(),
  sort_order: z.number().int(),
  options: z.array(AdminOptionSchema),
});

/** A product as lists and writes without a tree answer it (list rows, DELETE). */
export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  slug: z.string(),
  title: LocalizedTextSchema,
  description: LocalizedTextSchema,
  images: z.array(z.string()),
  meta_title: LocalizedTextSchema,
  meta_description: LocalizedTextSchema,
  headers: z.array(
    z.object({
      id: z.number().int(),
      title: LocalizedTextSchema,
      description: LocalizedTextSchema,
      lines: LocalizedListSchema,
    }),
  ),
  footer: LocalizedTextSchema,
  pricing_mode: z.enum(PRICING_MODES),
  base_price: euros,
  min_charge: euros,
  quantity_breaks: z.array(z.object({ min_quantity: z.number().int(), discount_percent: z.number() })),
  min_width: z.number().nullable(),
  max_width: z.number().nullable(),
  min_height: z.number().nullable(),
  max_height: z.number().nullable(),
  def_width: z.number().nullable(),
  def_height: z.number().nullable(),
  weldable: z.boolean(),
  needs_proof: z.boolean(),
  min_q: z.number().int(),
  max_q: z.number().int(),
  file_limit: z.number().int(),
  turnaround_days: z.number().int(),
  large: z.boolean(),
  weight_grams: z.number().int(),
  sort_order: z.number().int(),
  active: z.boolean(),
  /** Null: the shop's default guideline. */
  artwork: ProductArtworkSchema.nullable(),
  updated_at: when,
});

/** GET, POST and PUT /admin/products/{id}: the product with its option tree. */
export const AdminProductSchema = AdminProductRowSchema.extend({ sections: z.array(AdminSectionSchema) });

// Coupons and shipping ----------------------------------------------------------------------

export const AdminCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number(),
  valid_from: when.nullable(),
  valid_until: when.nullable(),
  usage_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  max_uses_per_customer: z.number().int().nullable(),
  min_subtotal: euros,
  active: z.boolean(),
  created_at: when,
});

export const AdminShippingRateSchema = z.object({
  region: z.enum(SHIPPING_REGIONS),
  quote_available: z.boolean(),
  /** Null: not offered. */
  standard: euros.nullable(),
  large: euros.nullable(),
  free_over: euros.nullable(),
  per_kg: euros,
  /** Courier working days to the region (the delivery promise); null: no courier quote. */
  courier_days: z.number().nullable(),
});

export const AdminCountrySchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: LocalizedTextSchema,
  region: z.enum(SHIPPING_REGIONS),
  vat_region: z.enum(VAT_REGIONS),
  sort_order: z.number().int(),
});

/** GET /admin/shipping. */
export const AdminShippingSchema = z.object({
  rates: z.array(AdminShippingRateSchema),
  countries: z.array(AdminCountrySchema),
  /** Categories never delivered free (charged by weight). */
  excluded_categories: z.array(z.object({ id: z.number().int(), name: LocalizedTextSchema })),
});

// People, inbox, log ------------------------------------------------------------------------

export const AdminCustomerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  created_at: when,
  orders_count: z.number().int(),
  /** Totals of paid orders, VAT included. */
  spend: euros,
  /** The company on their profile (invoices carry it), null for a private customer. */
  company_name: z.string().nullable(),
  tax_id: z.string().nullable(),
});

/** One order of a customer, as their page lists it (product and service orders, newest first). */
export const AdminCustomerOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['service', 'product']),
  status: z.number().int(),
  created_at: when,
  paid_at: when.nullable(),
  /** VAT included, as charged. */
  total: euros,
  /** Succeeded refunds. */
  refunded: euros,
  /** total − refunded. */
  net_total: euros,
});

/** A staff note on a customer: who wrote it, when, what. */
export const AdminCustomerNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  at: when,
  /** Null once the author's account is gone. */
  author: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** GET /api/admin/customers/{id}: contact, company, orders, credit terms and staff notes. */
export const AdminCustomerDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  preferred_lang: z.enum(LANGS),
  created_at: when,
  company: z
    .object({
      name: z.string(),
      tax_id: z.string(),
      tax_id_kind: z.string(),
      /** The VAT prefix ('ES', 'FR', 'EL'…). */
      vat_country: z.string(),
      /** What the VAT-number check (VIES, or the format alone) said when it was saved. */
      vat_check: z.enum(VAT_CHECK_RESULTS),
      vat_checked_at: when,
      address: z.object({
        street: z.string(),
        postcode: z.string(),
        city: z.string(),
        province: z.string(),
        /** ISO 3166-1 alpha-2. */
        country: z.string(),
      }),
    })
    .nullable(),
  orders: z.array(AdminCustomerOrderSchema),
  orders_count: z.number().int(),
  /** Paid totals less refunds, VAT included (as the list's spend). */
  spend: euros,
  /**
   * Credit terms (pay on account up to a limit, invoices due in `days`), null when none: the
   * customer pays by card or Bizum. The balance and invoices: GET /api/admin/customers/{id}/credit.
   */
  credit_terms: CreditTermsSchema.nullable(),
  /** Newest first. */
  notes: z.array(AdminCustomerNoteSchema),
});

export const AdminMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  message: z.string(),
  lang: z.enum(LANGS),
  created_at: when,
  handled: z.boolean(),
  handled_at: when.nullable(),
});

export const AdminAuditEntrySchema = z.object({
  id: z.number().int(),
  at: when,
  /** Null for writes from the command line. */
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  /** The entity's answer before and after the write, as JSON (null when there was none). */
  before: z.unknown(),
  after: z.unknown(),
  /**
   * An entry about an order names it by its code, with the status before and after (equal when
   * the write did not move it: a refund), so the log links to the order's page.
   */
  order: z
    .object({
      id: z.number().int(),
      code: z.string(),
      from_status: z.number().int().nullable(),
      to_status: z.number().int().nullable(),
    })
    .nullable(),
});

export const AdminDeadLetterSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  last_error: z.string(),
  failed_at: when,
});

/** POST /api/admin/mail/dead-letters/{id}/retry: the letter taken off the list, and its new mail job. */
export const AdminDeadLetterRetrySchema = AdminDeadLetterSchema.extend({ queued_as: z.string().nullable() });

/** POST /api/admin/images: the stored WebP copy, served at `url`. */
export const AdminImageSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});

export type AdminPage<T> = { items: T[]; page: number; per_page: number; total: number };
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export type AdminService = z.infer<typeof AdminServiceSchema>;
export type AdminSection = z.infer<typeof AdminSectionSchema>;
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;
export type AdminProduct = z.infer<typeof AdminProductSchema>;
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;
export type AdminShippingRate = z.infer<typeof AdminShippingRateSchema>;
export type AdminCountry = z.infer<typeof AdminCountrySchema>;
export type AdminShipping = z.infer<typeof AdminShippingSchema>;
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;
export type AdminCustomerOrder = z.infer<typeof AdminCustomerOrderSchema>;
export type AdminCustomerNote = z.infer<typeof AdminCustomerNoteSchema>;
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetailSchema>;
export type AdminMessage = z.infer<typeof AdminMessageSchema>;
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
export type AdminDeadLetter = z.infer<typeof AdminDeadLetterSchema>;

// Payments ----------------------------------------------------------------------------------

/** A row of GET /api/admin/payments?state=: what staff need to find the payment at the bank. */
export const AdminPaymentSchema = z.object({
  id: z.number().int(),
  state: PaymentStateSchema,
  kind: PaymentKindSchema,
  amount: euros,
  method: PaymentMethodSchema,
  gateway: z.string(),
  gateway_order: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  refund_reference: z.string().nullable(),
  failure: z.string().nullable(),
  order_id: z.number().int().nullable(),
  order_code: z.string().nullable(),
  user_id: z.number().int(),
  user_email: z.string(),
  created_at: when,
  updated_at: when,
});
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;
