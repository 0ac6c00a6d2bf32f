// The answer's shape is defined once, in @shop/shared/api/shipping, which the storefront infers
// its types from (docs/decisions/031-shared-answer-types.md).
import { type ShippingRates, ShippingRatesSchema } from '@shop/shared/api/shipping';
import { envelopeSchema } from '@shop/shared/schemas';

export type { ShippingRates };

export const ShippingRatesResponseSchema = envelopeSchema(ShippingRatesSchema);
