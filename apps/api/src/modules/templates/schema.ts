import { WELD_MAX_SIDE_CM } from '@shop/shared/pricing';
import { IdParamSchema, IdSchema } from '@shop/shared/schemas';
import { z } from 'zod';

export { IdParamSchema };

export const TEMPLATE_FORMATS = ['pdf', 'svg'] as const;
export type TemplateFormat = (typeof TEMPLATE_FORMATS)[number];

export const TemplateQuerySchema = z.object({
  width: z.coerce
    .number()
    .int()
    .positive()
    .max(WELD_MAX_SIDE_CM)
    .optional()
    .describe('Trimmed width in cm; the product default when omitted; ignored for goods sold per item'),
  height: z.coerce
    .number()
    .int()
    .positive()
    .max(WELD_MAX_SIDE_CM)
    .optional()
    .describe('Trimmed height in cm; the product default when omitted; ignored for goods sold per item'),
  format: z.enum(TEMPLATE_FORMATS).default('pdf'),
  options: z
    .array(IdSchema)
    .max(100)
    .default([])
    .describe(
      'Chosen option ids (finishing: eyelets, pockets, hems, a print size...), as on the product page',
    ),
});
export type TemplateQuery = z.infer<typeof TemplateQuerySchema>;
