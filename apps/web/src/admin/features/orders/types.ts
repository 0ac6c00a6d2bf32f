/** Shapes of the staff order desk (apps/api/src/modules/orders/staff.ts, docs/admin-api.md). */
export type Customer = { id: number; name: string; email: string; phone?: string };

export type OrderCard = {
  id: number;
  code: string;
  kind: 'service' | 'product';
  status: number;
  price: number | null;
  message: string | null;
  fees: { service: number; tax: number } | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  image: string;
  service_id: number | null;
  service: { id: number; category_id: number; name: string; image: string } | null;
  items: { title: string; quantity: number }[];
  customer: Customer;
  total?: number;
};

export type Preflight =
  | { kind: 'raster'; widthPx: number; heightPx: number; dpiAtSize?: number; warning?: string }
  | { kind: 'pdf'; pageWidthMm: number; pageHeightMm: number; matchesOrderedSize?: boolean; warning?: string }
  | { kind: 'other' }
  /** The server's check did not finish within its limits (decision 026): staff look at the file. */
  | { kind: 'unchecked'; reason: string };

export type OrderFile = {
  id: number;
  name: string;
  size: number;
  mime: string;
  preflight: Preflight | null;
  url: string;
};

export type OrderLine = {
  id: number;
  product_id: number | null;
  title: string;
  quantity: number;
  width: number | null;
  height: number | null;
  options: { id: number; section: string; name: string; parent_name: string | null }[];
  unit_price: number;
  price: number;
  files: OrderFile[];
};

export type Payment = {
  status: string;
  amount: number;
  brand: string | null;
  last4: string | null;
  at: string;
};

export type OrderDetail = OrderCard & {
  details: string | null;
  subtotal: number;
  discount: number;
  coupon_code: string | null;
  shipping: number;
  vat_rate: number;
  vat: number;
  total: number;
  country: { id: number; name: string } | null;
  address: { type: number; label: string; details: string; phone: string } | null;
  lines: OrderLine[];
  files: OrderFile[];
  history: { status: number; at: string; note: string | null }[];
  invoice: { id: number; number: string } | null;
  payments?: Payment[];
  /** The buyer's company as snapshotted at payment (issue 13); null for a private buyer. */
  company?: {
    name: string;
    tax_id: string;
    address: { street: string; postcode: string; city: string; province: string; country: string };
  } | null;
  vat_reason?: string | null;
  vat_reason_text?: string | null;
  blind_shipping?: boolean;
  delivery_note?: OrderFile | null;
};

export type Dashboard = {
  counts: { waiting_approval: number; waiting_payment: number; in_production: number };
  revenue: { today: number; month: number };
  daily: { date: string; total: number }[];
};
