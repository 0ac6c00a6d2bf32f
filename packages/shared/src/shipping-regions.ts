/** Shipping regions of decisions.md "Shipping"; rates per region live in the database. */
export const SHIPPING_REGIONS = [
  'es_mainland',
  'es_non_mainland',
  'uk_mainland',
  'europe_mainland',
  'switzerland',
  'scandinavia',
  'rest_of_world',
] as const;
export type ShippingRegion = (typeof SHIPPING_REGIONS)[number];

/** VAT treatment of a destination: Spanish IVA for Spain and the EU, 0% for exports. */
export const VAT_REGIONS = ['es', 'eu', 'export'] as const;
export type VatRegion = (typeof VAT_REGIONS)[number];
