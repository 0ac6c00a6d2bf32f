import { SubServiceSchema } from '@shop/shared/api/catalog';
import { PaymentAnswerSchema, PaymentStartedSchema } from '@shop/shared/api/checkout';
import {
  DashboardSchema,
  OrderCardSchema,
  OrderDetailSchema,
  ReorderAnswerSchema,
  StaffOrderDetailSchema,
  StaffOrderPageSchema,
} from '@shop/shared/api/orders';
import { IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Id = IdSchema;
/** A customer's or staff's text: line breaks and tabs allowed, other control characters not. */
const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^(?:[^\p{Cc}]|[\n\r\t])*$/u, 'control characters are not allowed');

/** The brief of a quote request ("Need" in the spec's form). */
export const ServiceOrderBodySchema = z.object({
  service_id: Id,
  details: Text(5000).pipe(z.string().min(1)),
});
export const ResendBodySchema = z.object({
  _method: z.string().trim().toLowerCase().pipe(z.literal('put')).optional(),
  details: Text(5000).optional(),
});

export const ListQuerySchema = z.object({
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .default(1),
});

const CardText = (pattern: RegExp) =>
  z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string().trim().regex(pattern));

export const BuyServiceBodySchema = z.object({
  order_id: Id,
  /** The customer's default address when omitted. */
  address_id: Id.optional(),
  /** The card fields: only when the sandbox takes a card (not with Redsys, not for Bizum). */
  number: CardText(/^[\d -]{12,23}$/).optional(),
  exp_month: z.coerce.number().int().min(1).max(12).optional(),
  exp_year: z.coerce.number().int().min(0).max(9999).optional(),
  cvc: CardText(/^\d{3,4}$/).optional(),
  method: z.enum(['card', 'bizum']).optional(),
  /** The buyer's purchase-order number: trimmed, at most 35 printable characters (422 otherwise; purchase-order.ts). */
  po_number: z
    .string()
    .nullable()
    .optional()
    .describe('Your purchase-order number (optional): at most 35 printable characters, trimmed'),
  /** The fees the customer was shown (euros): any other amount is 409 price_changed with the breakdown. */
  total_amount: z.unknown().optional(),
  /** The spec's fixed 100: ignored, the accepted fees are charged. */
  service_price: z.unknown().optional(),
});

export const SubServiceBodySchema = z.object({ subServiceId: Id });

// The staff desk's query and move bodies are shared with the /admin forms:
// AdminOrderListQuerySchema, AcceptOrderBodySchema, RejectOrderBodySchema in @shop/shared/admin-schemas.

// ---- Answers: their shapes are defined once, in @shop/shared/api/orders and /catalog, which the
// storefront and back-office infer their types from; the routes serialise with them
// (docs/decisions/031-shared-answer-types.md).

const answer = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

export const OrderDetailEnvelopeSchema = answer(OrderDetailSchema);
export const OrderCardsEnvelopeSchema = answer(z.array(OrderCardSchema));
export const StaffOrderEnvelopeSchema = answer(StaffOrderDetailSchema);
export const StaffOrderPageEnvelopeSchema = answer(StaffOrderPageSchema);
export const DashboardEnvelopeSchema = answer(DashboardSchema);
export const ReorderEnvelopeSchema = answer(ReorderAnswerSchema).extend({ message: z.string() });
export const SubServiceEnvelopeSchema = answer(SubServiceSchema);

/** POST /api/buy/service, like POST /api/payment: 201 charged at once; 200 go to the gateway; 202 pending. */
export const ServicePaymentEnvelopeSchema = answer(PaymentAnswerSchema).extend({ message: z.string() });
export const ServicePaymentStartedEnvelopeSchema = answer(PaymentStartedSchema).extend({
  message: z.string(),
});
