/** Shapes of the service-order API (docs/checkout-api.md "Service orders"), as the browser sees them. */
export type SubService = {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  images: string[];
  description: string[];
};

export type ServiceOrderSummary = {
  id: number;
  code: string;
  kind: 'service' | 'product';
  status: number;
  /** Null until staff set the fees. */
  price: number | null;
  /** Staff's note on rejection or acceptance. */
  message: string | null;
  fees: { service: number; tax: number } | null;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  image: string;
  service_id: number | null;
  service: { id: number; category_id: number; name: string; image: string } | null;
  items: { title: string; quantity: number }[];
};

export type ServicePreflight =
  | { kind: 'raster'; widthPx: number; heightPx: number }
  | { kind: 'pdf'; widthMm: number; heightMm: number }
  | { kind: string };

export type OrderFile = {
  id: number;
  name: string;
  size: number;
  mime: string;
  preflight: ServicePreflight | null;
  url: string;
};

export type ServiceOrderDetail = ServiceOrderSummary & {
  details: string | null;
  total: number;
  files: OrderFile[];
  history: { status: number; at: string; note: string | null }[];
  invoice: { id: number; number: string } | null;
};
