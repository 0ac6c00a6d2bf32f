// The answer's shape is defined once, in @shop/shared/api/brand (docs/decisions/031-shared-answer-types.md).
import { BrandSchema, ParcelLabelSchema } from '@shop/shared/api/brand';
import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';

const Text = (max: number) => z.string().trim().min(1).max(max);

export const BrandBodySchema = z.object({
  brand_name: Text(120),
  street: Text(300),
  postcode: z
    .string()
    .trim()
    .min(2)
    .max(12)
    .regex(/^[0-9A-Za-z][0-9A-Za-z -]*$/),
  city: Text(100),
  province: z.string().trim().max(100).optional().default(''),
  /** ISO 3166-1 alpha-2 (lower case accepted). */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[+0-9 ()-]*$/)
    .optional()
    .default(''),
  email: z
    .union([z.literal(''), z.string().trim().toLowerCase().email().max(200)])
    .optional()
    .default(''),
});
export type BrandBody = z.infer<typeof BrandBodySchema>;

export const BrandEnvelopeSchema = envelopeSchema(BrandSchema.nullable());
export const ParcelLabelEnvelopeSchema = envelopeSchema(ParcelLabelSchema);
