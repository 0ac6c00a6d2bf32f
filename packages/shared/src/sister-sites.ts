import type { SisterSite } from './business';

/**
 * The sister brand sites the home page links (SHOP_SISTER_SITES replaces them per deployment).
 * A module apart from BUSINESS, imported by its own path (`@shop/shared/sister-sites`, not the
 * package index, which every page loads) so that the pages that only need the shop's address and phone (every
 * page's header and footer) do not carry their texts in three languages.
 */
export const SISTER_SITES: SisterSite[] = [
  {
    name: 'FlagPrint',
    url: 'https://flagprint.example',
    description: {
      en: 'Feather flags and beach flags',
      ar: 'أعلام الريشة وأعلام الشاطئ',
      es: 'Banderas tipo vela y de playa',
    },
  },
  {
    name: 'VinylDirect',
    url: 'https://vinyldirect.example',
    description: {
      en: 'Vinyl, stickers and window graphics',
      ar: 'الفينيل والملصقات ورسومات النوافذ',
      es: 'Vinilos, pegatinas y rotulación de escaparates',
    },
  },
  {
    name: 'SignFrames',
    url: 'https://signframes.example',
    description: {
      en: 'Pavement signs and banner frames',
      ar: 'لوحات الأرصفة وإطارات اللافتات',
      es: 'Caballetes de acera y bastidores para lonas',
    },
  },
  {
    name: 'ExpoFabric',
    url: 'https://expofabric.example',
    description: {
      en: 'Fabric displays for trade shows',
      ar: 'عروض قماشية للمعارض التجارية',
      es: 'Expositores textiles para ferias',
    },
  },
];
