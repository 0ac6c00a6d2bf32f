import type { Lang, ShippingRegion } from '@shop/shared';

/** Names of the shipping regions of decisions.md "Shipping", in both languages. */
export const shippingRatesMessages = {
  'shipping.region.es_mainland': { en: 'Mainland Spain', ar: 'إسبانيا (البر الرئيسي)' },
  'shipping.region.es_non_mainland': {
    en: 'Spain outside the mainland (Balearic and Canary Islands, Ceuta, Melilla)',
    ar: 'إسبانيا خارج البر الرئيسي (جزر البليار والكناري وسبتة ومليلية)',
  },
  'shipping.region.uk_mainland': { en: 'United Kingdom (mainland)', ar: 'المملكة المتحدة (البر الرئيسي)' },
  'shipping.region.europe_mainland': { en: 'Mainland Europe', ar: 'أوروبا (البر الرئيسي)' },
  'shipping.region.switzerland': { en: 'Switzerland', ar: 'سويسرا' },
  'shipping.region.scandinavia': { en: 'Scandinavia', ar: 'الدول الإسكندنافية' },
  'shipping.region.rest_of_world': { en: 'Rest of the world', ar: 'بقية دول العالم' },
} as const satisfies Record<`shipping.region.${ShippingRegion}`, Record<Lang, string>>;
