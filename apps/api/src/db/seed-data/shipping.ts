import type { LocalizedText, ShippingRegion, VatRegion } from '@shop/shared';
import { t } from './common';

export type CountrySeed = {
  code: string;
  name: LocalizedText;
  shippingRegion: ShippingRegion;
  vatRegion: VatRegion;
};

export type ShippingRateSeed = {
  region: ShippingRegion;
  quoteAvailable: boolean;
  standardCents: number | null;
  largeCents: number | null;
  freeOverCents: number | null;
  perKgCents: number;
};

/**
 * Destinations in checkout order. The Canary Islands, Ceuta and Melilla are Spanish but
 * outside the EU VAT area, so goods shipped there are exports. Northern Ireland follows
 * EU VAT rules for goods (Windsor Framework), so it is charged like an EU destination.
 */
export const countries: CountrySeed[] = [
  {
    // Just "Spain" for customers: a Spanish postcode finds the Balearic, Canary, Ceuta and
    // Melilla destinations below by itself (destinationCode in shared/shipping-regions.ts).
    code: 'ES',
    name: t('Spain', 'إسبانيا'),
    shippingRegion: 'es_mainland',
    vatRegion: 'es',
  },
  {
    code: 'ES-IB',
    name: t('Balearic Islands', 'جزر البليار'),
    shippingRegion: 'es_non_mainland',
    vatRegion: 'es',
  },
  {
    code: 'ES-CN',
    name: t('Canary Islands', 'جزر الكناري'),
    shippingRegion: 'es_non_mainland',
    vatRegion: 'export',
  },
  { code: 'ES-CE', name: t('Ceuta', 'سبتة'), shippingRegion: 'es_non_mainland', vatRegion: 'export' },
  { code: 'ES-ML', name: t('Melilla', 'مليلية'), shippingRegion: 'es_non_mainland', vatRegion: 'export' },
  { code: 'PT', name: t('Portugal', 'البرتغال'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'FR', name: t('France', 'فرنسا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'DE', name: t('Germany', 'ألمانيا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'IT', name: t('Italy', 'إيطاليا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'NL', name: t('Netherlands', 'هولندا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'BE', name: t('Belgium', 'بلجيكا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'AT', name: t('Austria', 'النمسا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'IE', name: t('Ireland', 'أيرلندا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  { code: 'PL', name: t('Poland', 'بولندا'), shippingRegion: 'europe_mainland', vatRegion: 'eu' },
  {
    code: 'GB',
    name: t('United Kingdom (Great Britain)', 'المملكة المتحدة (بريطانيا العظمى)'),
    shippingRegion: 'uk_mainland',
    vatRegion: 'export',
  },
  {
    code: 'GB-NIR',
    name: t('Northern Ireland', 'أيرلندا الشمالية'),
    shippingRegion: 'europe_mainland',
    vatRegion: 'eu',
  },
  { code: 'CH', name: t('Switzerland', 'سويسرا'), shippingRegion: 'switzerland', vatRegion: 'export' },
  { code: 'SE', name: t('Sweden', 'السويد'), shippingRegion: 'scandinavia', vatRegion: 'eu' },
  { code: 'DK', name: t('Denmark', 'الدنمارك'), shippingRegion: 'scandinavia', vatRegion: 'eu' },
  { code: 'FI', name: t('Finland', 'فنلندا'), shippingRegion: 'scandinavia', vatRegion: 'eu' },
  { code: 'NO', name: t('Norway', 'النرويج'), shippingRegion: 'scandinavia', vatRegion: 'export' },
  { code: 'MA', name: t('Morocco', 'المغرب'), shippingRegion: 'rest_of_world', vatRegion: 'export' },
  {
    code: 'AE',
    name: t('United Arab Emirates', 'الإمارات العربية المتحدة'),
    shippingRegion: 'rest_of_world',
    vatRegion: 'export',
  },
  {
    code: 'SA',
    name: t('Saudi Arabia', 'المملكة العربية السعودية'),
    shippingRegion: 'rest_of_world',
    vatRegion: 'export',
  },
  {
    code: 'US',
    name: t('United States', 'الولايات المتحدة'),
    shippingRegion: 'rest_of_world',
    vatRegion: 'export',
  },
];

/** docs/product.md#shipping: one row per region, editable by staff. */
export const shippingRates: ShippingRateSeed[] = [
  {
    region: 'es_mainland',
    quoteAvailable: true,
    standardCents: 1850,
    largeCents: 2650,
    freeOverCents: 25000,
    perKgCents: 120,
  },
  {
    region: 'es_non_mainland',
    quoteAvailable: true,
    standardCents: 5000,
    largeCents: 7000,
    freeOverCents: null,
    perKgCents: 250,
  },
  {
    region: 'uk_mainland',
    quoteAvailable: true,
    standardCents: 4000,
    largeCents: 6000,
    freeOverCents: null,
    perKgCents: 300,
  },
  {
    region: 'europe_mainland',
    quoteAvailable: true,
    standardCents: 4000,
    largeCents: 6000,
    freeOverCents: null,
    perKgCents: 200,
  },
  {
    region: 'switzerland',
    quoteAvailable: true,
    standardCents: 6000,
    largeCents: 8000,
    freeOverCents: null,
    perKgCents: 350,
  },
  {
    region: 'scandinavia',
    quoteAvailable: true,
    standardCents: 6000,
    largeCents: 8000,
    freeOverCents: null,
    perKgCents: 350,
  },
  {
    region: 'rest_of_world',
    quoteAvailable: false,
    standardCents: null,
    largeCents: null,
    freeOverCents: null,
    perKgCents: 0,
  },
];
