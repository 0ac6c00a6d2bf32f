/** What GET/PUT /api/users/{id}/brand answer: a trade account's own brand (null when none). */
import { z } from 'zod';

export const BrandSchema = z.object({
  brand_name: z.string(),
  return_address: z.object({
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    province: z.string(),
    country: z.string(),
  }),
  phone: z.string(),
  email: z.string(),
  /** The logo as the shop re-encoded it (PNG), or null when none was uploaded. */
  logo_url: z.string().nullable(),
});

export type Brand = z.infer<typeof BrandSchema>;

/** GET /api/admin/orders/{id}/label: the parcel's ship-from and ship-to blocks. */
export const ParcelLabelSchema = z.object({
  order_code: z.string(),
  blind_shipping: z.boolean(),
  ship_from: z.object({
    /** `reseller`: the reseller's brand (blind shipping with a brand); `neutral`: blind without one. */
    kind: z.enum(['shop', 'reseller', 'neutral']),
    name: z.string(),
    address_lines: z.array(z.string()),
    phone: z.string(),
    email: z.string(),
    logo_url: z.string().nullable(),
  }),
  ship_to: z.object({
    name: z.string(),
    company: z.string(),
    address_lines: z.array(z.string()),
    country: z.string(),
    phone: z.string(),
  }),
  parcels: z.number().int(),
  tracking_numbers: z.array(z.string()),
});

export type ParcelLabel = z.infer<typeof ParcelLabelSchema>;
