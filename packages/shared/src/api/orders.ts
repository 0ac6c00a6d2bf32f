/**
 * What the order answers hold: the customer's product and service orders (/api/product/orders,
 * /api/orders), invoices (/api/invoices) and the staff order desk (/api/admin/orders,
 * docs/admin-api.md). One order card and one detail serve both kinds, as the API builds them
 * (apps/api/src/modules/orders/service.ts).
 */
import { z } from 'zod';
import { VAT_REASONS } from '../checkout/reverse-charge';
import { SERVICE_STAGES } from '../proofs';
import { ChosenOptionSchema } from './catalog';
import { OrderFileSchema } from './files';
import { PaymentStateSchema } from './payment-states';

export const OrderKindSchema = z.enum(['service', 'product']);

/** The order's proof state (shared proofs.ts#orderProofState). */
export const OrderProofStateSchema = z.enum(['none', 'awaiting', 'pending', 'changes_requested', 'approved']);

/**
 * A proof staff sent for a line (`line_id` null: a service order's own), numbered per line
 * (docs/product.md#proofs). `superseded`: a newer version replaced it unanswered. `url` serves
 * the file to the order's owner and staff only; `replies` are the files the customer sent with
 * a change request.
 */
export const ProofSchema = z.object({
  id: z.number(),
  line_id: z.number().nullable(),
  version: z.number(),
  status: z.enum(['pending', 'approved', 'changes_requested', 'superseded']),
  url: z.string(),
  file: OrderFileSchema,
  note: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  comment: z.string(),
  replies: z.array(OrderFileSchema),
});
export type Proof = z.infer<typeof ProofSchema>;

/** A card of the order lists (and the order in a payment's answer). */
export const OrderCardSchema = z.object({
  id: z.number(),
  code: z.string(),
  kind: OrderKindSchema,
  status: z.number(),
  /** The paid total, or a quote's accepted fees; null while a quote waits for staff. */
  price: z.number().nullable(),
  /** Staff's note on rejection or acceptance ('' when none). */
  message: z.string(),
  fees: z.object({ service: z.number(), tax: z.number() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  paid_at: z.string().nullable(),
  /** The buyer's purchase-order number given when paying; null when none. */
  po_number: z.string().nullable(),
  /**
   * The delivery promise kept on the order (civil dates in Madrid, "YYYY-MM-DD"): the day it
   * leaves the shop and the courier's delivery day. Null until paid (and for orders paid before
   * the promise was kept); delivered_by is null where the region has no courier quote.
   */
  dispatch_by: z.string().nullable(),
  delivered_by: z.string().nullable(),
  image: z.string(),
  service_id: z.number().nullable(),
  service: z
    .object({ id: z.number(), category_id: z.number(), name: z.string(), image: z.string() })
    .nullable(),
  /** `label`: the customer's own name for the line ('' when none). */
  items: z.array(z.object({ title: z.string(), quantity: z.number(), label: z.string() })),
  /** Proofs before production (shared proofs.ts); null where the answer does not count them (a payment's). */
  proof_state: OrderProofStateSchema.nullable(),
  /** 'service': told as a service (brief … files delivered); 'production': made and shipped. */
  fulfilment: z.enum(['service', 'production']),
});

export const OrderLineSchema = z.object({
  id: z.number(),
  product_id: z.number().nullable(),
  title: z.string(),
  /** The customer's own label for the line, set in the cart ('' when none). */
  label: z.string(),
  quantity: z.number(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  options: z.array(ChosenOptionSchema),
  unit_price: z.number(),
  price: z.number(),
  files: z.array(OrderFileSchema),
  /** The customer ticked "print as supplied, I accept the risk" for files with blockers. */
  accept_risk: z.boolean(),
  /** Waits for the customer's approved proof before production. */
  needs_proof: z.boolean(),
});

/** The delivery address as snapshotted at payment (orders/table.ts `AddressSnapshot`). */
export const OrderAddressSchema = z.object({
  type: z.number(),
  label: z.string(),
  details: z.string(),
  phone: z.string(),
  contactName: z.string().optional(),
  company: z.string().optional(),
  street: z.string().optional(),
  postcode: z.string().optional(),
  city: z.string().optional(),
  province: z.string().optional(),
  countryCode: z.string().nullable().optional(),
});

/** The buyer's company as snapshotted at payment; null for a private buyer. */
export const OrderCompanySchema = z.object({
  name: z.string(),
  tax_id: z.string(),
  address: z.object({
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    province: z.string(),
    country_code: z.string(),
    country: z.string(),
  }),
});

/** Money given back on an order, with the credit note it issued (null until the bank confirms). */
export const OrderRefundSchema = z.object({
  id: z.number(),
  amount: z.number(),
  reason: z.string(),
  /** pending (at the bank), succeeded, failed (refused: nothing was given back). */
  state: z.enum(['pending', 'succeeded', 'failed']),
  created_at: z.string(),
  credit_note: z.object({ id: z.number(), number: z.string() }).nullable(),
});

export const OrderDetailSchema = OrderCardSchema.extend({
  details: z.string(),
  subtotal: z.number(),
  discount: z.number(),
  coupon_code: z.string().nullable(),
  shipping: z.number(),
  vat_rate: z.number(),
  vat: z.number(),
  total: z.number(),
  country: z.object({ id: z.number(), name: z.string() }).nullable(),
  address: OrderAddressSchema.nullable(),
  company: OrderCompanySchema.nullable(),
  vat_reason: z.enum(VAT_REASONS).nullable(),
  vat_reason_text: z.string().nullable(),
  /** Product orders: the parcel goes out without the shop's branding (reseller option). */
  blind_shipping: z.boolean(),
  /** The reseller's own delivery note, when one was uploaded. */
  delivery_note: OrderFileSchema.nullable(),
  lines: z.array(OrderLineSchema),
  /** Files not on a line: a service order's brief. */
  files: z.array(OrderFileSchema),
  /**
   * Each status change; `note` is staff's note on it. The customer's answers carry only notes
   * shown to the customer (an internal one is '' there); staff see both, told apart by `note_shown`.
   */
  history: z.array(
    z.object({ status: z.number(), at: z.string(), note: z.string().nullable(), note_shown: z.boolean() }),
  ),
  /** Once handed to the courier (7): the carrier and each parcel's tracking number with its link. */
  shipment: z
    .object({
      carrier: z.string(),
      parcels: z.array(z.object({ number: z.string(), url: z.string() })),
    })
    .nullable(),
  /** Every move of the promised dispatch date, oldest first: the old and new date and why. */
  promise_changes: z.array(
    z.object({ from: z.string().nullable(), to: z.string(), reason: z.string(), at: z.string() }),
  ),
  invoice: z.object({ id: z.number(), number: z.string() }).nullable(),
  /** Euros given back so far (succeeded refunds). */
  refunded: z.number(),
  refunds: z.array(OrderRefundSchema),
  /** A service order's own proof is needed (its proofs have `line_id` null). */
  needs_proof: z.boolean(),
  /** Every proof, newest first. */
  proofs: z.array(ProofSchema),
  /** A service's finished files handed over by staff, newest first. */
  final_files: z.array(OrderFileSchema),
  /** The step a service told as a service is at (shared proofs.ts#serviceStage); null otherwise. */
  service_stage: z.enum(SERVICE_STAGES).nullable(),
});

/** A row of "My invoices": an invoice, or a credit note naming the invoice it corrects. */
export const InvoiceSchema = z.object({
  id: z.number(),
  kind: z.enum(['invoice', 'credit_note']),
  number: z.string(),
  corrected_number: z.string().nullable(),
  order_id: z.number(),
  order_code: z.string(),
  issued_at: z.string(),
  total: z.number(),
  /** Set when staff annulled the invoice: issued by mistake and replaced (decision 045). */
  annulled_at: z.string().nullable(),
});

/** POST /api/product/orders/{id}/reorder: line totals (euros, VAT excluded) then and today. */
export const ReorderAnswerSchema = z.object({
  order_id: z.number(),
  code: z.string(),
  lines: z.array(
    z.object({
      cart_line_id: z.number(),
      product_id: z.number(),
      title: z.string(),
      quantity: z.number(),
      /** How many design files were copied onto the new cart line. */
      files: z.number(),
      old_price: z.number(),
      new_price: z.number(),
      difference: z.number(),
    }),
  ),
  old_total: z.number(),
  new_total: z.number(),
  difference: z.number(),
});

// ---- The staff order desk ----

export const StaffCustomerSchema = z.object({ id: z.number(), name: z.string(), email: z.string() });

export const StaffOrderCardSchema = OrderCardSchema.extend({ customer: StaffCustomerSchema });

export const StaffPaymentSchema = z.object({
  id: z.number(),
  status: PaymentStateSchema,
  amount: z.number(),
  currency: z.string(),
  brand: z.string().nullable(),
  last4: z.string().nullable(),
  gateway: z.string(),
  at: z.string(),
});

export const StaffOrderDetailSchema = OrderDetailSchema.extend({
  customer: StaffCustomerSchema.extend({ phone: z.string() }),
  payments: z.array(StaffPaymentSchema),
});

/** A courier staff can dispatch with (GET /api/admin/carriers). */
export const CarrierSchema = z.object({
  id: z.number(),
  name: z.string(),
  tracking_url: z.string(),
  active: z.boolean(),
});

/** GET /api/admin/orders/by-code/{code}: the order a scanned code names. */
export const OrderByCodeSchema = z.object({ id: z.number(), code: z.string(), status: z.number() });

/** GET /api/admin/orders: a page of cards. */
export const StaffOrderPageSchema = z.object({
  items: z.array(StaffOrderCardSchema),
  page: z.number(),
  per_page: z.number(),
  total: z.number(),
});

/** GET /api/admin/dashboard. */
export const DashboardSchema = z.object({
  counts: z.object({
    waiting_approval: z.number(),
    waiting_payment: z.number(),
    in_production: z.number(),
    payments_needing_refund: z.number(),
  }),
  revenue: z.object({ today: z.number(), month: z.number(), currency: z.literal('EUR') }),
  daily: z.array(z.object({ date: z.string(), total: z.number() })),
});

export type OrderKind = z.infer<typeof OrderKindSchema>;
export type OrderCard = z.infer<typeof OrderCardSchema>;
export type OrderLine = z.infer<typeof OrderLineSchema>;
export type OrderAddress = z.infer<typeof OrderAddressSchema>;
export type OrderDetail = z.infer<typeof OrderDetailSchema>;
export type OrderRefund = z.infer<typeof OrderRefundSchema>;
export type Invoice = z.infer<typeof InvoiceSchema>;
export type ReorderAnswer = z.infer<typeof ReorderAnswerSchema>;
export type StaffCustomer = z.infer<typeof StaffCustomerSchema>;
export type StaffOrderCard = z.infer<typeof StaffOrderCardSchema>;
export type StaffPayment = z.infer<typeof StaffPaymentSchema>;
export type StaffOrderDetail = z.infer<typeof StaffOrderDetailSchema>;
export type StaffOrderPage = z.infer<typeof StaffOrderPageSchema>;
export type Carrier = z.infer<typeof CarrierSchema>;
export type OrderByCode = z.infer<typeof OrderByCodeSchema>;
export type Dashboard = z.infer<typeof DashboardSchema>;
