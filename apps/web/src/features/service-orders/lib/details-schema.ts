import { z } from 'zod';

export const DETAILS_MAX = 5000;
export const REQUIRED = 'common:validation.required';
export const TOO_LONG = 'service-orders:details.tooLong';

/**
 * docs/product.md#validation: the details are required ('* This Field Is Required'); the API takes
 * 5000 characters.
 */
export const DetailsFormSchema = z.object({
  details: z
    .string()
    .trim()
    .min(1, { message: REQUIRED, abort: true })
    .max(DETAILS_MAX, { message: TOO_LONG }),
});

export type DetailsForm = z.infer<typeof DetailsFormSchema>;
