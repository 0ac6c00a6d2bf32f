/** Answers of the catalogue API (apps/api/src/modules/catalog/schema.ts), as the browser sees them. */
import type { OptionPriceMode, PricingMode } from '@shop/shared';

export type OwnerType = 1 | 2;

export type Category = {
  id: number;
  owner_type: OwnerType;
  name: string;
  description: string;
  image: string;
  count: number;
};

export type ServiceCard = {
  id: number;
  category_id: number;
  name: string;
  description: string[];
  image: string;
  images: string[];
};

export type ProductCard = {
  id: number;
  category_id: number;
  title: string;
  name: string;
  description: string;
  image: string;
  images: string[];
  pricing_mode: PricingMode;
  price_from: number;
};

export type CategoryDetail = Category & { services: ServiceCard[]; products: ProductCard[] };

export type ServiceDetail = {
  id: number;
  category_id: number;
  category_name: string;
  name: string;
  images: string[];
  description: string[];
  meta_title: string;
  meta_description: string;
};

export type ProductOption = {
  id: number;
  section_id: number;
  parent_id: number | null;
  name: string;
  description: string;
  image: string | null;
  price_mode: OptionPriceMode;
  price: number | null;
  percent: number | null;
  /** Working days this option takes off the turnaround (express production). */
  production_days_saved: number;
  childrens: ProductOption[];
};

export type ProductSection = { id: number; name: string; required: boolean; options: ProductOption[] };

export type Product = {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  name: string;
  description: string;
  image: string;
  images: string[];
  meta_title: string;
  meta_description: string;
  headers: { id: number; title: string; description: string; lines: string[] }[];
  sections: ProductSection[];
  min_width: number | null;
  max_width: number | null;
  min_height: number | null;
  max_height: number | null;
  def_width: number | null;
  def_height: number | null;
  min_q: number;
  max_q: number;
  limit: number;
  weldable: boolean;
  pricing_mode: PricingMode;
  base_price: number;
  min_charge: number;
  quantity_breaks: { min_quantity: number; discount_percent: number }[];
  turnaround_days: number;
  footers: { description: string };
};

export type Summary = {
  product_id: number;
  options: { id: number; section: string; name: string; parent_name: string | null }[];
  width: number | null;
  height: number | null;
  quantity: number;
  area_m2: number;
  unit_price: number;
  fixed_charges: number;
  discount_percent: number;
  discount: number;
  subtotal: number;
  min_charge_applied: boolean;
  total: number;
  currency: 'EUR';
  vat_included: false;
  panels?: { columns: number; rows: number; overlap_cm: number; pieces: { width: number; height: number }[] };
  turnaround_days: number;
  production_days: number;
  /** End of production, when the parcel ships (YYYY-MM-DD). */
  estimated_delivery: string;
  /** Production plus courier days to mainland Spain. */
  delivered_by: string | null;
};

/** A delivery country (GET /api/countries). */
export type DeliveryCountry = {
  id: number;
  name: string;
  code: string;
  region: string;
  vat_region: string;
  quote_available: boolean;
};

/** An unsaved configuration priced for a destination (GET /api/shipments/estimate). */
export type ConfigurationEstimate = {
  product_id: number;
  country: { id: number; name: string; code: string };
  quantity: number;
  goods: number;
  goods_vat: number;
  goods_with_vat: number;
  vat_rate: number;
  shipping_available: boolean;
  shipping_message: string | null;
  shipping: {
    price: number;
    free: boolean;
    free_threshold: number | null;
    remaining_for_free: number | null;
    blocked_by_category: boolean;
    large: boolean;
    by_weight: boolean;
  } | null;
  vat: number;
  total: number;
  production_days: number;
  courier_days: number | null;
  ships_on: string;
  delivered_by: string | null;
};
