import { z } from 'zod';
import { OPTION_PRICE_MODES, PRICING_MODES } from './catalog';
import { ERROR_CODES } from './errors';
import { BASE_LANGS, type BaseLang, LANGS, type Lang, OPTIONAL_LANGS } from './i18n';
import { SHIPPING_REGIONS, VAT_REGIONS } from './shipping-regions';

export const LangSchema = z.enum(LANGS);

/**
 * An object with one field per language: the base languages (en, ar) required, later ones
 * optional so texts stored before them, and clients that do not send them, stay valid.
 */
export function perLanguage<T extends z.ZodType, O extends z.ZodType = T>(field: T, laterField?: O) {
  const shape: Record<string, z.ZodType> = {};
  for (const lang of BASE_LANGS) shape[lang] = field;
  for (const lang of OPTIONAL_LANGS) shape[lang] = (laterField ?? field).optional();
  return z.object(shape) as unknown as z.ZodObject<
    Record<BaseLang, T> & Record<Exclude<Lang, BaseLang>, z.ZodOptional<O>>
  >;
}
export const LocalizedTextSchema = perLanguage(z.string());
export const LocalizedListSchema = perLanguage(z.array(z.string()));

/**
 * The envelope of every JSON answer (docs/product.md#api-envelope).
 * Success: { status: true, message?, data }. Failure: { status: false, code, message, errors }.
 */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ status: z.literal(true), message: z.string().optional(), data });
}

export const ErrorCodeSchema = z.enum(ERROR_CODES);

export const ErrorBodySchema = z.object({
  status: z.literal(false),
  code: ErrorCodeSchema,
  message: z.string(),
  errors: z.array(z.string()),
});

export const MessageBodySchema = z.object({ status: z.literal(true), message: z.string() });

/**
 * An id in a path, query, form field or JSON body: a whole number, or plain decimal digits
 * as text. "5.0", "0x5", " 5", "1e3" and "-5" are refused (400), never read as 5.
 */
export const IdSchema = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,10}$/, 'must be plain decimal digits')
      .transform(Number),
  ])
  .pipe(z.number().int().positive().max(2_147_483_647));

export const IdParamSchema = z.object({ id: IdSchema });

export const OwnerTypeSchema = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));
export const PricingModeSchema = z.enum(PRICING_MODES);
export const OptionPriceModeSchema = z.enum(OPTION_PRICE_MODES);
export const QuantityBreakSchema = z.object({
  minQuantity: z.number().int().positive(),
  discountPercent: z.number().min(0).max(100),
});
export const ShippingRegionSchema = z.enum(SHIPPING_REGIONS);
export const VatRegionSchema = z.enum(VAT_REGIONS);
