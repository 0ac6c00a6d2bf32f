import { IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Id = IdSchema;
const Euros = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d{1,7}(\.\d{1,2})?\s*$/.test(value) ? Number(value) : value),
  z.number().min(0).max(1_000_000).multipleOf(0.01),
);
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

export const BuyServiceBodySchema = z.object({
  order_id: Id,
  address_id: Id,
  number: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^[\d -]{12,23}$/),
  ),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(0).max(9999),
  cvc: z.preprocess(
    (v) => (typeof v === 'number' ? String(v) : v),
    z
      .string()
      .trim()
      .regex(/^\d{3,4}$/),
  ),
  /** The spec's fixed 100: ignored, the accepted fees are charged. */
  service_price: z.unknown().optional(),
});

export const SubServiceBodySchema = z.object({ subServiceId: Id });

export const StaffListQuerySchema = z.object({
  status: z.coerce.number().int().min(1).max(8).optional(),
  type: z.enum(['service', 'product']).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(25),
});

export const AcceptBodySchema = z.object({
  service_fee: Euros.pipe(z.number().positive()),
  tax: Euros,
  message: Text(2000).default(''),
});
export const RejectBodySchema = z.object({ message: Text(2000).pipe(z.string().min(1)) });

export const OrderEnvelopeSchema = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  data: z.record(z.string(), z.unknown()),
});
export const OrderListEnvelopeSchema = z.object({
  status: z.literal(true),
  data: z.array(z.record(z.string(), z.unknown())),
});
