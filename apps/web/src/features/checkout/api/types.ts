/** Shapes of the checkout API (docs/checkout-api.md), as the browser sees them. */
export type Country = {
  id: number;
  name: string;
  code: string;
  region: string;
  vat_region: string;
  /** False for the rest of the world: no delivery quote, "contact us". */
  quote_available: boolean;
};

export type Breakdown = {
  subtotal: number;
  discount: number;
  goods: number;
  shipping: number;
  vat_rate: number;
  vat: number;
  total: number;
  free_shipping: boolean;
  free_shipping_threshold: number | null;
  remaining_for_free: number | null;
  large: boolean;
  by_weight: boolean;
  weight_kg: number;
  coupon: { code: string; percent: number } | null;
  /** Why this VAT rate (shared checkout/reverse-charge.ts) and the server's sentence saying so. */
  vat_reason?: string;
  vat_reason_text?: string;
  reverse_charge?: boolean;
  /** A business asked for reverse charge and did not get it (number invalid or not confirmed). */
  vat_warning?: boolean;
};

export type ShippingQuote = {
  shipment_price: number;
  country_id: number;
  total_amount: number;
  breakdown: Breakdown;
};

export type PaymentAnswer = {
  order: { id: number; code: string; status: number; price: number };
  invoice: { id: number; number: string };
};
