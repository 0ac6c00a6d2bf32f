/**
 * The shop's own details, in one place for the storefront, e-mails and invoices.
 * Deployments change them here (or through the PUBLIC_* settings the web build reads).
 */
export const BUSINESS = {
  tradingName: 'BannerPrint Trade S.L.',
  brandName: 'BannerPrint',
  taxId: 'B-29000000',
  address: {
    street: 'Calle de la Imprenta 12, Polígono Industrial Santa Teresa',
    city: 'Málaga',
    postalCode: '29004',
    country: 'Spain',
  },
  phone: '+34 952 000 123',
  whatsapp: '34600000123',
  emails: {
    general: 'info@bannerprint.example',
    returns: 'returns@bannerprint.example',
    sales: 'sales@bannerprint.example',
    support: 'support@bannerprint.example',
  },
  /** Latitude and longitude of the workshop, for the map. */
  location: { lat: 36.7048, lng: -4.4631 },
  sisterSites: [
    { name: 'FlagPrint', url: 'https://flagprint.example' },
    { name: 'VinylDirect', url: 'https://vinyldirect.example' },
    { name: 'SignFrames', url: 'https://signframes.example' },
    { name: 'ExpoFabric', url: 'https://expofabric.example' },
  ],
} as const;
