import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';
import { PhoneSchema } from '../accounts/schema';

/** 1 Home, 2 Work (spec section 3); "1" and "2" as strings are accepted too. */
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

export const CreateAddressBodySchema = z.object({
  type: AddressTypeSchema,
  label: z.string().trim().min(1).max(100),
  details: z.string().trim().min(1).max(500),
  phone: PhoneSchema,
  is_default: FlagSchema.optional(),
});
export type CreateAddressBody = z.infer<typeof CreateAddressBodySchema>;

export const UpdateAddressBodySchema = CreateAddressBodySchema.partial();
export type UpdateAddressBody = z.infer<typeof UpdateAddressBodySchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  type: z.union([z.literal(1), z.literal(2)]),
  /** "Home" / "Work" in the request's language. */
  typeName: z.string(),
  label: z.string(),
  details: z.string(),
  phone: z.string(),
  is_default: z.boolean(),
  /** One line for select options: "Home – Office, Calle Mayor 1, Málaga". */
  fullAddress: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

export const AddressEnvelopeSchema = envelopeSchema(AddressSchema);
export const AddressListEnvelopeSchema = envelopeSchema(z.array(AddressSchema));
