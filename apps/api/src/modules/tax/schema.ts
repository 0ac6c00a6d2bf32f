// The answer's shape is defined once, in @shop/shared/api/company (docs/decisions/031-shared-answer-types.md).
import { type Company, CompanySchema } from '@shop/shared/api/company';
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

export type { Company };
export const CompanyEnvelopeSchema = envelopeSchema(CompanySchema.nullable());
