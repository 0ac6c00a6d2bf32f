import { BUSINESS, type Lang, localize, OWNER_TYPE, whatsappUrl } from '@shop/shared';
import { SISTER_SITES } from '@shop/shared/sister-sites';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Db } from '../../db/client';
import { translate } from '../../lib/messages';
import { categories, products, services } from '../catalog';
import type { ContactBody, HomeData, SiteOptions } from './schema';
import { brands, clients, contactMessages } from './table';

/** Shop details for the storefront: the settings module, overridden per deployment by SHOP_* settings. */
export function getSiteOptions(env: Env, lang: Lang): SiteOptions {
  const whatsapp = env.SHOP_WHATSAPP ?? BUSINESS.whatsapp;
  const embedUrl = env.SHOP_MAP_EMBED_URL ?? BUSINESS.map.embedUrl;
  const sisterSites = env.SHOP_SISTER_SITES ?? SISTER_SITES;
  return {
    tradingName: BUSINESS.tradingName,
    brandName: BUSINESS.brandName,
    phone: BUSINESS.phone,
    email: BUSINESS.emails.general,
    address: { ...BUSINESS.address, country: translate('content.country.spain', lang) },
    whatsapp: { number: whatsapp.replace(/\D/g, ''), url: whatsappUrl(whatsapp) },
    map: {
      embedUrl: embedUrl === 'none' ? null : embedUrl,
      linkUrl: env.SHOP_MAP_LINK_URL ?? BUSINESS.map.linkUrl,
      lat: BUSINESS.location.lat,
      lng: BUSINESS.location.lng,
    },
    sisterSites: sisterSites.map((site) => ({
      name: site.name,
      url: site.url,
      description: site.description ? localize(site.description, lang) : null,
    })),
  };
}

/** Active categories of one owner type with the number of active items in each. */
async function listCategoriesWithCounts(db: Db, ownerType: 1 | 2, lang: Lang) {
  const items = ownerType === OWNER_TYPE.services ? services : products;
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      description: categories.description,
      image: categories.image,
      count: sql<number>`count(${items.id})::int`,
    })
    .from(categories)
    .leftJoin(items, and(eq(items.categoryId, categories.id), eq(items.active, true)))
    .where(and(eq(categories.ownerType, ownerType), eq(categories.active, true)))
    .groupBy(categories.id)
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((row) => ({
    id: row.id,
    name: localize(row.name, lang),
    description: localize(row.description, lang),
    image: row.image,
    count: Number(row.count),
  }));
}

/**
 * Everything the home page shows (docs/product.md#entities-and-legacy-names, "Home data"), in one
 * language.
 */
export async function getHomeData(db: Db, env: Env, lang: Lang): Promise<HomeData> {
  const [serviceCategories, productCategories, brandRows, clientRows] = await Promise.all([
    listCategoriesWithCounts(db, OWNER_TYPE.services, lang),
    listCategoriesWithCounts(db, OWNER_TYPE.products, lang),
    db.select().from(brands).orderBy(asc(brands.sortOrder), asc(brands.id)),
    db.select().from(clients).orderBy(asc(clients.sortOrder), asc(clients.id)),
  ]);
  return {
    services: serviceCategories,
    products: productCategories,
    brands: brandRows.map((b) => ({ id: b.id, name: localize(b.name, lang), image: b.image, url: b.url })),
    clients: clientRows.map((c) => ({ id: c.id, name: localize(c.name, lang), image: c.image, url: null })),
    options: getSiteOptions(env, lang),
  };
}

export type ContactInput = Omit<ContactBody, 'website'> & { lang: Lang; ip: string | null };

/** Keeps a contact-form message for staff to read and answer. */
export async function createContactMessage(db: Db, input: ContactInput) {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: input.name,
      phone: input.phone,
      email: input.email,
      message: input.message,
      lang: input.lang,
      ip: input.ip,
    })
    .returning();
  if (!row) throw new Error('contact message was not stored');
  return row;
}
