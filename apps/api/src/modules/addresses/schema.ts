import { type Address, AddressSchema } from '@shop/shared/api/addresses';
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

// The answer's shape is defined once, in @shop/shared/api/addresses (docs/decisions/031-shared-answer-types.md).
export { type Address, AddressSchema };

export const AddressEnvelopeSchema = envelopeSchema(AddressSchema);
export const AddressListEnvelopeSchema = envelopeSchema(z.array(AddressSchema));
