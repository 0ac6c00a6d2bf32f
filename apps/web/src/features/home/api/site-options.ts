import { BUSINESS, type Lang, localize, whatsappUrl } from '@shop/shared';
import { SISTER_SITES } from '@shop/shared/sister-sites';
import type { SiteOptions } from './get-home';

/**
 * The shop's options from the settings module, used until GET /api/home answers (or if it
 * fails), so the page never waits or jumps for its own address.
 */
export function defaultSiteOptions(lang: Lang, country: string): SiteOptions {
  return {
    tradingName: BUSINESS.tradingName,
    brandName: BUSINESS.brandName,
    phone: BUSINESS.phone,
    email: BUSINESS.emails.general,
    address: { ...BUSINESS.address, country },
    whatsapp: { number: BUSINESS.whatsapp, url: whatsappUrl(BUSINESS.whatsapp) },
    map: { ...BUSINESS.map, ...BUSINESS.location },
    sisterSites: SISTER_SITES.map((site) => ({
      name: site.name,
      url: site.url,
      description: site.description ? localize(site.description, lang) : null,
    })),
  };
}
