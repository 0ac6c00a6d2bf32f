/** What GET /api/home and POST /api/contact answer; the content module answers through these. */
import { z } from 'zod';

export const HomeCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** Active services (service categories) or products (product categories) in the category. */
  count: z.number().int(),
});

export const HomeLogoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  url: z.string().nullable(),
});

export const SiteOptionsSchema = z.object({
  tradingName: z.string(),
  brandName: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postalCode: z.string(), country: z.string() }),
  whatsapp: z.object({ number: z.string(), url: z.string() }),
  map: z.object({
    embedUrl: z.string().nullable(),
    linkUrl: z.string(),
    lat: z.number(),
    lng: z.number(),
  }),
  sisterSites: z.array(z.object({ name: z.string(), url: z.string(), description: z.string().nullable() })),
});

export const HomeDataSchema = z.object({
  services: z.array(HomeCategorySchema),
  products: z.array(HomeCategorySchema),
  brands: z.array(HomeLogoSchema),
  clients: z.array(HomeLogoSchema),
  options: SiteOptionsSchema,
});

export const ContactReceiptSchema = z.object({
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  message: z.string(),
});

export type HomeCategory = z.infer<typeof HomeCategorySchema>;
export type HomeLogo = z.infer<typeof HomeLogoSchema>;
export type SiteOptions = z.infer<typeof SiteOptionsSchema>;
export type HomeData = z.infer<typeof HomeDataSchema>;
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;
