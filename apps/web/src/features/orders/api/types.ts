/** Shapes of the orders and invoices API (docs/checkout-api.md), as the browser sees them. */
export type OrderSummary = {
  id: number;
  code: string;
  kind: 'product' | 'service';
  status: number;
  price: number;
  created_at: string;
  paid_at: string | null;
  image: string;
  items: { title: string; quantity: number }[];
};

export type OrderLine = {
  id?: number;
  title: string;
  /** The customer's own label, when the API sends it. */
  name?: string;
  quantity: number;
  width: number | null;
  height: number | null;
  options: { id?: number; section: string; name: string; parent_name: string | null }[];
  unit_price: number;
  price: number;
  files: { id: number; name: string; size: number; mime: string }[];
};

export type OrderDetail = OrderSummary & {
  subtotal: number;
  discount: number;
  shipping: number;
  vat_rate: number;
  vat: number;
  total: number;
  coupon_code: string | null;
  country: { id: number; name: string } | null;
  address: { type: number; label: string; details: string; phone: string } | null;
  lines: OrderLine[];
  /** Service orders: the service, the customer's brief and its files (they have no lines). */
  service?: { id: number; category_id: number; name: string; image: string } | null;
  details?: string;
  files?: { id: number; name: string; size: number; mime: string }[];
  /** Product orders: the parcel goes out without the shop's branding (reseller option). */
  blind_shipping?: boolean;
  /** The reseller's own delivery note, when one was uploaded (the owner may download it). */
  delivery_note?: { id: number; name: string; size: number; mime: string } | null;
  history: { status: number; at: string }[];
  invoice: { id: number; number: string } | null;
};

export type Invoice = {
  id: number;
  number: string;
  order_id: number;
  order_code: string;
  issued_at: string;
  total: number;
};

/** The lists of docs/product.md#order-statuses: 1 current, 2 finished. */
export type OrderList = 1 | 2;
