import type { LocalizedText } from './i18n';
import { BRAND_NAMES } from './page-head';

/** A sister brand site of the business, linked from the home page. */
export type SisterSite = { name: string; url: string; description?: LocalizedText };

/** The map shown on the home and contact pages. */
export type MapSettings = {
  /**
   * Page loaded in an iframe when the visitor asks for the interactive map (click to load:
   * no third-party request before that). Null shows only the static card with the address.
   */
  embedUrl: string | null;
  /** "Open in maps" link of the static card. */
  linkUrl: string;
};

/**
 * The shop's own details, in one place for the storefront, e-mails and invoices.
 * Deployments change them here; the map, WhatsApp number and sister sites can also be set
 * per deployment through the API's settings (SHOP_WHATSAPP, SHOP_MAP_EMBED_URL,
 * SHOP_MAP_LINK_URL, SHOP_SISTER_SITES) and reach the storefront through GET /api/home.
 */
export const BUSINESS = {
  tradingName: 'BannerPrint Trade S.L.',
  brandName: BRAND_NAMES.en,
  taxId: 'B-29000000',
  address: {
    street: 'Calle de la Imprenta 12, Polígono Industrial Santa Teresa',
    city: 'Málaga',
    postalCode: '29004',
    country: 'Spain',
  },
  phone: '+34 952 000 123',
  /** International number without "+" or spaces, as wa.me links want it. */
  whatsapp: '34600000123',
  emails: {
    general: 'info@bannerprint.example',
    returns: 'returns@bannerprint.example',
    sales: 'sales@bannerprint.example',
    support: 'support@bannerprint.example',
  },
  /** Opening hours, Monday to Friday, Europe/Madrid. */
  hours: { opens: '08:00', closes: '17:00' },
  /** Latitude and longitude of the workshop, for the map. */
  location: { lat: 36.7048, lng: -4.4631 },
  map: {
    embedUrl:
      'https://www.openstreetmap.org/export/embed.html?bbox=-4.4731%2C36.6988%2C-4.4531%2C36.7108&layer=mapnik&marker=36.7048%2C-4.4631',
    linkUrl: 'https://www.openstreetmap.org/?mlat=36.7048&mlon=-4.4631#map=16/36.7048/-4.4631',
  } as MapSettings,
  /** Recommended notice for an appointment at the workshop (contact page). */
  appointmentNoticeDays: 7,
};

/** wa.me link for a WhatsApp number written in any common way (+34 600 00 01 23 → 34600000123). */
export function whatsappUrl(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** tel: link for a phone number as printed. */
export function telUrl(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
