/** Shapes of the cart API (docs/checkout-api.md), as the browser sees them. */
export type CartFile = {
  id: number;
  name: string;
  size: number;
  mime: string;
  preflight: Record<string, unknown> | null;
  /** Effective resolution at the ordered size (raster), or whether the PDF page fits it. */
  at_size?: Record<string, unknown> | null;
};

export type CartOption = { id: number; section: string; name: string; parent_name: string | null };

export type CartLine = {
  id: number;
  product_id: number;
  category_id: number | null;
  title: string;
  category: string;
  image: string;
  name: string;
  quantity: number;
  min_q: number;
  max_q: number;
  width: number | null;
  height: number | null;
  options: CartOption[];
  files: CartFile[];
  unit_price: number;
  price: number;
  added_price: number;
  price_changed: boolean;
  /** False when the product can no longer be sold as configured. */
  available?: boolean;
  turnaround_days: number;
  estimated_delivery: string;
};

export type Coupon = { code: string; percent: number };

export type CartMeta = {
  count: number;
  subtotal: number;
  coupon: Coupon | null;
  country_id: number | null;
  price_changed: boolean;
};

export type Cart = { lines: CartLine[]; meta: CartMeta };
