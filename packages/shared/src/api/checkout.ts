/**
 * What `data` holds in the checkout's answers (GET /api/countries, POST /api/shipments,
 * GET /api/shipments/estimate, POST /api/payment); docs/checkout-api.md describes them.
 */
import { z } from 'zod';
import { OrderCardSchema } from './orders';
import { PaymentKindSchema, PaymentMethodSchema, PaymentStateSchema } from './payment-states';

export { PAYMENT_STATES, PaymentKindSchema, PaymentMethodSchema, PaymentStateSchema } from './payment-states';

export const CountrySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  region: z.string(),
  vat_region: z.string(),
  /** False for the rest of the world: no delivery quote, "contact us". */
  quote_available: z.boolean(),
});

export const BreakdownSchema = z.object({
  subtotal: z.number(),
  discount: z.number(),
  discount_percent: z.number(),
  goods: z.number(),
  shipping: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  free_shipping: z.boolean(),
  free_shipping_threshold: z.number().nullable(),
  remaining_for_free: z.number().nullable(),
  free_shipping_blocked_by_category: z.boolean(),
  large: z.boolean(),
  by_weight: z.boolean(),
  weight_kg: z.number(),
  coupon: z.object({ code: z.string(), percent: z.number() }).nullable(),
  /** Why this VAT rate (checkout/reverse-charge.ts), and the sentence that says so. */
  vat_reason: z.string(),
  vat_reason_text: z.string(),
  reverse_charge: z.boolean(),
  /** A business asked for reverse charge and did not get it (number invalid or unchecked). */
  vat_warning: z.boolean(),
});

export const ShippingQuoteSchema = z.object({
  shipment_price: z.number(),
  country_id: z.number(),
  /**
   * The promise the order would keep if paid now (civil dates in Madrid): the latest line's
   * dispatch date and the courier's delivery day to this country's region (null: no quote).
   */
  dispatch_by: z.string().nullable(),
  delivered_by: z.string().nullable(),
  total_amount: z.number(),
  breakdown: BreakdownSchema,
});

/** An unsaved configuration priced for a destination (GET /api/shipments/estimate). */
export const ConfigurationEstimateSchema = z.object({
  product_id: z.number(),
  country: z.object({ id: z.number(), name: z.string(), code: z.string() }),
  quantity: z.number(),
  goods: z.number(),
  goods_vat: z.number(),
  goods_with_vat: z.number(),
  vat_rate: z.number(),
  shipping_available: z.boolean(),
  shipping_message: z.string().nullable(),
  shipping: z
    .object({
      price: z.number(),
      free: z.boolean(),
      free_threshold: z.number().nullable(),
      remaining_for_free: z.number().nullable(),
      blocked_by_category: z.boolean(),
      large: z.boolean(),
      by_weight: z.boolean(),
    })
    .nullable(),
  vat: z.number(),
  total: z.number(),
  production_days: z.number(),
  courier_days: z.number().nullable(),
  ships_on: z.string(),
  delivered_by: z.string().nullable(),
});

/** POST /api/payment (201): the new order's card, its invoice and the payment that paid it. */

/** 201 of POST /api/payment and /api/buy/service: charged at once. */
export const PaymentAnswerSchema = z.object({
  order: OrderCardSchema,
  invoice: z.object({ id: z.number(), number: z.string() }),
  payment: z.object({ id: z.number(), state: z.literal('succeeded') }),
  /** Paid on account: the invoice's due day (YYYY-MM-DD), the shop's IBAN and the transfer reference. */
  on_account: z.object({ due_on: z.string(), iban: z.string(), reference: z.string() }).optional(),
});

/** A form the browser posts to the bank's page (Redsys) or the sandbox's 3-D Secure step. */
export const GatewayRedirectSchema = z.object({ url: z.string(), fields: z.record(z.string(), z.string()) });

/** 200 (post `redirect` to the gateway) or 202 (the gateway has not answered yet) of the same calls. */
export const PaymentStartedSchema = z.object({
  payment: z.object({ id: z.number(), state: PaymentStateSchema }),
  redirect: GatewayRedirectSchema.optional(),
});

/** GET /api/payments/{id}: what the return page follows until the state is final. */
export const PaymentStatusSchema = z.object({
  id: z.number(),
  state: PaymentStateSchema,
  method: PaymentMethodSchema,
  amount: z.number(),
  order_id: z.number().nullable(),
  order_code: z.string().nullable(),
  kind: PaymentKindSchema,
  message: z.string(),
});

/**
 * GET /api/payments/options: what the payment form offers. The sandbox takes the card on our
 * page (and Bizum through its confirmation step); Redsys on the bank's page, Bizum only when
 * the shop's contract includes it (REDSYS_PAY_METHODS=z).
 */
export const PaymentOptionsSchema = z.object({
  gateway: z.enum(['sandbox', 'redsys']),
  card_on_page: z.boolean(),
  methods: z.array(PaymentMethodSchema).min(1),
});

/** `breakdown` of a 409 price_changed: the server's figures, named like the payment's payload (euros). */
export const PriceBreakdownSchema = z.object({
  amount: z.number(),
  shipment_price: z.number(),
  vat_rate: z.number(),
  vat_amount: z.number(),
  discount: z.number(),
  total_amount: z.number(),
  currency: z.literal('EUR'),
});

export type Country = z.infer<typeof CountrySchema>;
export type Breakdown = z.infer<typeof BreakdownSchema>;
export type ShippingQuote = z.infer<typeof ShippingQuoteSchema>;
export type ConfigurationEstimate = z.infer<typeof ConfigurationEstimateSchema>;
export type PaymentAnswer = z.infer<typeof PaymentAnswerSchema>;
export type PaymentState = z.infer<typeof PaymentStateSchema>;
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export type PaymentKind = z.infer<typeof PaymentKindSchema>;
export type GatewayRedirect = z.infer<typeof GatewayRedirectSchema>;
export type PaymentStarted = z.infer<typeof PaymentStartedSchema>;
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;
export type PriceBreakdown = z.infer<typeof PriceBreakdownSchema>;
export type PaymentOptions = z.infer<typeof PaymentOptionsSchema>;
