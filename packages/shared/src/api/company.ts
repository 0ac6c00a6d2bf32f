/** What GET/PUT /api/users/{id}/company answer: the trade customer's company (null when none). */
import { z } from 'zod';

export const CompanySchema = z.object({
  company_name: z.string(),
  tax_id: z.string(),
  tax_id_kind: z.enum(['nif', 'nie', 'cif', 'eu_vat']),
  vat_country: z.string(),
  /** `format_only`: only the format (or check letter) was verified. */
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
