import type { Lang, ShippingRegion } from '@shop/shared';

/** Names of the shipping regions of docs/product.md#shipping, in both languages. */
export const shippingRatesMessages = {
  'shipping.region.es_mainland': {
    en: 'Mainland Spain',
    ar: 'إسبانيا (البر الرئيسي)',
    es: 'España peninsular',
  },
  'shipping.region.es_non_mainland': {
    en: 'Spain outside the mainland (Balearic and Canary Islands, Ceuta, Melilla)',
    ar: 'إسبانيا خارج البر الرئيسي (جزر البليار والكناري وسبتة ومليلية)',
    es: 'España fuera de la península (Baleares, Canarias, Ceuta y Melilla)',
  },
  'shipping.region.uk_mainland': {
    en: 'United Kingdom (mainland)',
    ar: 'المملكة المتحدة (البر الرئيسي)',
    es: 'Reino Unido (isla principal)',
  },
  'shipping.region.europe_mainland': {
    en: 'Mainland Europe',
    ar: 'أوروبا (البر الرئيسي)',
    es: 'Europa continental',
  },
  'shipping.region.switzerland': { en: 'Switzerland', ar: 'سويسرا', es: 'Suiza' },
  'shipping.region.scandinavia': { en: 'Scandinavia', ar: 'الدول الإسكندنافية', es: 'Escandinavia' },
  'shipping.region.rest_of_world': { en: 'Rest of the world', ar: 'بقية دول العالم', es: 'Resto del mundo' },
} as const satisfies Record<`shipping.region.${ShippingRegion}`, Record<Lang, string>>;
