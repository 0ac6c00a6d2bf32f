/** What the address book answers (GET/POST/PUT /api/addresses…): one saved address. */
import { z } from 'zod';

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
