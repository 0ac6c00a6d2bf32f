import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';
import { PhoneSchema } from '../../lib/phone-schema';

/**
 * 1 Home, 2 Work (docs/product.md#entities-and-legacy-names); "1" and "2" as strings are accepted
 * too.
 */
export const AddressTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value),
  z.number().int().min(1).max(2),
);

/** `is_default`: 1 / 0, true / false, "1" / "0", "true" / "false". */
export const FlagSchema = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean());

const Optional = (max: number) => z.string().trim().max(max).optional();

/**
 * An address is either structured (street, postcode, city, country; optional contact name,
 * company, province) or, as the spec's form sends it, one free-text `details` line, which
 * is kept as the street (no country: payment then needs a `country_id`).
 */
const AddressFieldsSchema = z.object({
  type: AddressTypeSchema,
  label: z.string().trim().min(1).max(100),
  /** The spec's free text; the street of an address without a country. */
  details: z.string().trim().min(1).max(500),
  contact_name: Optional(100),
  company: Optional(200),
  street: z.string().trim().min(1).max(300).optional(),
  postcode: z
    .string()
    .trim()
    .max(12)
    .regex(/^([0-9A-Za-z][0-9A-Za-z -]*)?$/)
    .optional(),
  city: Optional(100),
  province: Optional(100),
  /** ISO 3166-1 alpha-2 from GET /api/countries. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional(),
  phone: PhoneSchema,
  is_default: FlagSchema.optional(),
});

/** A structured address need not repeat its street as `details`: the street stands for it. */
export const CreateAddressBodySchema = z.preprocess(
  (body) =>
    body && typeof body === 'object' && !('details' in body) && 'street' in body
      ? { ...body, details: (body as { street: unknown }).street }
      : body,
  AddressFieldsSchema,
);
export type CreateAddressBody = z.infer<typeof CreateAddressBodySchema>;

export const UpdateAddressBodySchema = AddressFieldsSchema.partial();
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** "Home" / "Work" in the request's language. */
  typeName: z.string(),
  label: z.string(),
  /** The address on one line (the spec's field). */
  details: z.string(),
  contact_name: z.string(),
  company: z.string(),
  street: z.string(),
  postcode: z.string(),
  city: z.string(),
  province: z.string(),
  /** ISO code; null for an address saved as free text before countries were asked. */
  country: z.string().nullable(),
  phone: z.string(),
  is_default: z.boolean(),
  /** One line for select options: "Home – Office, Calle Mayor 1, Málaga". */
  fullAddress: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressEnvelopeSchema = envelopeSchema(AddressSchema);
export const AddressListEnvelopeSchema = envelopeSchema(z.array(AddressSchema));
