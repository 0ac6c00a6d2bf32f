// The answers' shapes are defined once, in @shop/shared/api/checkout, which the storefront
// infers its types from (docs/decisions/031-shared-answer-types.md).
import {
  ConfigurationEstimateSchema,
  CountrySchema,
  PaymentAnswerSchema,
  PaymentStartedSchema,
  ShippingQuoteSchema,
} from '@shop/shared/api/checkout';
import { IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Id = IdSchema;
/** Card fields arrive as text or numbers; only digits (and spaces or dashes in the number) pass. */
const DigitsText = (pattern: RegExp) =>
  z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string().trim().regex(pattern),
  );

export const CouponQuerySchema = z.object({ name: z.string().trim().min(1).max(64) });
export const CouponBodySchema = CouponQuerySchema;

export const CountriesResponseSchema = z.object({ status: z.literal(true), data: z.array(CountrySchema) });

export const ShipmentBodySchema = z
  .object({
    /** The spec's destination: a country picked on the cart page (an estimate). */
    country_id: Id.optional(),
    /** Or an own delivery address: its country and postcode decide the destination. */
    address_id: Id.optional(),
    /** The spec's client sends its own total; it is ignored (the server prices the cart). */
    amount: z.unknown().optional(),
  })
  .refine((body) => body.country_id !== undefined || body.address_id !== undefined, {
    path: ['country_id'],
    message: 'send country_id or address_id',
  });

export const ShipmentResponseSchema = z.object({ status: z.literal(true), data: ShippingQuoteSchema });

export const CouponResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  /** The discount percentage (docs/product.md#entities-and-legacy-names). */
  data: z.number(),
});

export const PaymentBodySchema = z.object({
  /** The card fields: only when the sandbox takes a card (not with Redsys, not for Bizum). */
  number: DigitsText(/^[\d -]{12,23}$/).optional(),
  exp_month: z.coerce.number().int().min(1).max(12).optional(),
  exp_year: z.coerce.number().int().min(0).max(9999).optional(),
  cvc: DigitsText(/^\d{3,4}$/).optional(),
  /** Ignored: the destination is the address's country (a free-text address must be completed first). */
  country_id: Id.optional(),
  /** The delivery address; the customer's default when omitted. */
  address_id: Id.optional(),
  /** Ship without the shop's branding (reseller parcels); off when omitted. */
  blind_shipping: z
    .preprocess(
      (value) =>
        value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value,
      z.boolean(),
    )
    .optional(),
  /** 'account': pay on account (trade accounts with credit terms; no card, no gateway). */
  method: z.enum(['card', 'bizum', 'account']).optional(),
  /**
   * The buyer's purchase-order number: trimmed, at most 35 printable characters (422 otherwise,
   * checked by orders' `purchaseOrderNumber`); printed on the invoice and the packing list.
   */
  po_number: z
    .string()
    .nullable()
    .optional()
    .describe('Your purchase-order number (optional): at most 35 printable characters, trimmed'),
  /** The figures the customer was shown: `total_amount` is compared with the server's total (409 price_changed if it differs). */
  amount: z.unknown().optional(),
  shipment_price: z.unknown().optional(),
  total_amount: z.unknown().optional(),
});

export const PaymentResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: PaymentAnswerSchema,
});

/** 200 (go to the gateway's page with `redirect`) or 202 (pending: the gateway has not answered yet). */
export const PaymentPendingResponseSchema = z.object({
  status: z.literal(true),
  message: z.string(),
  data: PaymentStartedSchema,
});

/**
 * A configuration not yet in a cart, as GET /api/summary takes it, plus an optional
 * destination (Spain when omitted). `options` is gathered into an array before validation.
 */
export const ConfigurationQuoteQuerySchema = z.object({
  product_id: Id,
  options: z.array(Id).max(100).default([]),
  width: z.coerce.number().int().safe().optional().describe('cm; the product default when omitted'),
  height: z.coerce.number().int().safe().optional().describe('cm; the product default when omitted'),
  quantity: z.coerce.number().int().safe().optional().describe('the product minimum when omitted'),
  country_id: Id.optional().describe('Destination; Spain when omitted'),
});

export const ConfigurationQuoteResponseSchema = z.object({
  status: z.literal(true),
  data: ConfigurationEstimateSchema,
});
