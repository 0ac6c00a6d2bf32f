// The answer's shape is defined once, in @shop/shared/api/home (docs/decisions/031-shared-answer-types.md).
import {
  ContactReceiptSchema,
  HomeCategorySchema,
  HomeDataSchema,
  HomeLogoSchema,
  SiteOptionsSchema,
} from '@shop/shared/api/home';
import { envelopeSchema } from '@shop/shared/schemas';
import { z } from 'zod';

export { HomeCategorySchema, HomeDataSchema, HomeLogoSchema, SiteOptionsSchema };
export type HomeData = z.infer<typeof HomeDataSchema>;
export type SiteOptions = z.infer<typeof SiteOptionsSchema>;

export const HomeResponseSchema = envelopeSchema(HomeDataSchema);

/** Printable characters only: no control characters in names, phones or e-mail addresses. */
const singleLine = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'must be a single line of text');

/**
 * The contact form of docs/product.md#entities-and-legacy-names and docs/product.md#validation.
 * Blank fields arrive as missing (see `normalizeContactBody`), so they get the plain "this field is
 * required" line. `website` is a honeypot: people never see it, bots fill it in.
 */
export const ContactBodySchema = z.object({
  name: singleLine(120).min(1),
  phone: singleLine(40)
    .min(6)
    .regex(/^\+?[\d\s().-]+$/, 'must be a phone number'),
  email: z.email().max(254),
  message: z.string().min(1).max(5000),
  website: z.string().max(500).optional(),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;

export const ContactResponseSchema = envelopeSchema(ContactReceiptSchema).extend({ message: z.string() });
