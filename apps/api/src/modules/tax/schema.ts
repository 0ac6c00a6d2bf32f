import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Text = (max: number) => z.string().trim().min(1).max(max);

/** The postal fields shared by delivery addresses and the invoice address. */
export const PostalFieldsSchema = z.object({
  street: Text(300),
  postcode: z
    .string()
    .trim()
    .min(2)
    .max(12)
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/),
  city: Text(100),
  province: z.string().trim().max(100).optional().default(''),
  /** ISO 3166-1 alpha-2, one of GET /api/countries (lower case accepted). */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
});

export const CompanyBodySchema = z.object({
  company_name: Text(200),
  /** A Spanish NIF / NIE / CIF, or an EU VAT number with its prefix; checked by shared/tax-id. */
  tax_id: z.string().trim().min(1).max(30),
  ...PostalFieldsSchema.shape,
});
export type CompanyBody = z.infer<typeof CompanyBodySchema>;

export const CompanySchema = z.object({
  company_name: z.string(),
  tax_id: z.string(),
  tax_id_kind: z.enum(['nif', 'nie', 'cif', 'eu_vat']),
  vat_country: z.string(),
  /** What the last check said: `format_only` means only the format (or check letter) was verified. */
  vat_check: z.enum(['valid', 'invalid', 'unavailable', 'format_only']),
  vat_checked_at: z.string(),
  /** Which checker the shop runs: the screen says when it is only a format check. */
  vat_checker: z.enum(['format_only', 'vies']),
  invoice_address: z.object({
    street: z.string(),
    postcode: z.string(),
    city: z.string(),
    province: z.string(),
    country: z.string(),
    country_name: z.string(),
  }),
});
export type Company = z.infer<typeof CompanySchema>;

export const CompanyEnvelopeSchema = envelopeSchema(CompanySchema.nullable());
