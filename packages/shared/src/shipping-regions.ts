/** Shipping regions of docs/product.md#shipping; rates per region live in the database. */
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

/**
 * The destination of an address for delivery and VAT: the code of a `countries` row. Spain
 * splits by postcode into the Balearic Islands (07…), the Canary Islands (35…, 38…), Ceuta
 * (51…) and Melilla (52…), which are priced as non-mainland and, except the Balearics, are
 * outside the EU VAT area; Northern Ireland (BT…) is split from Great Britain because it
 * follows EU VAT rules for goods. Any other country is its ISO code.
 */
export function destinationCode(countryCode: string, postcode: string): string {
  const country = countryCode.trim().toUpperCase();
  const compact = postcode.replace(/\s+/g, '').toUpperCase();
  if (country === 'ES') {
    const province = compact.slice(0, 2);
    if (province === '07') return 'ES-IB';
    if (province === '35' || province === '38') return 'ES-CN';
    if (province === '51') return 'ES-CE';
    if (province === '52') return 'ES-ML';
    return 'ES';
  }
  if (country === 'GB' && /^BT\d/.test(compact)) return 'GB-NIR';
  return country;
}

/** Countries a customer picks for an address: the ISO codes, not the sub-regions found by postcode. */
export function isAddressCountryCode(code: string): boolean {
  return /^[A-Z]{2}$/.test(code);
}

/** Spanish postcodes are five digits, 01000–52999. */
export function isSpanishPostcode(postcode: string): boolean {
  const compact = postcode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(compact)) return false;
  const province = Number(compact.slice(0, 2));
  return province >= 1 && province <= 52;
}
